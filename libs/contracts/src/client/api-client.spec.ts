import { z } from 'zod';
import { CSRF_ERROR_CODES } from '@asiguro/domain';
import { errorResponseSchema } from '../common';
import { ApiError, createApiClient, CSRF_REFUSALS, readCookie, type ApiClientOptions } from './api-client';
import type { RouteDefinition, Typed } from './define-route';

describe(readCookie.name, () => {
  it('finds the CSRF token among other cookies', () => {
    expect(readCookie('a=1; asg_csrf=tok_en%2D123; b=2', 'asg_csrf')).toBe('tok_en-123');
  });

  it('is undefined when the cookie is missing', () => {
    expect(readCookie('asg_csrf_old=1', 'asg_csrf')).toBeUndefined();
    expect(readCookie('', 'asg_csrf')).toBeUndefined();
  });
});

describe('CSRF refusals', () => {
  it('are the error catalogue’s, so the apps refresh their token on each', () => {
    expect([...CSRF_REFUSALS].sort()).toEqual([...CSRF_ERROR_CODES].sort());
  });
});

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const refusal = (code: string, status: number, message: string, details?: object) =>
  json(status, { error: { code, status, message, ...(details ? { details } : {}) } });

/** A client over a scripted server: each request takes the next answer; what was sent is kept. */
function scripted(answers: Response[], options: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  let token: string | undefined = options.csrfToken?.();
  const client = createApiClient({
    readError: (body) => {
      const parsed = errorResponseSchema.safeParse(body);
      return parsed.success ? parsed.data.error : undefined;
    },
    networkMessage: 'unreachable',
    headers: () => ({ 'Accept-Language': 'ru' }),
    idempotencyKey: (() => {
      let n = 0;
      return () => `key-${++n}`;
    })(),
    ...options,
    csrfToken: () => token,
    fetch: (async (input: string, init: RequestInit = {}) => {
      sent.push({
        url: input,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body as string | undefined,
      });
      if (input.endsWith('/api/health')) token = `token-${sent.length}`;
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof fetch,
  });
  return { client, sent, setToken: (value: string) => (token = value) };
}

const itemRoute = {
  method: 'GET',
  path: '/api/things/:id/items/:item',
  query: {} as Typed<{ t?: string; page?: number }>,
  response: z.object({ name: z.string() }),
  errors: ['not-found'],
} as const satisfies RouteDefinition;

const commandRoute = {
  method: 'POST',
  path: '/api/things/:id/do',
  body: {} as Typed<{ what: string }>,
  response: z.object({ done: z.boolean() }),
  errors: ['event-refused'],
  idempotent: true,
} as const satisfies RouteDefinition;

const quietRoute = {
  method: 'POST',
  path: '/api/quiet',
  body: {} as Typed<Record<string, never>>,
  errors: [],
} as const satisfies RouteDefinition;

describe(createApiClient.name, () => {
  it('builds the address from the path parameters and the defined query values, and parses the answer', async () => {
    const { client, sent } = scripted([json(200, { name: 'x', extra: 1 })]);
    await expect(
      client.call(itemRoute, { params: { id: 'a/b', item: 2 }, query: { t: undefined, page: 3 } }),
    ).resolves.toEqual({ name: 'x' });
    expect(sent).toEqual([
      {
        url: '/api/things/a%2Fb/items/2?page=3',
        method: 'GET',
        headers: { Accept: 'application/json', 'Accept-Language': 'ru' },
        body: undefined,
      },
    ]);
  });

  it('refuses an answer that breaks its contract', async () => {
    const { client } = scripted([json(200, { name: 42 })]);
    await expect(client.call(itemRoute, { params: { id: '1', item: 1 }, query: {} })).rejects.toThrow(z.ZodError);
  });

  it('sends a change with the CSRF token, fetching one first when the page has none, and a fresh Idempotency-Key', async () => {
    const { client, sent } = scripted([json(200, {}), json(200, { done: true }), json(200, { done: true })]);
    await expect(client.call(commandRoute, { params: { id: '7' }, body: { what: 'x' } })).resolves.toEqual({
      done: true,
    });
    await client.call(commandRoute, { params: { id: '7' }, body: { what: 'y' } });
    expect(sent.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/health',
      'POST /api/things/7/do',
      'POST /api/things/7/do',
    ]);
    expect(sent[1].headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'ru',
      'X-CSRF-Token': 'token-1',
      'Idempotency-Key': 'key-1',
      'Content-Type': 'application/json',
    });
    expect(sent[1].body).toBe('{"what":"x"}');
    expect(sent[2].headers['Idempotency-Key']).toBe('key-2');
  });

  it('resends a change once after a CSRF refusal, under the same Idempotency-Key and the new token', async () => {
    const { client, sent, setToken } = scripted(
      [refusal('csrf-token-invalid', 403, 'stale'), json(200, { done: true })],
      { csrfToken: () => 'old' },
    );
    const call = client.call(commandRoute, { params: { id: '7' }, body: { what: 'x' } });
    setToken('new');
    await expect(call).resolves.toEqual({ done: true });
    expect(sent.map((request) => [request.headers['X-CSRF-Token'], request.headers['Idempotency-Key']])).toEqual([
      ['new', 'key-1'],
      ['new', 'key-1'],
    ]);
  });

  it('gives up after a second CSRF refusal, and never resends a read', async () => {
    const twice = scripted([refusal('csrf-token-missing', 403, 'a'), refusal('csrf-token-missing', 403, 'b')], {
      csrfToken: () => 't',
    });
    await expect(twice.client.call(quietRoute, { body: {} })).rejects.toMatchObject({ message: 'b' });
    expect(twice.sent).toHaveLength(2);
    const read = scripted([refusal('csrf-token-invalid', 403, 'no')]);
    await expect(read.client.call(itemRoute, { params: { id: '1', item: 1 }, query: {} })).rejects.toMatchObject({
      code: 'csrf-token-invalid',
    });
    expect(read.sent).toHaveLength(1);
  });

  it('throws the server’s localized error with its details, and tells onError', async () => {
    const seen: ApiError[] = [];
    const { client } = scripted(
      [
        refusal('validation-failed', 400, 'Проверьте поля', {
          issues: [{ path: 'what', key: 'required', message: 'Обязательно' }],
        }),
      ],
      { csrfToken: () => 't', onError: (error) => seen.push(error) },
    );
    const error = await client.call(commandRoute, { params: { id: '1' }, body: { what: '' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation-failed', status: 400, message: 'Проверьте поля' });
    expect((error as ApiError).issues).toEqual([{ path: 'what', key: 'required', message: 'Обязательно' }]);
    expect(seen).toEqual([error]);
  });

  it('names an answer without the error shape by its status, and an unreachable API `network`', async () => {
    const { client } = scripted([new Response('gone', { status: 404, statusText: 'Not Found' }), json(502, 'x')]);
    const route = { ...itemRoute, path: '/api/x' } as const;
    await expect(client.call(route, { query: {} })).rejects.toMatchObject({ code: 'not-found', status: 404 });
    await expect(client.call(route, { query: {} })).rejects.toMatchObject({ code: 'internal', status: 502 });
    await expect(client.call(route, { query: {} })).rejects.toMatchObject({
      code: 'network',
      status: 0,
      message: 'unreachable',
    });
  });

  it('rethrows the abort of a cancelled call rather than a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({
      readError: () => undefined,
      networkMessage: 'unreachable',
      fetch: (async () => {
        throw new DOMException('aborted', 'AbortError');
      }) as typeof fetch,
    });
    await expect(
      client.call(itemRoute, { params: { id: '1', item: 1 }, query: {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers undefined for a route without a response schema (204), and loads a lazy route first', async () => {
    const { client, sent } = scripted([new Response(null, { status: 204 })], { csrfToken: () => 't' });
    await expect(client.call(async () => quietRoute, { body: {} })).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ url: '/api/quiet', method: 'POST', body: '{}' });
    expect(sent[0].headers['Idempotency-Key']).toBeUndefined();
  });

  it('builds addresses under its base URL', () => {
    const client = createApiClient({ baseUrl: 'https://api.test', readError: () => undefined, networkMessage: 'x' });
    expect(client.url(itemRoute, { params: { id: 'é', item: 1 }, query: { t: 'a b' } })).toBe(
      'https://api.test/api/things/%C3%A9/items/1?t=a+b',
    );
    expect(() => client.url(itemRoute, { params: { id: '1' } as never, query: {} })).toThrow(/:item/);
  });
});
