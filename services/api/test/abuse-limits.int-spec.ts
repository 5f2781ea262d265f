import { Redis } from 'ioredis';
import { Client } from 'pg';
import { ApiClient, monitorRedis, startStack, waitFor, type Stack } from '@asiguro/testing';
import { GOLF, rcaDetailsFor, unpaidRcaOrder } from '../../worker/test/pipeline-helpers';

type ErrorBody = { error: { code: string } };

/**
 * Limits that hold whatever a client does with its cookies (security review, findings 5 to 7):
 * every route is limited per network address as well as per session, drafts per address, live
 * status streams per session, per address and in lifetime, and one payorder call never fans out
 * to the payment provider without bound nor trips the circuit breaker for everybody.
 */
describe('abuse limits: cookieless floods, drafts, status streams, payorder fan-out', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    // Production's per-address limits (the test stack raises them by default).
    stack = await startStack({
      RATE_LIMIT_ADDRESS_FACTOR: '1',
      STATUS_STREAM_MAX_SECONDS: '3',
      STATUS_STREAMS_PER_ADDRESS: '6',
    });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** A script: no cookies kept, so every request is a new session, from one network address. */
  const cookieless = (address: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', address);
    return { ...init, headers };
  };
  /** A browser (its cookies kept) at a network address. */
  const browserAt = async (address: string) => {
    const client = new ApiClient(stack.baseUrl);
    await client.fetch('/api/health', { headers: { 'x-forwarded-for': address } });
    return client;
  };

  async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < count; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
          const response = await send(i + j);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      answers.push(...batch);
    }
    return answers;
  }

  it("spends a request's limits in one round trip to Redis", async () => {
    // What the API sends Redis, seen from Redis: the commands that touch this stack's counters.
    const redis = new Redis(stack.env.REDIS_URL!);
    const seen: string[][] = [];
    const monitor = await monitorRedis(stack.env.REDIS_URL!, (args, source) => {
      if (source !== 'lua') seen.push(args);
    });
    /** Everything Redis ran before now has reached the monitor once a marker sent now has. */
    const seenSoFar = async () => {
      const marker = `marker-${seen.length}-${Date.now()}`;
      await redis.echo(marker);
      await waitFor(() => seen.some((args) => args.includes(marker)), { timeoutMs: 5000 });
      return seen.splice(0).filter((args) => args.some((arg) => arg.startsWith(`${stack.queuePrefix}:throttle:`)));
    };
    try {
      const browser = await browserAt('203.0.113.40');
      await seenSoFar();
      // A public route: the default limit per session and per address, both in one command.
      const check = await browser.fetch('/api/policies/IAI123456ABC/check', {
        headers: { 'x-forwarded-for': '203.0.113.40' },
      });
      expect(check.headers.get('x-ratelimit-limit')).toBe('600');
      expect(check.headers.get('x-ratelimit-limit-defaultByAddress')).toBe('600');
      const counting = await seenSoFar();
      expect(counting).toHaveLength(1);
      // Two counters and their two block keys.
      expect(counting[0].filter((arg) => arg.includes(':throttle:default'))).toHaveLength(4);
    } finally {
      monitor.close();
      redis.disconnect();
    }
  });

  it('limits a cookieless flood of a public route per network address', async () => {
    const answers = await statuses(650, () =>
      fetch(`${stack.baseUrl}/api/policies/IAI123456ABC/check`, cookieless('203.0.113.50')),
    );
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect(
      (await fetch(`${stack.baseUrl}/api/policies/IAI123456ABC/check`, cookieless('203.0.113.51'))).status,
    ).not.toBe(429);
  });

  it('limits draft creation per network address, whatever sessions the client throws away', async () => {
    const before = (await db.query<{ n: number }>(`select count(*)::int as n from orders`)).rows[0].n;
    const answers = await statuses(60, async () => {
      const client = await browserAt('203.0.113.60');
      return client.fetch('/api/orders', {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.60' },
        body: JSON.stringify({ items: [{ type: 'rca', details: {} }] }),
      });
    });
    const created = answers.filter((status) => status === 201).length;
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(created).toBeLessThan(60);
    const after = (await db.query<{ n: number }>(`select count(*)::int as n from orders`)).rows[0].n;
    expect(after - before).toBe(created);
    // The silent draft saving (createorupdatepreorder) counts as the same drafts.
    const client = await browserAt('203.0.113.60');
    const silent = await client.fetch('/api/functions/createorupdatepreorder', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.60' },
      body: JSON.stringify({ data: { items: [{ type: 'rca', details: {} }] } }),
    });
    expect(silent.status).toBe(429);
  });

  it('asks the insurers once for repeated offer searches of the same draft', async () => {
    const client = await browserAt('203.0.113.65');
    const draft = await client.post<{ id: string }>('/api/orders', {
      items: [{ type: 'rca', details: rcaDetailsFor(GOLF) }],
    });
    expect(draft.status).toBe(201);
    const quoteCalls = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from partner_exchanges where order_id = $1 and path = 'quotes'`,
          [draft.body.id],
        )
      ).rows[0].n;
    const first = await client.post<{ offers: { id: string }[]; declined: unknown[] }>(
      `/api/orders/${draft.body.id}/offers`,
    );
    expect(first.status).toBe(200);
    // Every insurer that answered is recorded (as the calls end).
    const answered = first.body.offers.length + first.body.declined.length;
    await waitFor(async () => (await quoteCalls()) >= answered, { description: 'the quotes recorded' });
    const asked = await quoteCalls();
    for (let i = 0; i < 3; i++) {
      const again = await client.post<{ offers: { id: string }[] }>(`/api/orders/${draft.body.id}/offers`);
      expect(again.body.offers.map((offer) => offer.id)).toEqual(first.body.offers.map((offer) => offer.id));
    }
    expect(await quoteCalls()).toBe(asked);
  });

  describe('live status streams', () => {
    /** Opens an order's stream; resolves with the response once its headers arrived. */
    const open = (client: ApiClient, orderId: string, address: string) =>
      client.fetch(`/api/orders/${orderId}/stream`, { headers: { 'x-forwarded-for': address } });
    const draftOf = async (client: ApiClient, address: string) =>
      (
        (await (
          await client.fetch('/api/orders', {
            method: 'POST',
            headers: { 'x-forwarded-for': address },
            body: JSON.stringify({ items: [{ type: 'green-card', details: {} }] }),
          })
        ).json()) as { id: string }
      ).id;

    it('caps the streams one session holds open', async () => {
      const client = await browserAt('203.0.113.70');
      const draft = await draftOf(client, '203.0.113.70');
      const streams = [];
      for (let i = 0; i < 5; i++) streams.push(await open(client, draft, '203.0.113.70'));
      try {
        expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 429]);
        // A closed stream frees its place.
        await streams[0].body?.cancel();
        await waitFor(
          async () => {
            const again = await open(client, draft, '203.0.113.70');
            await again.body?.cancel();
            return again.status === 200;
          },
          { description: 'a place after closing a stream' },
        );
      } finally {
        await Promise.all(streams.map((stream) => stream.body?.cancel().catch(() => undefined)));
      }
    });

    it('caps the streams of one network address, across sessions', async () => {
      const streams = [];
      try {
        for (let i = 0; i < 7; i++) {
          const client = await browserAt('203.0.113.80');
          streams.push(await open(client, await draftOf(client, '203.0.113.80'), '203.0.113.80'));
        }
        expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
      } finally {
        await Promise.all(streams.map((stream) => stream.body?.cancel().catch(() => undefined)));
      }
    });

    it('ends a stream after its maximum lifetime, even for a draft that never reaches a final status', async () => {
      const client = await browserAt('203.0.113.90');
      const stream = await open(client, await draftOf(client, '203.0.113.90'), '203.0.113.90');
      expect(stream.status).toBe(200);
      const ended = stream.text();
      const text = await Promise.race([
        ended,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the stream was still open after 15 s')), 15_000).unref(),
        ),
      ]);
      expect(text).toContain('event: status');
      // It tells the browser when to come back (the storefront also polls).
      expect(text).toMatch(/^retry: \d+$/m);
    });
  });

  describe('payorder', () => {
    const providerCalls = async (since: Date) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from partner_exchanges
            where partner = 'payment-card' and method = 'GET' and created_at >= $1`,
          [since],
        )
      ).rows[0].n;

    it('asks the provider about a bounded number of attempts and answers repeats from recent results', async () => {
      const client = await browserAt('203.0.113.100');
      const order = await unpaidRcaOrder(client);
      for (let i = 0; i < 10; i++) {
        const started = await client.post(`/api/orders/${order.id}/payments`, { provider: 'card' });
        expect(started.status).toBe(201);
      }
      const since = new Date();
      for (let i = 0; i < 5; i++) {
        const answer = await client.post<{ result: { outcome: string } }>('/api/functions/payorder', {
          data: { orderId: order.id, transactionId: `not-a-transaction-${i}`, type: 'card' },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.result.outcome).toBe('pending');
      }
      // The exchanges are recorded as the calls end: the three newest attempts, asked once.
      await waitFor(async () => (await providerCalls(since)) >= 3, { description: 'the provider calls recorded' });
      expect(await providerCalls(since)).toBe(3);
    });

    it("treats the provider's 429 as back-pressure: the caller is told to come back, the circuit stays closed", async () => {
      const client = await browserAt('203.0.113.110');
      const order = await unpaidRcaOrder(client);
      expect((await client.post(`/api/orders/${order.id}/payments`, { provider: 'card' })).status).toBe(201);
      const behaviour = (body: object) =>
        fetch(`${stack.sandboxUrl}/payments/control/behaviour/card`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await behaviour({ rateLimited: true })).status).toBe(200);
      try {
        for (let i = 0; i < 8; i++) {
          const answer = await client.post<ErrorBody>('/api/functions/payorder', {
            data: { orderId: order.id, transactionId: `busy-${i}`, type: 'card' },
          });
          expect(answer.status).toBe(429);
          expect(answer.body.error.code).toBe('rate-limited');
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      } finally {
        await behaviour({});
      }
      // The provider takes calls again: once its Retry-After (3 s) has passed, another customer
      // starts a payment (an open circuit would refuse every call for 30 s).
      const other = await browserAt('203.0.113.111');
      const otherOrder = await unpaidRcaOrder(other);
      await waitFor(
        async () => (await other.post(`/api/orders/${otherOrder.id}/payments`, { provider: 'card' })).status === 201,
        { timeoutMs: 10_000, intervalMs: 500, description: 'a payment to start once the provider takes calls again' },
      );
    });
  });
});
