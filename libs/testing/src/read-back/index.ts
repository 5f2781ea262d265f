export * from './printed-facts';
export * from './policy-expectations';
export * from './artefact-readers';
export * from './chisinau-clock';
