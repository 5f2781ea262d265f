export * from './http';
export * from './config/partner-urls';
export * from './payments';
export * from './rates';
export * from './mail';
export * from './insurers';
export * from './registries';
export * from './offers';
