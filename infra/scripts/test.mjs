// `npm test`: the same bring-up as `npm start` (plus the browser and PDF tools), a build, the
// migrated test database, then every suite in turn: unit, integration, browser.
// Each suite prints its own summary; the exit code is non-zero when any test failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_REDIS_URL, testDatabaseUrl } from './env.mjs';
import { bringUp, build, checkNodeVersion, ensureDependencies, log, migrate, root } from './lib.mjs';

const scope = 'test';
checkNodeVersion(scope);

const suites = ['unit', 'integration', 'browser'];
// `npm test -- unit` (or integration, browser) runs one suite; other arguments go to jest.
const args = process.argv.slice(2);
const chosen = args.filter((arg) => suites.includes(arg));
const jestArgs = args.filter((arg) => !suites.includes(arg));

ensureDependencies(scope);
bringUp(scope, ['--test-tools']);
build(scope);

const databaseUrl = testDatabaseUrl();
migrate(scope, databaseUrl);

const env = {
  ...process.env,
  NODE_ENV: 'test',
  TEST_DATABASE_URL: databaseUrl,
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL,
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};

const results = [];
for (const suite of chosen.length ? chosen : suites) {
  log(scope, `── ${suite} tests ──`);
  const result = spawnSync(
    process.execPath,
    // Integration and browser suites share PostgreSQL, Redis and the machine's two cores (the chaos
    // test restarts servers of its own, never these): they run one file at a time.
    [
      join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--selectProjects',
      suite,
      '--ci',
      ...(suite === 'unit' ? [] : ['--runInBand']),
      ...jestArgs,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  results.push({ suite, ok: result.status === 0 });
}

log(scope, results.map(({ suite, ok }) => `${suite}: ${ok ? 'passed' : 'FAILED'}`).join(', '));
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
