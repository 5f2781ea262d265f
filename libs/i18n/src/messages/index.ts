export * from './message';
export * from './catalogues';
export * from './documents';
export * from './email';
export * from './console';
export * from './storefront';
