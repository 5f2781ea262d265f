export * from './error-catalogue';
export * from './domain-error';
