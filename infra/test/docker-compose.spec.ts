import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  image?: string;
}

const root = join(__dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

// The processes npm start runs (infra/scripts/start.mjs reads the same file).
const manifest = JSON.parse(readFileSync(join(root, 'infra/processes.json'), 'utf8')) as {
  processes: { name: string; entry: string; portVariable: string; defaultPort: number }[];
  sharedVariables: string[];
};

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis and exactly the processes npm start runs', () => {
    const { processes } = manifest;
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'redis', ...processes.map((p) => p.name)].sort());
  });

  it('starts each process from the same entry point, on the same port, with the same variables', () => {
    const { processes, sharedVariables } = manifest;
    for (const spec of processes) {
      const service = compose.services[spec.name];
      expect(service.command?.join(' ')).toContain(spec.entry);
      expect(service.environment?.[spec.portVariable]).toBe(String(spec.defaultPort));
      expect(service.ports).toContain(`${spec.defaultPort}:${spec.defaultPort}`);
      for (const variable of sharedVariables) expect(service.environment).toHaveProperty(variable);
    }
  });

  it('publishes PostgreSQL and Redis on the addresses the default URLs point at', () => {
    expect(compose.services.postgres.ports).toContain('127.0.0.1:5432:5432');
    expect(compose.services.redis.ports).toContain('127.0.0.1:6379:6379');
    expect(compose.services.postgres.environment).toMatchObject({ POSTGRES_USER: 'asiguro', POSTGRES_DB: 'asiguro' });
  });

  it('migrates before the API starts, as npm start does', () => {
    expect(compose.services.api.command?.join(' ')).toMatch(/migrate\.js && exec node services\/api\/dist\/main\.js/);
  });
});
