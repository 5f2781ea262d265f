export * from './chisinau-day';
export * from './official-rates.types';
export * from './rates-errors';
export * from './nbm-xml';
export * from './pick-rates-for-day';
export * from './official-rates.adapter';
