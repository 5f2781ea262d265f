export * from './locale';
export * from './format-message';
export * from './translate';
export * from './messages';
export * from './formal-register';
export * from './chisinau-time';
