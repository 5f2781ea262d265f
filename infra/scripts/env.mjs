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

/**
 * The environment `npm start` gives the processes of infra/processes.json: `source` (the caller's
 * environment) with the development defaults the scripts fill in. infra/test/docker-compose.spec.ts
 * checks docker-compose.yml against it.
 */
export function startEnvironment(processes, source = process.env) {
  const portOf = (spec) => Number(source[spec.portVariable] || spec.defaultPort);
  const port = portOf(processes.find((spec) => spec.name === 'api'));
  const sandboxPort = portOf(processes.find((spec) => spec.name === 'sandbox'));
  return {
    ...source,
    NODE_ENV: source.NODE_ENV || 'development',
    ...Object.fromEntries(processes.map((spec) => [spec.portVariable, String(portOf(spec))])),
    DATABASE_URL: source.DATABASE_URL || DEFAULT_DATABASE_URL,
    REDIS_URL: source.REDIS_URL || DEFAULT_REDIS_URL,
    SANDBOX_URL: source.SANDBOX_URL || `http://127.0.0.1:${sandboxPort}`,
    PUBLIC_URL: source.PUBLIC_URL || `http://localhost:${port}`,
  };
}
