import { z } from 'zod';
import { createApiClient } from './api-client';
import type { NoBody, RouteDefinition, Typed } from './define-route';
import { bindLazyRoutes, bindRoutes, bindRouteUrls } from './route-calls';

const thingSchema = z.object({ name: z.string() });

/** A resource module as the contracts export it: schemas beside route definitions. */
const things = {
  thingSchema,
  thingRoute: {
    method: 'GET',
    path: '/api/things/:id',
    query: {} as Typed<{ t?: string }>,
    response: thingSchema,
    errors: [],
  } as const satisfies RouteDefinition,
  renameThingRoute: {
    method: 'POST',
    path: '/api/things/:id/name',
    body: {} as Typed<{ name: string }>,
    response: thingSchema,
    errors: [],
    idempotent: true,
  } as const satisfies RouteDefinition,
};

const others = {
  archiveRoute: {
    method: 'POST',
    path: '/api/archive',
    body: {} as NoBody,
    errors: [],
  } as const satisfies RouteDefinition,
};

/** A client over a server that answers every request with `{name: 'kettle'}`; what was sent is kept. */
function recording() {
  const sent: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
  const client = createApiClient({
    readError: () => undefined,
    networkMessage: 'unreachable',
    csrfToken: () => 'token',
    idempotencyKey: () => `key-${sent.length + 1}`,
    fetch: (async (url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      });
      return new Response(JSON.stringify({ name: 'kettle' }), { status: 200 });
    }) as typeof fetch,
  });
  return { client, sent };
}

describe(bindRoutes.name, () => {
  it('makes each route a call named after it, and leaves the schemas out', async () => {
    const { client, sent } = recording();
    const api = bindRoutes(client, things);
    expect(Object.keys(api).sort()).toEqual(['renameThing', 'thing']);

    await expect(api.thing({ params: { id: 'a/1' }, query: { t: 'x' } })).resolves.toEqual({ name: 'kettle' });
    await api.renameThing({ params: { id: 7 }, body: { name: 'kettle' } });

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/things/a%2F1?t=x',
      'POST /api/things/7/name',
    ]);
    // A command goes through the client as any call: CSRF token, Idempotency-Key, JSON body.
    expect(sent[1].headers).toMatchObject({ 'X-CSRF-Token': 'token', 'Idempotency-Key': 'key-2' });
    expect(sent[1].body).toBe('{"name":"kettle"}');
  });
});

describe(bindLazyRoutes.name, () => {
  it('loads the modules in turn, the later ones only for their own routes', async () => {
    const { client, sent } = recording();
    const loaded: string[] = [];
    const api = bindLazyRoutes<typeof things & typeof others>(
      client,
      async () => (loaded.push('things'), things),
      async () => (loaded.push('others'), others),
    );

    await api.thing({ params: { id: 1 }, query: {} });
    expect(loaded).toEqual(['things']);
    await api.archive({ body: {} });
    expect(loaded).toEqual(['things', 'things', 'others']);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/things/1', 'POST /api/archive']);
  });

  it('refuses a name no module exports as a route, and is not a promise', async () => {
    const { client, sent } = recording();
    const api = bindLazyRoutes<typeof things>(client, async () => things);
    await expect((api as unknown as Record<string, () => Promise<unknown>>).thingSchema()).rejects.toThrow(
      'no route thingSchema',
    );
    expect((api as { then?: unknown }).then).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe(bindRouteUrls.name, () => {
  it('builds each route’s address under the client’s base URL', () => {
    const client = createApiClient({ baseUrl: 'https://asiguro.md', readError: () => undefined, networkMessage: '' });
    const urls = bindRouteUrls(client, things);
    expect(urls.thing({ params: { id: 'b 2' }, query: { t: undefined } })).toBe('https://asiguro.md/api/things/b%202');
    expect(urls.thing({ params: { id: 3 }, query: { t: 'tok' } })).toBe('https://asiguro.md/api/things/3?t=tok');
  });
});
