// Small helpers shared by start.mjs, test.mjs and build.mjs. No dependencies: they run before
// `npm install` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function log(scope, message) {
  process.stderr.write(`[${scope}] ${message}\n`);
}

/** Runs a command to completion with inherited output; exits the script when it fails. */
export function run(scope, command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    log(scope, `${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

export function checkNodeVersion(scope) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    log(scope, `Node ${process.versions.node} is too old: install Node 20.19 or newer.`);
    process.exit(1);
  }
}

/**
 * Installs the dependencies when node_modules is missing or older than package-lock.json, with
 * `npm ci`: exactly the locked tree, the lock file never rewritten. The lock lists every
 * platform's optional binaries (infra/test/lock-file.spec.ts fails the build when one goes
 * missing), so it installs on Linux, macOS and Windows, x64 and arm64 alike.
 */
export function ensureDependencies(scope) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  log(scope, existsSync(marker) ? 'dependencies changed: npm ci' : 'installing dependencies: npm ci');
  run(scope, 'npm', ['ci', '--no-audit', '--no-fund']);
}

export function bringUp(scope, extraArgs = [], env = process.env) {
  run(scope, 'bash', [join(root, 'infra', 'bring-up.sh'), ...extraArgs], { env });
}

export function build(scope) {
  log(scope, 'building the services and libraries (tsc -b)');
  run(scope, process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json']);
  for (const app of ['web', 'console']) {
    log(scope, `building ${app} (vite build)`);
    run(
      scope,
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: join(root, app),
        // The apps are always built for production: a NODE_ENV of development or test (as `npm start`
        // or a test may run with) would make Vite bundle React's development build, twice the size.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
}

export function migrate(scope, databaseUrl, args = []) {
  run(scope, process.execPath, [join(root, 'libs', 'persistence', 'dist', 'migrate.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

export function portIsFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export { spawn };
