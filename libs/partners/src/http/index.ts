export * from './partner-errors';
export * from './circuit-breaker';
export * from './masking';
export * from './partner-http-client';
