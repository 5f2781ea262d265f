export * from './search-offers';
export * from './api-offer';
