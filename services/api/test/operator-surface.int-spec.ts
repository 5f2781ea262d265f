import { EXAMPLE_CODES } from '@asiguro/domain';
import { ApiClient, startStack, type Stack } from '@asiguro/testing';
import { signInWith } from './auth-flows';
import { startProductionApi, type ProductionApi } from './production-api';

const SESSION_SECRET = 'a-session-secret-for-the-operator-surface-tests';

/**
 * What a production API shows customers and what it keeps for operators (security review,
 * finding 8 and the low items on caching and cookies): metrics only on the operators' port, the
 * public API documentation without the console's routes, cookies named with the __Host- prefix,
 * and answers with personal data never stored by a cache.
 */
describe('the public surface of a production API', () => {
  let stack: Stack;
  let production: ProductionApi;

  beforeAll(async () => {
    stack = await startStack({ SESSION_SECRET });
    production = await startProductionApi(stack);
  });

  afterAll(async () => {
    await production?.stop();
    await stack?.stop();
  });

  it('serves metrics on the operators’ port only, never on the customers’ one', async () => {
    const publicMetrics = await fetch(`${production.baseUrl}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('process_resident_memory_bytes');
    const metrics = await fetch(`${production.metricsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^process_resident_memory_bytes\{process="api"\} \d+/m);
  });

  it('leaves the console’s routes out of the public API documentation, and gives them to staff', async () => {
    const document = (await (await fetch(`${production.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
      info: { description: string };
    };
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/orders', '/api/orders/{id}']));
    expect(paths.filter((path) => path.startsWith('/api/console'))).toEqual([]);
    expect(document.info.description).not.toMatch(/console/i);

    const anonymous = new ApiClient(production.baseUrl);
    expect((await anonymous.get('/api/console/docs-json')).status).toBe(401);
    const staff = new ApiClient(stack.baseUrl, 'en');
    await signInWith(staff, 'google', 'Vera Vizualizare', '/console');
    const onProduction = new ApiClient(production.baseUrl, 'en');
    for (const [name, value] of staff.cookies) onProduction.cookies.set(`__Host-${name}`, value);
    const consoleDocument = await onProduction.get<{ paths: Record<string, unknown> }>('/api/console/docs-json');
    expect(consoleDocument.status).toBe(200);
    expect(Object.keys(consoleDocument.body.paths)).toEqual(expect.arrayContaining(['/api/console/orders']));
  });

  it('names its cookies with the __Host- prefix (Secure, whole site, no domain), and they work', async () => {
    const client = new ApiClient(production.baseUrl);
    const first = await client.fetch('/api/health');
    const cookies = first.headers.getSetCookie();
    for (const name of ['__Host-asg_sid', '__Host-asg_csrf']) {
      const cookie = cookies.find((line) => line.startsWith(`${name}=`));
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(cookies.some((line) => /^asg_/.test(line))).toBe(false);
    const draft = await client.post<{ id: string }>('/api/orders', { items: [{ type: 'rca', details: {} }] });
    expect(draft.status).toBe(201);
    expect((await client.get(`/api/orders/${draft.body.id}`)).status).toBe(200);
  });
});

describe('caching of personal data (any environment)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('tells every cache not to store an answer that carries personal data', async () => {
    const client = new ApiClient(stack.baseUrl);
    const draft = await client.post<{ id: string }>('/api/orders', {
      items: [{ type: 'rca', details: { contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp } } }],
      contact: { phone: '069123456', email: 'cache.probe@example.md' },
    });
    expect(draft.headers.get('cache-control')).toBe('no-store');
    for (const path of [`/api/orders/${draft.body.id}`, '/api/me', '/api/me/orders', '/api/me/orders/history']) {
      const answer = await client.get(path);
      expect({ path, cacheControl: answer.headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
    }
    const staff = new ApiClient(stack.baseUrl, 'en');
    await signInWith(staff, 'google', 'Ana Suport', '/console');
    const detail = await staff.get(`/api/console/orders/${draft.body.id}`);
    expect(detail.headers.get('cache-control')).toBe('no-store');
    // Public answers without personal data stay cacheable.
    expect((await client.get('/api/products')).headers.get('cache-control')).not.toBe('no-store');
  });
});
