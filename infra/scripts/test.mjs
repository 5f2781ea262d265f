// `npm test`: a build, PostgreSQL and Redis (testcontainers where a Docker engine answers and no
// URL is given, else the same bring-up as `npm start`), the browser and PDF tools, the migrated
// test database, then every suite in turn: unit, integration, browser.
// Each suite prints its own summary; the exit code is non-zero when any test failed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
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
build(scope);

// PostgreSQL and Redis: the ones DATABASE_URL / REDIS_URL name; else, where a Docker engine answers,
// containers of this run's own (testcontainers, libs/testing/src/data-servers); else the bring-up's.
const require = createRequire(import.meta.url);
const { prepareDataServers } = require(join(root, 'libs', 'testing', 'dist', 'data-servers', 'index.js'));
const servers = await prepareDataServers(process.env);
const inContainers = Object.entries(servers.plan).filter(([, source]) => source === 'container');
if (inContainers.length) log(scope, `started ${inContainers.map(([name]) => name).join(' and ')} with testcontainers`);
const serverEnv = { ...process.env, ...servers.env };
bringUp(scope, ['--test-tools'], serverEnv);

const databaseUrl = testDatabaseUrl(serverEnv.DATABASE_URL || undefined);
// Rebuilt from this checkout's migrations every run: a test database another checkout left
// behind (other migrations, other data) never decides whether these tests pass.
migrate(scope, databaseUrl, ['--fresh']);

const env = {
  ...serverEnv,
  NODE_ENV: 'test',
  TEST_DATABASE_URL: databaseUrl,
  DATABASE_URL: databaseUrl,
  REDIS_URL: serverEnv.REDIS_URL || DEFAULT_REDIS_URL,
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
      // Unit tests touch no shared server: one worker per core. Jest's default keeps a core for its
      // main process, which only waits, and on two cores that means one file at a time (223 s
      // against 120 s for the unit suite on 2026-11-29's host).
      ...(suite === 'unit' ? [`--maxWorkers=${availableParallelism()}`] : ['--runInBand']),
      ...jestArgs,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  results.push({ suite, ok: result.status === 0 });
}

await servers.stop();
log(scope, results.map(({ suite, ok }) => `${suite}: ${ok ? 'passed' : 'FAILED'}`).join(', '));
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
