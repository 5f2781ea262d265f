import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderLinkToken } from '@asiguro/orchestration';
import {
  ApiClient,
  createTestDatabase,
  freePort,
  spawnService,
  waitForHttpOk,
  type ServiceProcess,
  type TestDatabase,
} from '@asiguro/testing';
import { createDraft, query, setCookie, signInWith } from './auth-flows';

const SECRET = 'a-session-secret-for-the-access-tests-000000';
const DAY_MS = 24 * 3600 * 1000;

interface ErrorBody {
  error: { code: string; status: number; message: string; details?: Record<string, unknown> };
}

/**
 * Another user's orders and documents are unreachable: not by guessing ids, not by naming an
 * author in a body, not with a tampered or expired cookie, session or link; the console API is
 * for staff only. (API and sandbox processes, as npm start runs them.)
 */
describe('access to orders, documents and the console', () => {
  let database: TestDatabase;
  let sandbox: ServiceProcess;
  let api: ServiceProcess;
  let base: string;
  let dataDir: string;
  /** Signed in as Ion Popescu, with an order (made before signing in) that has a stored policy PDF. */
  let owner: ApiClient;
  let order: { id: string; number: string };
  /** Signed in as Elena Ceban. */
  let stranger: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'asiguro-access-'));
    const [port, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: base,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
      SANDBOX_SMTP_PORT: String(smtpPort),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `t${port}`,
      SESSION_SECRET: SECRET,
      DATA_DIR: dataDir,
    };
    sandbox = spawnService('sandbox', env);
    await waitForHttpOk(sandbox, `${env.SANDBOX_URL}/health`);
    api = spawnService('api', env);
    await waitForHttpOk(api, `${base}/api/ready`);

    owner = new ApiClient(base);
    order = await createDraft(owner);
    await signInWith(owner, 'google', 'Ion Popescu');
    const key = `orders/${order.id}/policy.pdf`;
    mkdirSync(join(dataDir, 'documents', 'orders', order.id), { recursive: true });
    writeFileSync(join(dataDir, 'documents', key), '%PDF-1.4 the policy');
    await query(
      database.url,
      `insert into documents (order_id, kind, storage_key, sha256, size, content_type, file_name)
       values ($1, 'policy', $2, $3, 19, 'application/pdf', 'policy.pdf')`,
      [order.id, key, 'a'.repeat(64)],
    );
    stranger = new ApiClient(base);
    await signInWith(stranger, 'google', 'Elena Ceban');
    anonymous = new ApiClient(base);
    await anonymous.get('/api/health');
  });

  afterAll(async () => {
    await api?.stop();
    await sandbox?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every order-scoped request, for an order id (and an optional link token). */
  const orderRequests = (id: string, token = '') => {
    const t = token ? `?t=${encodeURIComponent(token)}` : '';
    return [
      { method: 'GET', path: `/api/orders/${id}${t}` },
      { method: 'GET', path: `/api/orders/${id}/status${t}` },
      { method: 'GET', path: `/api/orders/${id}/documents${t}` },
      { method: 'GET', path: `/api/orders/${id}/documents/policy${t}` },
      { method: 'PATCH', path: `/api/orders/${id}${t}`, body: { lang: 'ru' } },
      { method: 'POST', path: `/api/orders/${id}/cancel${t}`, body: {} },
      { method: 'POST', path: `/api/orders/${id}/payments${t}`, body: { provider: 'wire-transfer' } },
      {
        method: 'POST',
        path: '/api/functions/getpartnerfeature',
        body: { data: { orderId: id, type: 'payment-methods' } },
      },
      {
        method: 'POST',
        path: '/api/functions/createorupdatepreorder',
        body: { data: { id, items: [{ type: 'rca', details: {} }] } },
      },
    ];
  };

  async function statusesOf(client: ApiClient, requests: ReturnType<typeof orderRequests>) {
    const seen = [];
    for (const request of requests) {
      const response = await client.json<ErrorBody>(request.method, request.path, request.body);
      seen.push({ ...request, status: response.status, code: response.body?.error?.code ?? null });
    }
    return seen;
  }

  const notFound = (requests: ReturnType<typeof orderRequests>) =>
    requests.map((request) => ({ ...request, status: 404, code: 'not-found-order' }));

  it('answers 404 to anyone but the author on every order route, exactly as for an order that does not exist', async () => {
    const requests = orderRequests(order.id);
    expect(await statusesOf(stranger, requests)).toEqual(notFound(requests));
    expect(await statusesOf(anonymous, requests)).toEqual(notFound(requests));
    const guessed = orderRequests(randomUUID());
    expect(await statusesOf(owner, guessed)).toEqual(notFound(guessed));

    const documents = await owner.get<{ kind: string }[]>(`/api/orders/${order.id}/documents`);
    expect(documents.status).toBe(200);
    const download = await owner.fetch(`/api/orders/${order.id}/documents/policy`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.4 the policy');
    expect((await owner.get<{ status: string }>(`/api/orders/${order.id}`)).body.status).toBe('draft');
  });

  it('refuses a signed-in change without the CSRF token (csrf-token-missing), with a wrong or non-ASCII one (csrf-token-invalid), writing nothing', async () => {
    const draft = await createDraft(stranger); // signed in, so cookie-authenticated
    const csrf = stranger.cookies.get('asg_csrf')!;
    const facts = async () =>
      query(
        database.url,
        `select o.version, o.lang, (select count(*)::int from order_events e where e.order_id = o.id) as events
           from orders o where o.id = $1`,
        [draft.id],
      );
    const before = await facts();
    const change = (token: string | null, cookie = stranger.cookieHeader()) =>
      fetch(`${base}/api/orders/${draft.id}`, {
        method: 'PATCH',
        headers: {
          cookie,
          'content-type': 'application/json',
          ...(token === null ? {} : { 'x-csrf-token': token }),
        },
        body: JSON.stringify({ lang: 'ru' }),
      });
    // The codes the clients act on (refresh the token, resend once), each with its localized message.
    const attempts = {
      missing: [null, 'csrf-token-missing'],
      wrong: [`${csrf.slice(0, -1)}${csrf.endsWith('A') ? 'B' : 'A'}`, 'csrf-token-invalid'],
      // As many characters as the token, more bytes: once answered 500 instead of 403.
      nonAscii: [`${csrf.slice(0, -1)}é`, 'csrf-token-invalid'],
    } as const;
    for (const [name, [token, code]] of Object.entries(attempts)) {
      const response = await change(token);
      const body = (await response.json()) as ErrorBody;
      expect({ name, status: response.status, code: body.error.code }).toEqual({ name, status: 403, code });
      expect(body.error.message).toMatch(/\w{4,}/);
    }
    // No token cookie at all (cleared cookies): missing, and the answer sets a fresh one.
    const withoutCookie = await change(csrf, stranger.cookieHeader().replace(/(^|; )asg_csrf=[^;]*/, ''));
    expect(withoutCookie.status).toBe(403);
    expect(((await withoutCookie.json()) as ErrorBody).error.code).toBe('csrf-token-missing');
    expect(withoutCookie.headers.getSetCookie().some((cookie) => cookie.startsWith('asg_csrf='))).toBe(true);
    expect(await facts()).toEqual(before);
    // The same request with the token goes through: the refusals were the token's doing.
    expect((await change(csrf)).status).toBe(200);
  });

  it("lists in My account only the caller's own orders", async () => {
    const mine = await owner.get<{ orders: { id: string }[] }>('/api/me/orders/history');
    expect(mine.body.orders.map((row) => row.id)).toContain(order.id);
    for (const client of [stranger, anonymous]) {
      const theirs = await client.get<{ orders: { id: string }[] }>('/api/me/orders/history');
      expect(theirs.body.orders.map((row) => row.id)).not.toContain(order.id);
      const shortcuts = await client.get<{ orders: { id: string }[] }>('/api/me/orders');
      expect(shortcuts.body.orders.map((row) => row.id)).not.toContain(order.id);
    }
  });

  it('refuses an author or uid in any request body: the schemas are strict', async () => {
    const ownerUid = (await owner.get<{ uid: string }>('/api/me')).body.uid;
    const attempts = [
      { method: 'POST', path: '/api/orders', body: { items: [{ type: 'rca', details: {} }], authorUid: ownerUid } },
      {
        method: 'POST',
        path: '/api/orders',
        body: { items: [{ type: 'rca', details: {} }], author: { uid: ownerUid } },
      },
      { method: 'POST', path: '/api/orders', body: { items: [{ type: 'rca', details: {} }], uid: ownerUid } },
      {
        method: 'PATCH',
        path: `/api/orders/${order.id}`,
        body: { authorUid: (await stranger.get<{ uid: string }>('/api/me')).body.uid },
      },
      {
        method: 'POST',
        path: '/api/functions/createorupdatepreorder',
        body: { data: { items: [{ type: 'rca', details: {} }], author: { uid: ownerUid } } },
      },
      { method: 'PATCH', path: '/api/me', body: { uid: ownerUid } },
      { method: 'POST', path: '/api/auth/email-link', body: { email: 'a@example.com', uid: ownerUid } },
    ];
    for (const attempt of attempts) {
      const response = await stranger.json<ErrorBody>(attempt.method, attempt.path, attempt.body);
      expect({ ...attempt, status: response.status, code: response.body.error?.code }).toEqual({
        ...attempt,
        status: 400,
        code: 'validation-failed',
      });
    }
    const [{ n }] = await query<{ n: number }>(
      database.url,
      `select count(*)::int as n from orders where author_uid = $1`,
      [ownerUid],
    );
    expect(n).toBe(1);
  });

  it("never replays another user's answer for the same Idempotency-Key", async () => {
    const key = `same-key-${Date.now()}`;
    const body = { items: [{ type: 'green-card', details: {} }] };
    const first = await owner.post<{ id: string }>('/api/orders', body, { 'Idempotency-Key': key });
    const second = await stranger.post<{ id: string }>('/api/orders', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await stranger.get(`/api/orders/${first.body.id}`)).status).toBe(404);
  });

  it('refuses a malformed Idempotency-Key in the documented error shape, writing nothing', async () => {
    const ownerUid = (await owner.get<{ uid: string }>('/api/me')).body.uid;
    const orders = async () =>
      (
        await query<{ n: number }>(database.url, `select count(*)::int as n from orders where author_uid = $1`, [
          ownerUid,
        ])
      )[0].n;
    const before = await orders();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129)]) {
      const answer = await owner.post<ErrorBody>(
        '/api/orders',
        { items: [{ type: 'rca', details: {} }] },
        {
          'Idempotency-Key': key,
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'validation-failed',
        status: 400,
        message: expect.any(String),
        details: {
          issues: [{ path: 'Idempotency-Key', key: 'invalid-value', message: expect.stringMatching(/\w{4,}/) }],
        },
      });
    }
    expect(await orders()).toBe(before);
  });

  it('treats a tampered, expired or revoked signed-in cookie as no sign-in at all', async () => {
    const token = owner.cookies.get('asg_auth')!;
    const ownerUid = (await owner.get<{ uid: string }>('/api/me')).body.uid;
    const withToken = (value: string) => {
      const client = new ApiClient(base);
      client.cookies.set('asg_auth', value);
      return client;
    };
    const tampered = withToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const answer = await tampered.fetch(`/api/orders/${order.id}`);
    expect(answer.status).toBe(404);
    expect(setCookie(answer, 'asg_auth')).toMatch(/^asg_auth=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await tampered.get<{ anonymous: boolean }>('/api/me')).body.anonymous).toBe(true);

    // A copy of one of the owner's sessions, then that session expires on the server.
    const session = new ApiClient(base);
    await signInWith(session, 'google', 'Ion Popescu');
    const copy = withToken(session.cookies.get('asg_auth')!);
    expect((await copy.get<{ uid: string }>('/api/me')).body.uid).toBe(ownerUid);
    await query(
      database.url,
      `update auth_sessions set created_at = now() - interval '40 days', expires_at = now() - interval '1 minute'
        where token_hash = $1`,
      [createHash('sha256').update(session.cookies.get('asg_auth')!).digest('hex')],
    );
    expect((await copy.get<{ anonymous: boolean }>('/api/me')).body.anonymous).toBe(true);
    expect((await copy.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await owner.get(`/api/orders/${order.id}`)).status).toBe(200);

    // Revoked by logout.
    const third = new ApiClient(base);
    await signInWith(third, 'google', 'Ion Popescu');
    const kept = withToken(third.cookies.get('asg_auth')!);
    await third.post('/api/auth/logout', {});
    expect((await kept.get(`/api/orders/${order.id}`)).status).toBe(404);
  });

  it('refuses a forged anonymous session cookie: its orders stay with the real session', async () => {
    const buyer = new ApiClient(base);
    const draft = await createDraft(buyer);
    const [id] = buyer.cookies.get('asg_sid')!.split('.');
    const forger = new ApiClient(base);
    forger.cookies.set('asg_sid', `${id}.${'x'.repeat(43)}`);
    const answer = await forger.fetch(`/api/orders/${draft.id}`);
    expect(answer.status).toBe(404);
    expect(forger.cookies.get('asg_sid')!.split('.')[0]).not.toBe(id);
    expect((await buyer.get(`/api/orders/${draft.id}`)).status).toBe(200);
  });

  it('lets an order e-mail link open that one order only, for reading, and not when tampered or expired', async () => {
    const token = orderLinkToken(order.id, SECRET);
    expect((await anonymous.get(`/api/orders/${order.id}?t=${encodeURIComponent(token)}`)).status).toBe(200);
    expect(
      (await anonymous.fetch(`/api/orders/${order.id}/documents/policy?t=${encodeURIComponent(token)}`)).status,
    ).toBe(200);

    const other = await createDraft(owner);
    const expired = orderLinkToken(order.id, SECRET, Date.now() - 401 * DAY_MS);
    const [expires, signature] = token.split('.');
    const tampered = `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const stretched = `${Number(expires) + 3600}.${signature}`;
    const foreign = orderLinkToken(order.id, 'another-secret-another-secret-another');
    for (const [name, id, candidate] of [
      ['another order', other.id, token],
      ['expired', order.id, expired],
      ['tampered', order.id, tampered],
      ['expiry moved', order.id, stretched],
      ['signed with another secret', order.id, foreign],
    ]) {
      const status = (await anonymous.get(`/api/orders/${id}?t=${encodeURIComponent(candidate)}`)).status;
      expect({ name, status }).toEqual({ name, status: 404 });
    }
    const change = await anonymous.patch(`/api/orders/${order.id}?t=${encodeURIComponent(token)}`, { lang: 'en' });
    expect(change.status).toBe(404);
  });

  it('keeps customers out of the console API (403) and anonymous visitors too (401)', async () => {
    const paths = [
      { method: 'GET', path: '/api/console/me' },
      { method: 'GET', path: '/api/console/dashboard' },
      { method: 'GET', path: `/api/console/orders/${order.id}` },
      { method: 'POST', path: `/api/console/orders/${order.id}/actions`, body: { action: 'cancel', reason: 'test' } },
      { method: 'GET', path: '/api/console/no-such-page' },
    ];
    for (const [client, status, code] of [
      [owner, 403, 'forbidden'],
      [stranger, 403, 'forbidden'],
      [anonymous, 401, 'unauthorized'],
    ] as const) {
      for (const request of paths) {
        const response = await client.json<ErrorBody>(request.method, request.path, request.body);
        expect({ ...request, status: response.status, code: response.body.error.code }).toEqual({
          ...request,
          status,
          code,
        });
      }
    }
    expect((await owner.get<{ status: string }>(`/api/orders/${order.id}`)).body.status).toBe('draft');
  });
});
