export * from './order-status';
export * from './order-events';
export * from './item-status';
export * from './order.machine';
export * from './manual-issuance';
