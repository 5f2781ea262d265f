import { randomUUID } from 'node:crypto';
import { money, type Actor } from '@asiguro/domain';
import { orderLinkToken, OrderService, PaymentRecorder } from '@asiguro/orchestration';
import {
  ApiClient,
  createTestDatabase,
  freePort,
  spawnService,
  startOrchestrationContext,
  waitFor,
  waitForHttpOk,
  type OrchestrationContext,
  type ServiceProcess,
  type TestDatabase,
} from '@asiguro/testing';

const customer: Actor = { kind: 'customer' };

/** A visitor: the cookies the API hands out on a first visit (the anonymous session, the CSRF token). */
async function visitor(base: string): Promise<{ cookie: string; uid: string }> {
  const client = new ApiClient(base);
  await client.get('/api/health');
  const cookie = ['asg_sid', 'asg_csrf'].map((name) => `${name}=${encodeURIComponent(client.cookies.get(name)!)}`);
  return { cookie: cookie.join('; '), uid: client.uid };
}

/** Reads server-sent events from a streaming response until `stop` says so. */
async function readEvents(
  response: Response,
  events: { status: string; version: number }[],
  stop: (events: { status: string; version: number }[]) => boolean,
) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (!stop(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = chunk.split('\n').find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return events;
}

describe('order status and stream (API process)', () => {
  let database: TestDatabase;
  let api: ServiceProcess;
  let base: string;
  let context: OrchestrationContext;
  let orders: OrderService;
  let payments: PaymentRecorder;
  const secret = 'a-session-secret-for-the-status-tests-0123';

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const queuePrefix = `t${port}`;
    api = spawnService('api', {
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: database.url,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: secret,
    });
    context = await startOrchestrationContext({
      relay: false,
      env: { DATABASE_URL: database.url, QUEUE_PREFIX: queuePrefix },
    });
    orders = context.app.get(OrderService);
    payments = context.app.get(PaymentRecorder);
    await waitForHttpOk(api, `${base}/api/ready`);
  });

  afterAll(async () => {
    await api?.stop();
    await context?.close();
    await database?.drop();
  });

  it('gives every visitor an HttpOnly, SameSite anonymous session cookie', async () => {
    const response = await fetch(`${base}/api/health`);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('asg_sid='));
    expect(session).toMatch(/^asg_sid=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
  });

  it('answers the status to the author, with the version as ETag, and 304 when unchanged', async () => {
    const me = await visitor(base);
    const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
    const first = await fetch(`${base}/api/orders/${order.id}/status`, { headers: { cookie: me.cookie } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: order.id, number: order.number, status: 'draft', version: 1 });
    const etag = first.headers.get('etag')!;
    expect(etag).toBe('W/"1"');
    const again = await fetch(`${base}/api/orders/${order.id}/status`, {
      headers: { cookie: me.cookie, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await orders.apply(order.id, { type: 'UPDATE', actor: customer });
    const changed = await fetch(`${base}/api/orders/${order.id}/status`, {
      headers: { cookie: me.cookie, 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('W/"2"');
  });

  it('answers 404 to another session, to a forged cookie, for unknown and malformed ids', async () => {
    const me = await visitor(base);
    const stranger = await visitor(base);
    const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
    for (const [path, cookie] of [
      [`/api/orders/${order.id}/status`, stranger.cookie],
      [`/api/orders/${order.id}/status`, me.cookie.replace(/\.[\w-]+;/, '.forged;')],
      [`/api/orders/${randomUUID()}/status`, me.cookie],
      [`/api/orders/not-an-id/status`, me.cookie],
      [`/api/orders/${order.id}/stream`, stranger.cookie],
    ]) {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.json()).toMatchObject({ error: { code: 'not-found-order', status: 404 } });
    }
  });

  it('lets whoever holds the signed link of the order e-mail follow that order, and no other', async () => {
    const me = await visitor(base);
    const stranger = await visitor(base);
    const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
    const other = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
    const token = encodeURIComponent(orderLinkToken(order.id, secret));
    expect(
      (await fetch(`${base}/api/orders/${order.id}/status?t=${token}`, { headers: { cookie: stranger.cookie } }))
        .status,
    ).toBe(200);
    expect(
      (await fetch(`${base}/api/orders/${other.id}/status?t=${token}`, { headers: { cookie: stranger.cookie } }))
        .status,
    ).toBe(404);
  });

  /** The API's open-stream gauge, as Prometheus scrapes it. */
  const openStreams = async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    return Number(/^status_streams_open(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1]);
  };

  it('streams the current status at once, then every change, past canceled (a late payment) to a final status', async () => {
    const me = await visitor(base);
    const order = await orders.create({ items: [{ type: 'green-card', details: {} }], authorUid: me.uid }, customer);
    const response = await fetch(`${base}/api/orders/${order.id}/stream`, { headers: { cookie: me.cookie } });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events: { status: string; version: number }[] = [];
    let ended = false;
    // Reads until the server ends the stream (no stop of its own).
    const reading = readEvents(response, events, () => false).then(() => (ended = true));
    await waitFor(() => events.length > 0, { description: 'the first event' });
    expect(await openStreams()).toBe(1);
    await orders.apply(order.id, { type: 'UPDATE', actor: customer });
    await orders.apply(order.id, { type: 'CANCEL', actor: customer });
    await waitFor(() => events.some((event) => event.status === 'canceled'), { description: 'the canceled event' });
    // Canceled is not the end: the customer may still pay on the provider's page, and is refunded.
    expect(ended).toBe(false);
    await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: `late-${order.id}`,
      amount: money(50000, 'MDL'),
    });
    await reading;
    expect(events[0]).toMatchObject({ status: 'draft', version: 1 });
    expect(events.map((event) => event.version)).toEqual([...new Set(events.map((event) => event.version))].sort());
    expect(events.map((event) => event.status)).toEqual(['draft', 'draft', 'canceled', 'refunded']);
    expect(events.at(-1)).toMatchObject({ status: 'refunded', version: 4 });
    // The stream closed on both the response's finish and the request's close: counted down once.
    await waitFor(async () => (await openStreams()) === 0, { description: 'the gauge back to 0' });
  });

  it('counts a stream the customer leaves, and one of an order already final, once each', async () => {
    const me = await visitor(base);
    const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
    const left = await fetch(`${base}/api/orders/${order.id}/stream`, { headers: { cookie: me.cookie } });
    await readEvents(left, [], (seen) => seen.length > 0);
    await waitFor(async () => (await openStreams()) === 0, { description: 'the left stream to be counted down' });

    await orders.apply(order.id, { type: 'CANCEL', actor: customer });
    await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: `late-${order.id}`,
      amount: money(50000, 'MDL'),
    });
    const final = await fetch(`${base}/api/orders/${order.id}/stream`, { headers: { cookie: me.cookie } });
    expect(await readEvents(final, [], () => false)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    // Still 0, never -1: every stream that was counted up was counted down exactly once.
    expect(await openStreams()).toBe(0);
  });

  describe('the stream, served ahead of Express', () => {
    const streamOf = (orderId: string, headers: Record<string, string>, query = '') =>
      fetch(`${base}/api/orders/${orderId}/stream${query}`, { headers });

    it("answers a known visitor's stream with the API's security headers, rate-limit count and request id, and no cookie", async () => {
      const me = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      const response = await streamOf(order.id, { cookie: me.cookie, 'x-request-id': 'stream-headers-1' });
      expect(response.status).toBe(200);
      expect(await readEvents(response, [], (seen) => seen.length > 0)).toEqual([
        expect.objectContaining({ id: order.id, status: 'draft', version: 1 }),
      ]);
      const header = (name: string) => response.headers.get(name);
      expect({
        type: header('content-type'),
        cache: header('cache-control'),
        nosniff: header('x-content-type-options'),
        frame: header('x-frame-options'),
        requestId: header('x-request-id'),
        limit: header('x-ratelimit-limit'),
        cookies: response.headers.getSetCookie(),
      }).toEqual({
        type: 'text/event-stream; charset=utf-8',
        cache: 'no-cache, no-transform',
        nosniff: 'nosniff',
        frame: 'SAMEORIGIN',
        requestId: 'stream-headers-1',
        limit: '600',
        cookies: [],
      });
      // An event stream is never rendered: nothing may load in it or frame it.
      expect(header('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(header('vary')).toContain('Origin');
    });

    it("counts one rate limit for the route whichever way a request is served (a cross-origin one goes through Express's CORS)", async () => {
      const me = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      const remaining: number[] = [];
      for (const origin of [undefined, base, undefined]) {
        const response = await streamOf(order.id, { cookie: me.cookie, ...(origin ? { origin } : {}) });
        expect(response.status).toBe(200);
        if (origin) expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
        await response.body?.cancel();
      }
      expect(remaining).toEqual([remaining[0], remaining[0] - 1, remaining[0] - 2]);
    });

    it('gives a new visitor who follows the e-mailed link a session cookie with the stream', async () => {
      const me = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      const token = encodeURIComponent(orderLinkToken(order.id, secret));
      const response = await streamOf(order.id, {}, `?t=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^asg_sid=[\w-]+\.[\w-]+; /),
        expect.stringMatching(/^asg_csrf=[\w-]+; /),
      ]);
      expect(await readEvents(response, [], (seen) => seen.length > 0)).toEqual([
        expect.objectContaining({ id: order.id, status: 'draft' }),
      ]);
    });

    it("refuses another session's order in the visitor's language, as the Nest route does", async () => {
      const me = await visitor(base);
      const stranger = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      const answers = [];
      // A cross-origin request goes through Express (its CORS): the Nest route's own answer.
      for (const [path, origin] of [
        ['stream', undefined],
        ['status', undefined],
        ['stream', base],
        ['status', base],
      ]) {
        const response = await fetch(`${base}/api/orders/${order.id}/${path}`, {
          headers: { cookie: stranger.cookie, 'accept-language': 'ru-RU,ru;q=0.9', ...(origin ? { origin } : {}) },
        });
        answers.push({
          status: response.status,
          type: response.headers.get('content-type'),
          cache: response.headers.get('cache-control'),
          body: (await response.json()) as { error: { code: string; message: string } },
        });
      }
      expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]]);
      expect(answers[0]).toMatchObject({
        status: 404,
        cache: 'no-store',
        body: { error: { code: 'not-found-order' } },
      });
      // Russian, not the Romanian default.
      expect(answers[0].body.error.message).toMatch(/[а-яё]/i);
      // The refused streams, both ways, had watched the order before the check: none still does.
      await waitFor(async () => (await openStreams()) === 0, { description: 'no refused stream still watching' });
    });

    it('answers the status alike ahead of Express and through it: body, ETag, caching, 304', async () => {
      const me = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      const read = async (origin?: string, etag?: string) => {
        const response = await fetch(`${base}/api/orders/${order.id}/status`, {
          headers: { cookie: me.cookie, ...(origin ? { origin } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
        });
        return {
          status: response.status,
          etag: response.headers.get('etag'),
          cache: response.headers.get('cache-control'),
          type: response.headers.get('content-type'),
          body: response.status === 200 ? await response.json() : await response.text(),
        };
      };
      const ahead = await read();
      expect(ahead).toMatchObject({ status: 200, etag: 'W/"1"', cache: 'private, no-cache' });
      expect(ahead.body).toMatchObject({ id: order.id, status: 'draft', version: 1 });
      expect(await read(base)).toEqual(ahead);
      const unchanged = { status: 304, etag: 'W/"1"', cache: 'private, no-cache', type: null, body: '' };
      expect(await read(undefined, 'W/"1"')).toEqual(unchanged);
      expect(await read(base, 'W/"1"')).toEqual(unchanged);
    });

    it('gives back everything of streams whose customer left while the request was being checked', async () => {
      const me = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      // Twenty customers who leave a moment after asking, some before the checks end, some after.
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const controller = new AbortController();
          const asked = fetch(`${base}/api/orders/${order.id}/stream`, {
            headers: { cookie: me.cookie },
            signal: controller.signal,
          }).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, index % 5));
          controller.abort();
          await asked;
        }),
      );
      await waitFor(async () => (await openStreams()) === 0, { description: 'every left stream counted down' });
      // Their places too: the session may open as many streams as ever.
      const opened = [];
      for (let index = 0; index < 4; index++)
        opened.push(await fetch(`${base}/api/orders/${order.id}/stream`, { headers: { cookie: me.cookie } }));
      expect(opened.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      await Promise.all(opened.map((response) => response.body?.cancel()));
    });

    it('times stream openings under the route, never the raw path', async () => {
      const me = await visitor(base);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: me.uid }, customer);
      const count = async () => {
        const text = await (await fetch(`${base}/metrics`)).text();
        const line = text
          .split('\n')
          .find(
            (row) =>
              row.startsWith('http_request_duration_seconds_count{') &&
              row.includes('route="/api/orders/:id/stream"') &&
              row.includes('status_code="200"'),
          );
        return Number(line?.split(' ').at(-1) ?? 0);
      };
      const before = await count();
      const response = await streamOf(order.id, { cookie: me.cookie });
      await readEvents(response, [], (seen) => seen.length > 0);
      await waitFor(async () => (await count()) === before + 1, { description: 'the opening counted' });
      expect(await (await fetch(`${base}/metrics`)).text()).not.toContain(order.id);
    });
  });
});
