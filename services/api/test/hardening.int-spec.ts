import { Queue } from 'bullmq';
import { Client } from 'pg';
import { EXAMPLE_CODES } from '@asiguro/domain';
import { orderLinkToken } from '@asiguro/orchestration';
import { bullConnectionOptions } from '@asiguro/platform';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { unpaidRcaOrder } from '../../worker/test/pipeline-helpers';
import { signInWith } from './auth-flows';

const SECRET = 'a-session-secret-for-the-hardening-tests-0000';

type ErrorBody = { error: { code: string; details?: { issues?: { path: string; key: string }[] } } };

/**
 * The security review's low findings, through the whole product: NUL characters refused with a
 * 400, payment-provider exchanges on the order's timeline, e-mailed order links that can be
 * revoked (renewing asks for the same proof as reading), and sessions that end when idle.
 */
describe('hardening (the review’s low findings)', () => {
  let stack: Stack;
  let db: Client;
  let support: ApiClient;

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

  beforeAll(async () => {
    stack = await startStack({ SESSION_SECRET: SECRET });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    support = new ApiClient(stack.baseUrl, 'en');
    await signInWith(support, 'google', 'Ana Suport', '/console');
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('answers a NUL character in the contact form or the console search with 400, writing nothing', async () => {
    const visitor = new ApiClient(stack.baseUrl, 'en');
    const before = await count('contact_messages');
    const contact = await visitor.post<ErrorBody>('/api/contact', {
      name: 'Ion Popescu',
      email: 'ion@example.md',
      message: 'Hello\u0000there, a question about my policy',
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error.code).toBe('validation-failed');
    expect(contact.body.error.details?.issues).toEqual([expect.objectContaining({ path: 'message' })]);
    expect(await count('contact_messages')).toBe(before);

    const search = await support.get<ErrorBody>(`/api/console/search?q=${encodeURIComponent('IAI\u0000123')}`);
    expect(search.status).toBe(400);
    expect(search.body.error.details?.issues).toEqual([expect.objectContaining({ path: 'q' })]);
  });

  it("shows the payment provider's exchanges on the order's timeline", async () => {
    const customer = new ApiClient(stack.baseUrl, 'en');
    const order = await unpaidRcaOrder(customer);
    expect((await customer.post(`/api/orders/${order.id}/payments`, { provider: 'card' })).status).toBe(201);
    const timeline = async () =>
      (await support.get<{ exchanges: { partner: string; path: string }[] }>(`/api/console/orders/${order.id}`)).body
        .exchanges;
    await waitFor(async () => (await timeline()).some((exchange) => exchange.partner === 'payment-card'), {
      description: 'the card checkout on the timeline',
    });
    expect((await timeline()).filter((exchange) => exchange.partner === 'payment-card')).toEqual([
      expect.objectContaining({ path: 'checkouts' }),
    ]);
  });

  it('lets the customer revoke the e-mailed links: a leaked one then neither reads nor renews the order', async () => {
    const owner = new ApiClient(stack.baseUrl, 'en');
    const order = await unpaidRcaOrder(owner);
    const other = await unpaidRcaOrder(owner);
    const mailed = encodeURIComponent(orderLinkToken(order.id, SECRET));
    const holder = new ApiClient(stack.baseUrl, 'en');
    // The link works like the order's own session, for that order only.
    expect((await holder.get(`/api/orders/${order.id}?t=${mailed}`)).status).toBe(200);
    expect((await holder.post(`/api/orders/${other.id}/renew?t=${mailed}`)).status).toBe(404);
    expect((await holder.post(`/api/orders/${order.id}/renew`)).status).toBe(404);
    expect((await holder.post(`/api/orders/${order.id}/renew?t=${mailed}`)).status).toBe(201);

    // Only the order's own session revokes its links.
    expect((await holder.post(`/api/orders/${order.id}/links/revoke?t=${mailed}`)).status).toBe(404);
    expect((await owner.post(`/api/orders/${order.id}/links/revoke`)).status).toBe(204);
    const drafts = await count('orders');
    expect((await holder.get(`/api/orders/${order.id}?t=${mailed}`)).status).toBe(404);
    expect((await holder.get(`/api/orders/${order.id}/status?t=${mailed}`)).status).toBe(404);
    expect((await holder.post(`/api/orders/${order.id}/renew?t=${mailed}`)).status).toBe(404);
    expect(await count('orders')).toBe(drafts);
    expect((await owner.get(`/api/orders/${order.id}`)).status).toBe(200);
  });

  it('ends a customer’s sign-in after AUTH_IDLE_DAYS without a request', async () => {
    const customer = new ApiClient(stack.baseUrl, 'en');
    await signInWith(customer, 'google', 'Elena Ceban');
    const me = async () => (await customer.get<{ anonymous: boolean }>('/api/me')).body;
    expect((await me()).anonymous).toBe(false);
    const [{ account_id: accountId }] = (
      await db.query<{ account_id: string }>(
        `select account_id from auth_sessions where revoked_at is null order by created_at desc limit 1`,
      )
    ).rows;
    await db.query(`update auth_sessions set last_seen_at = now() - interval '13 days' where account_id = $1`, [
      accountId,
    ]);
    expect((await me()).anonymous).toBe(false);
    await db.query(`update auth_sessions set last_seen_at = now() - interval '15 days' where account_id = $1`, [
      accountId,
    ]);
    expect((await me()).anonymous).toBe(true);
  });

  it('ends a staff sign-in after 15 minutes of inactivity; pages refreshing themselves do not count', async () => {
    const staff = new ApiClient(stack.baseUrl, 'en');
    await signInWith(staff, 'google', 'Victor Supervizor', '/console');
    const { id } = (await staff.get<{ id: string }>('/api/console/me')).body;
    const age = (minutes: number) =>
      db.query(`update auth_sessions set last_seen_at = now() - make_interval(mins => $2) where account_id = $1`, [
        id,
        minutes,
      ]);
    const lastSeenMinutes = async () =>
      (
        await db.query<{ minutes: number }>(
          `select (extract(epoch from now() - max(last_seen_at)) / 60)::float8 as minutes from auth_sessions
            where account_id = $1 and revoked_at is null`,
          [id],
        )
      ).rows[0].minutes;

    // The dashboard refreshing itself while nobody touches the console keeps nothing alive.
    await age(14);
    expect((await staff.get('/api/console/dashboard', { 'x-idle-seconds': '840' })).status).toBe(200);
    expect(await lastSeenMinutes()).toBeGreaterThan(13);
    // A click does.
    expect((await staff.get('/api/console/dashboard', { 'x-idle-seconds': '2' })).status).toBe(200);
    expect(await lastSeenMinutes()).toBeLessThan(1);

    await age(16);
    expect((await staff.get('/api/console/me')).status).toBe(401);
  });

  it('keeps no personal data in idempotency keys: a retried order is read again, not copied', async () => {
    const customer = new ApiClient(stack.baseUrl, 'en');
    const body = {
      items: [{ type: 'rca', details: { contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp } } }],
      contact: { phone: '069111222', email: 'retry.probe@example.md' },
    };
    const key = { 'idempotency-key': 'retention-probe-0001' };
    const first = await customer.post<{ id: string }>('/api/orders', body, key);
    expect(first.status).toBe(201);
    const again = await customer.post<{ id: string }>('/api/orders', body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const stored = JSON.stringify((await db.query(`select * from idempotency_keys`)).rows);
    for (const personal of [EXAMPLE_CODES.idnp, '69111222', 'retry.probe@example.md']) {
      expect({ personal, stored: stored.includes(personal) }).toEqual({ personal, stored: false });
    }
  });

  it('purges personal data past its retention period, on the worker’s schedule', async () => {
    // Rows as old as the periods allow and older: an expired draft never paid, a contact message,
    // a used sign-in link, a day-old idempotency key.
    const customer = new ApiClient(stack.baseUrl, 'en');
    const stale = await customer.post<{ id: string }>('/api/orders', {
      items: [{ type: 'rca', details: { contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp } } }],
      contact: { phone: '069333444' },
    });
    const fresh = await customer.post<{ id: string }>('/api/orders', {
      items: [
        { type: 'rca', details: { contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.otherIdnp } } },
      ],
      contact: { phone: '069555666' },
    });
    expect((await customer.post(`/api/orders/${stale.body.id}/cancel`, {})).status).toBe(200);
    expect((await customer.post(`/api/orders/${fresh.body.id}/cancel`, {})).status).toBe(200);
    await db.query(`update orders set status_changed_at = now() - interval '91 days' where id = $1`, [stale.body.id]);
    expect(
      (
        await customer.post('/api/contact', {
          name: 'Ion',
          email: 'old.contact@example.md',
          message: 'An old question',
        })
      ).status,
    ).toBe(201);
    await db.query(`update contact_messages set created_at = now() - interval '366 days' where email = $1`, [
      'old.contact@example.md',
    ]);
    await db.query(
      `insert into email_sign_in_tokens (email, return_to, lang, created_at, expires_at, used_at)
       values ('old.link@example.md', '/', 'ro', now() - interval '40 days', now() - interval '39 days', now() - interval '39 days')`,
    );
    await db.query(`update idempotency_keys set created_at = now() - interval '25 hours'`);

    // The daily job, as its schedule runs it.
    const jobId = `retention-now-${Date.now()}`;
    const expiry = new Queue('expiry', {
      connection: bullConnectionOptions(stack.env.REDIS_URL!),
      prefix: stack.queuePrefix,
    });
    try {
      expect((await expiry.getJobSchedulers()).map((scheduler) => scheduler.key)).toContain('retention-daily');
      await expiry.add('retention-sweep', {}, { jobId });
    } finally {
      await expiry.close();
    }
    // The sweep's steps commit one after another: what it did is read once its run has ended.
    const runOutcome = async () =>
      (
        await db.query<{ outcome: string }>(
          `select outcome from job_runs where job_id = $1 order by attempt desc limit 1`,
          [jobId],
        )
      ).rows[0]?.outcome;
    await waitFor(async () => ![undefined, 'running'].includes(await runOutcome()), {
      description: 'the retention sweep to end',
    });
    expect(await runOutcome()).toBe('completed');
    expect(await count("contact_messages where email = 'old.contact@example.md'")).toBe(0);
    const orders = await db.query<{ id: string; items: { details: object }[]; contact: object | null }>(
      `select id, items, contact from orders where id = any($1::uuid[])`,
      [[stale.body.id, fresh.body.id]],
    );
    const byId = Object.fromEntries(orders.rows.map((row) => [row.id, row]));
    expect(byId[stale.body.id]).toMatchObject({ items: [{ type: 'rca', details: {} }], contact: null });
    expect(JSON.stringify(byId[fresh.body.id])).toContain(EXAMPLE_CODES.otherIdnp);
    // The console search's terms of the order forget the IDNP with it.
    const terms = await db.query<{ order_id: string; strings: string[] }>(
      `select order_id, strings from order_search_terms where order_id = any($1::uuid[])`,
      [[stale.body.id, fresh.body.id]],
    );
    const stringsOf = Object.fromEntries(terms.rows.map((row) => [row.order_id, row.strings]));
    expect(stringsOf[stale.body.id]).toEqual(['rca']);
    expect(stringsOf[fresh.body.id]).toContain(EXAMPLE_CODES.otherIdnp);
    expect(await count(`email_sign_in_tokens where email = 'old.link@example.md'`)).toBe(0);
    expect(await count('idempotency_keys')).toBe(0);
  });
});
