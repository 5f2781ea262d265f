// Defaults shared by the scripts that start, test and benchmark the product.
// The services validate their own configuration (libs/platform/src/config/env.schema.ts);
// these are only the values the scripts need before a service is running.
export const DEFAULT_DATABASE_URL = 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The test database lives beside the application one: TEST_DATABASE_URL, or the same name + "_test". */
export function testDatabaseUrl(appUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL) {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = new URL(appUrl);
  url.pathname = `${url.pathname}_test`;
  return url.href;
}
