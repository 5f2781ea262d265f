export * from './define-route';
export * from './api-client';
