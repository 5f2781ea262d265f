export * from './message';
export * from './catalogues';
