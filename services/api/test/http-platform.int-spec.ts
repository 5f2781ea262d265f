import { createServer, Server } from 'node:net';
import {
  createTestDatabase,
  freePort,
  spawnService,
  ServiceProcess,
  TestDatabase,
  waitFor,
  waitForHttpOk,
} from '@asiguro/testing';

/** The API process as npm start runs it: health, readiness, metrics, docs, logs, security headers. */
describe('API process (HTTP platform)', () => {
  let database: TestDatabase;
  let api: ServiceProcess;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawnService('api', {
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: database.url,
      CORS_ORIGINS: 'https://partner.example',
      BODY_LIMIT: '1kb',
      LOG_LEVEL: 'info',
    });
    await waitForHttpOk(api, `${base}/api/health`);
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('answers liveness without touching dependencies', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when PostgreSQL and Redis answer', async () => {
    const response = await fetch(`${base}/api/ready`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { details: Record<string, { status: string }> };
    expect(body.details).toEqual({ postgres: { status: 'up' }, redis: { status: 'up' } });
  });

  it('exposes process metrics and an HTTP request histogram by route pattern', async () => {
    await fetch(`${base}/api/health`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/^process_resident_memory_bytes\{process="api"\} \d+/m);
    const healthCount = text
      .split('\n')
      .find((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/api/health"'));
    expect(healthCount).toContain('method="GET"');
    expect(healthCount).toContain('status_code="200"');
    expect(Number(healthCount?.split(' ').pop())).toBeGreaterThanOrEqual(1);
    // With a query string too (never the storefront's page instead).
    expect(await (await fetch(`${base}/metrics?scrape=1`)).text()).toMatch(/^process_resident_memory_bytes/m);
  });

  it('serves the OpenAPI document and its UI', async () => {
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as { openapi: string; paths: object };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    const ui = await fetch(`${base}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('documents in OpenAPI every route Nest registered, with its method', async () => {
    // Nest names each route it maps, at start-up: the real list, not one written by hand.
    const registered = [...api.output().matchAll(/"msg":"Mapped \{([^,]+), (\w+)\} route"/g)].map(
      ([, path, method]) => `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(registered.length).toBeGreaterThan(40);
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('keeps a well-formed request id, echoes it, and logs it as JSON without the query string', async () => {
    const response = await fetch(`${base}/api/no-such-thing?token=secret-value`, {
      headers: { 'x-request-id': 'req-abc_123' },
    });
    expect(response.headers.get('x-request-id')).toBe('req-abc_123');
    const line = await waitFor(
      () =>
        api
          .output()
          .split('\n')
          .find((l) => l.includes('req-abc_123')),
      { description: 'the request log line' },
    );
    const entry = JSON.parse(line) as { req: { id: string; path: string }; process: string };
    expect(entry.req).toEqual({ id: 'req-abc_123', method: 'GET', path: '/api/no-such-thing' });
    expect(entry.process).toBe('api');
    expect(api.output()).not.toContain('secret-value');
  });

  it('replaces a malformed request id with its own', async () => {
    const response = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers (helmet)', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('allows CORS only for its own origins', async () => {
    const own = await fetch(`${base}/api/health`, { headers: { origin: base } });
    expect(own.headers.get('access-control-allow-origin')).toBe(base);
    const partner = await fetch(`${base}/api/health`, { headers: { origin: 'https://partner.example' } });
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const foreign = await fetch(`${base}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(4096) }),
    });
    expect(response.status).toBe(413);
  });

  it('answers unknown API paths with JSON 404, never with a page', async () => {
    const response = await fetch(`${base}/api/no-such-thing`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('serves the storefront at / rendered on the server, and the console at /console, with client-side routes surviving a reload', async () => {
    const home = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="ro"');
    const deep = await fetch(`${base}/en/mtpl`, { headers: { accept: 'text/html' } });
    expect(await deep.text()).toContain('<title>MTPL — Asiguro</title>');
    const missing = await fetch(`${base}/en/no-such-page`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    const console = await fetch(`${base}/console/orders`, { headers: { accept: 'text/html' } });
    expect(await console.text()).toContain('Asiguro Console');
  });
});

describe('API process start-up failures', () => {
  it('refuses to start with development secrets when NODE_ENV is not set', async () => {
    // No NODE_ENV (empty is unset), nothing else either: the development defaults would apply.
    const api = spawnService('api', { NODE_ENV: '', PORT: String(await freePort()) });
    const { code } = await api.exited();
    expect(code).toBe(78);
    expect(api.output()).toMatch(/NODE_ENV: is not set, so production is assumed/);
    expect(api.output()).toMatch(/SESSION_SECRET: is required in production/);
    expect(api.output()).not.toContain('API listening');
  });

  it('exits non-zero naming a bad configuration variable', async () => {
    const api = spawnService('api', { PORT: 'not-a-port', REDIS_URL: 'ftp://x' });
    const { code } = await api.exited();
    expect(code).not.toBe(0);
    expect(api.output()).toMatch(/PORT: /);
    expect(api.output()).toMatch(/REDIS_URL: must be a redis:\/\//);
  });

  it('says clearly when its port is taken', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    const database = await createTestDatabase();
    try {
      const api = spawnService('api', { PORT: String(port), DATABASE_URL: database.url });
      const { code } = await api.exited();
      expect(code).not.toBe(0);
      expect(api.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
      await database.drop();
    }
  });

  it('reports not ready (503) while Redis is unreachable, and stays alive', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const deadRedisPort = await freePort();
    const api = spawnService('api', {
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${deadRedisPort}`,
    });
    try {
      await waitForHttpOk(api, `http://127.0.0.1:${port}/api/health`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { details: Record<string, { status: string }> };
      expect(body.details.postgres.status).toBe('up');
      expect(body.details.redis.status).toBe('down');
    } finally {
      await api.stop();
      await database.drop();
    }
  });
});
