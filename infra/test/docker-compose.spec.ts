import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { configVariables, parseConfig } from '@asiguro/platform';

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  image?: string;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const root = join(__dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(join(root, 'infra', 'docker', 'Dockerfile'), 'utf8');

// The processes npm start runs (infra/scripts/start.mjs reads the same file).
const manifest = JSON.parse(readFileSync(join(root, 'infra/processes.json'), 'utf8')) as {
  processes: {
    name: string;
    entry: string;
    portVariable: string;
    defaultPort: number;
    readyPath: string;
    nodeFlags: string[];
    environment: Record<string, string>;
  }[];
  sharedVariables: string[];
};

/** The environment npm start gives the processes on a machine that sets nothing itself. */
function npmStartEnvironment(): Record<string, string> {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startEnvironment } from ${JSON.stringify(join(root, 'infra', 'scripts', 'env.mjs'))};
       process.stdout.write(JSON.stringify(startEnvironment(${JSON.stringify(manifest.processes)}, {})));`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, string>;
}

/** Where a container reaches what npm start reaches on 127.0.0.1: the compose service of that port. */
const SERVICE_OF_PORT: Record<string, string> = {
  '5432': 'postgres',
  '6379': 'redis',
  '3100': 'sandbox',
  '2525': 'sandbox',
};
const inContainers = (text: string) =>
  text.replace(/127\.0\.0\.1:(\d+)/g, (whole, port: string) =>
    SERVICE_OF_PORT[port] ? `${SERVICE_OF_PORT[port]}:${port}` : whole,
  );

type Config = ReturnType<typeof parseConfig>;

/**
 * npm start's value of `variable` as it must read in a container: addresses the processes use
 * lead to the service names; those a browser uses (PUBLIC_URL, SANDBOX_PUBLIC_URL, the identity
 * providers' issuers) stay on the host; two settings are container matters.
 */
function expectedInContainers(variable: keyof Config, npmStart: Config): unknown {
  switch (variable) {
    case 'PUBLIC_URL':
    case 'SANDBOX_PUBLIC_URL':
      return npmStart[variable];
    case 'OIDC_PROVIDERS':
      return npmStart.OIDC_PROVIDERS?.map((provider) => ({
        ...provider,
        internalUrl: provider.internalUrl && inContainers(provider.internalUrl),
      }));
    // npm start's processes listen on the loopback only; containers must accept their neighbours.
    case 'INTERNAL_HOST':
      return '0.0.0.0';
    // npm start: var/ in the repository; containers: the volume they share.
    case 'DATA_DIR':
      return '/app/var';
    default: {
      // A variable without a default (left to the process, as DOCUMENT_THREADS) stays unset.
      const value = npmStart[variable];
      return value === undefined ? undefined : JSON.parse(inContainers(JSON.stringify(value)));
    }
  }
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis and exactly the processes npm start runs', () => {
    const { processes } = manifest;
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'redis', ...processes.map((p) => p.name)].sort());
  });

  it('starts each process from the same entry point, on the same port, with the same variables', () => {
    const { processes, sharedVariables } = manifest;
    for (const spec of processes) {
      const service = compose.services[spec.name];
      expect(service.command?.join(' ')).toContain(`node ${spec.nodeFlags.join(' ')} ${spec.entry}`);
      expect(service.environment).toMatchObject(spec.environment);
      expect(service.environment?.[spec.portVariable]).toBe(String(spec.defaultPort));
      expect(service.ports).toContain(`${spec.defaultPort}:${spec.defaultPort}`);
      for (const variable of sharedVariables) expect(service.environment).toHaveProperty(variable);
    }
  });

  it('gives each process the configuration npm start gives it, with the servers at their service names', () => {
    const started = npmStartEnvironment();
    for (const spec of manifest.processes) {
      // Both as the process reads them: defaults filled in, derived settings (OIDC providers) made.
      const inDocker = parseConfig(compose.services[spec.name].environment);
      const byNpmStart = parseConfig(started);
      const differences = configVariables.flatMap((variable) => {
        const actual = JSON.stringify(inDocker[variable]);
        const expected = JSON.stringify(expectedInContainers(variable, byNpmStart));
        return actual === expected ? [] : [`${spec.name} ${variable}: ${actual}, npm start ${expected}`];
      });
      expect(differences).toEqual([]);
    }
  });

  it('publishes PostgreSQL and Redis on the addresses the default URLs point at', () => {
    expect(compose.services.postgres.ports).toContain('127.0.0.1:5432:5432');
    expect(compose.services.redis.ports).toContain('127.0.0.1:6379:6379');
    expect(compose.services.postgres.environment).toMatchObject({
      POSTGRES_USER: 'asiguro',
      POSTGRES_PASSWORD: 'asiguro',
      POSTGRES_DB: 'asiguro',
    });
  });

  it('migrates before the API starts, as npm start does', () => {
    expect(compose.services.api.command?.join(' ')).toMatch(/migrate\.js && exec node .*services\/api\/dist\/main\.js/);
  });

  it('gives every process one shared named volume as DATA_DIR, writable by the user they run as', () => {
    for (const spec of manifest.processes) {
      const service = compose.services[spec.name];
      expect(service.environment?.DATA_DIR).toBe('/app/var');
      expect(service.volumes).toContain('app-data:/app/var');
    }
    expect(compose.volumes).toHaveProperty('app-data');
    // Docker fills a new named volume from the image's folder, ownership included.
    const lines = dockerfile.split('\n');
    const chown = lines.findIndex((line) => /^RUN .*mkdir -p \/app\/var && chown node:node \/app\/var/.test(line));
    expect(chown).toBeGreaterThan(-1);
    expect(lines.findIndex((line) => line.trim() === 'USER node')).toBeGreaterThan(chown);
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
  });

  it('installs dependencies the way npm start does (npm ci: exactly the locked tree)', () => {
    const lib = readFileSync(join(root, 'infra', 'scripts', 'lib.mjs'), 'utf8');
    expect(lib).toMatch(/run\(scope, 'npm', \['ci', '--no-audit', '--no-fund'\]\)/);
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund && node infra\/scripts\/build\.mjs$/m);
    expect(dockerfile).not.toMatch(/^RUN .*npm install/m);
  });

  it('starts each process once the one before it is healthy, in npm start order, the worker after the migrating API', () => {
    const { processes } = manifest;
    expect(compose.services.postgres.healthcheck?.test).toEqual(
      expect.arrayContaining(['pg_isready', '-h', '127.0.0.1']),
    );
    expect(compose.services.api.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      sandbox: { condition: 'service_healthy' },
    });
    for (let index = 1; index < processes.length; index++) {
      const dependsOn = compose.services[processes[index].name].depends_on ?? {};
      expect(dependsOn[processes[index - 1].name]).toEqual({ condition: 'service_healthy' });
    }
    expect(compose.services.worker.depends_on?.api).toEqual({ condition: 'service_healthy' });
  });

  describe.each(manifest.processes.map((spec) => [spec.name, spec] as const))('the %s healthcheck', (_name, spec) => {
    const healthcheck = () => compose.services[spec.name].healthcheck?.test ?? [];

    it('asks the address npm start waits for', () => {
      const [kind, program, flag, script] = healthcheck();
      expect([kind, program, flag]).toEqual(['CMD', 'node', '-e']);
      expect(script).toContain(`'http://127.0.0.1:${spec.defaultPort}${spec.readyPath}'`);
    });

    /** Runs the healthcheck's own script against `port` instead of the container's. */
    function check(port: number): Promise<number | null> {
      const script = healthcheck()[3].replace(`127.0.0.1:${spec.defaultPort}`, `127.0.0.1:${port}`);
      return new Promise((resolve) => spawn(process.execPath, ['-e', script]).once('exit', resolve));
    }

    it('passes while that address answers 2xx, fails on 503 and when nothing listens', async () => {
      let status = 200;
      const asked: string[] = [];
      const server = createServer((request, response) => {
        asked.push(request.url ?? '');
        response.writeHead(status).end();
      });
      const port = await new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      );
      try {
        expect(await check(port)).toBe(0);
        status = 503;
        expect(await check(port)).toBe(1);
        expect(asked).toEqual([spec.readyPath, spec.readyPath]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(await check(port)).toBe(1);
    });
  });
});
