export * from './define-route';
export * from './api-client';
export * from './route-calls';
