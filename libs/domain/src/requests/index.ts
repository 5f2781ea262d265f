export * from './request-shapes';
export * from './order-requests';
export * from './function-inputs';
