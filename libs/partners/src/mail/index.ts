export * from './mail-errors';
export * from './mail-message';
export * from './mailer';
