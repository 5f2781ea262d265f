export * from './products/product-types';
export * from './documents/document-kinds';
export * from './money/money';
export * from './calendar/calendar-day';
export * from './partners/issuers';
export * from './order';
export * from './payments';
export * from './validation';
export * from './tariffs';
// The registry's answer (@asiguro/contracts) carries a class; the storefront that shows it does not load the tariff.
export { bonusMalusClassSchema } from './tariffs/bonus-malus-class';
export * from './errors';
export * from './requests';
export * from './destinations/destinations';
export * from './catalogue';
export * from './sellers/sellers';
export * from './underwriting';
export * from './staff/staff-roles';
export * from './staff/staff-permissions';
