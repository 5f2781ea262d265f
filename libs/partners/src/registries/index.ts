export * from './registry-records.schemas';
export * from './registries.client';
export * from './underwriting-facts';
