import { request } from 'node:http';
import {
  createTestDatabase,
  freePort,
  spawnService,
  type ServiceProcess,
  type TestDatabase,
  waitForHttpOk,
} from '@asiguro/testing';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the API process at 127.0.0.1 that names `host` in its Host header, as a browser would. */
function ask(
  port: number,
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { ...init.headers, Host: host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    )
      .on('error', reject)
      .end(init.method === 'POST' ? '{}' : undefined);
  });
}

/**
 * One address: the API process as `npm start` runs it (PUBLIC_URL http://localhost:PORT), asked
 * on 127.0.0.1 as a customer who typed that address would.
 */
describe('canonical host (API process)', () => {
  let database: TestDatabase;
  let api: ServiceProcess;
  let port: number;
  let canonical: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    canonical = `localhost:${port}`;
    api = spawnService('api', { PORT: String(port), PUBLIC_URL: `http://${canonical}`, DATABASE_URL: database.url });
    await waitForHttpOk(api, `http://127.0.0.1:${port}/api/health`);
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('sends a page asked on another host to PUBLIC_URL, path and query kept, before any cookie', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await ask(port, '/ru/rca?from=abc&t=1.x', `127.0.0.1:${port}`, { method });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`http://${canonical}/ru/rca?from=abc&t=1.x`);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the page asked on PUBLIC_URL’s host', async () => {
    const answer = await ask(port, '/robots.txt', canonical);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('User-agent: *');
  });

  it('believes the host a trusted proxy forwards (X-Forwarded-Host), so a proxy that rewrites Host does not loop', async () => {
    // TRUST_PROXY's default trusts loopback, where this request comes from.
    const answer = await ask(port, '/robots.txt', `10.0.0.7:${port}`, { headers: { 'X-Forwarded-Host': canonical } });
    expect(answer.status).toBe(200);
  });

  it('keeps answering health and readiness probes on any address', async () => {
    expect((await ask(port, '/api/health', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await ask(port, '/api/ready', `10.0.0.7:${port}`)).status).toBe(200);
  });

  it('takes the partners’ server-to-server callbacks and API calls where they arrive', async () => {
    // An unsigned notification is refused by the payments module itself, not redirected.
    const notification = await ask(port, '/api/payments/card/notifications', `127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notification.status).toBeGreaterThanOrEqual(400);
    expect(notification.status).toBeLessThan(500);
    expect(notification.headers.location).toBeUndefined();
    const products = await ask(port, '/api/products', `127.0.0.1:${port}`);
    expect(products.status).toBe(200);
  });
});
