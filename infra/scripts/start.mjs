// `npm start`: installs dependencies when missing, brings up PostgreSQL and Redis, migrates,
// builds, starts the sandbox, the API and the worker, and prints the address.
// Ctrl-C (or SIGTERM) stops every process it started.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEnvironment } from './env.mjs';
import {
  bringUp,
  build,
  checkNodeVersion,
  ensureDependencies,
  log,
  migrate,
  portIsFree,
  root,
  spawn,
  waitForHttp,
} from './lib.mjs';

const scope = 'start';
const { processes } = JSON.parse(readFileSync(join(root, 'infra', 'processes.json'), 'utf8'));
checkNodeVersion(scope);

const env = startEnvironment(processes);
const portOf = (spec) => Number(env[spec.portVariable]);

for (const spec of processes) {
  const value = portOf(spec);
  if (!(await portIsFree(value))) {
    log(
      scope,
      `Port ${value} (${spec.portVariable}, for the ${spec.name}) is already in use. ` +
        `Stop the program using it, or choose another: ${spec.portVariable}=${value + 10} npm start`,
    );
    process.exit(1);
  }
}

ensureDependencies(scope);
bringUp(scope, [], process.env);
build(scope);
migrate(scope, env.DATABASE_URL);

const children = new Map();
let stopping = false;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  log(scope, 'stopping…');
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 15_000);
  force.unref();
  const check = setInterval(() => {
    if ([...children.values()].every((child) => child.exitCode !== null || child.signalCode !== null)) {
      clearInterval(check);
      process.exit(exitCode);
    }
  }, 100);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const spec of processes) {
  const child = spawn(process.execPath, [...spec.nodeFlags, join(root, spec.entry)], {
    cwd: root,
    env: { ...env, ...spec.environment },
    stdio: 'inherit',
  });
  children.set(spec.name, child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(scope, `${spec.name} exited (${code ?? signal}); stopping the others`);
      stopAll(code || 1);
    }
  });
  const readyPort = portOf(spec);
  const alive = () => child.exitCode === null && !stopping;
  if (!(await waitForHttp(`http://127.0.0.1:${readyPort}${spec.readyPath}`, 60_000, alive))) {
    if (!stopping) {
      log(scope, `${spec.name} did not become ready`);
      stopAll(1);
    }
    break;
  }
}

if (!stopping) {
  const url = env.PUBLIC_URL;
  process.stdout.write(
    [
      '',
      `  Asiguro is running at ${url}`,
      `    storefront   ${url}/`,
      `    console      ${url}/console`,
      `    API docs     ${url}/api/docs`,
      `    health       ${url}/api/health  (ready: ${url}/api/ready)`,
      `    metrics      ${url}/metrics`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n') + '\n',
  );
}
