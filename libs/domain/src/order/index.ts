export * from './order-status';
export * from './order-events';
export * from './order.machine';
export * from './manual-issuance';
