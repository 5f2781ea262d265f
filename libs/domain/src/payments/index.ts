export * from './payment-providers';
export * from './payment.types';
