import { Client } from 'pg';
import type {
  ConsoleOrderDetail,
  ConsoleOrderRow,
  OffersResponse,
  OrderView,
  StartPaymentResponse,
} from '@asiguro/contracts';
import { ApiClient, payByCard, startStack, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';
import { searchHitsQuery, searchPlan } from '../src/console/console-search';
import { signInWith } from './auth-flows';
import { billedVignette, TAXI } from './console-flows';
import { startProductionApi } from './production-api';

/*
 * The operator console's API on the whole stack (sandbox, API, worker as npm start runs them):
 * the lists and their filters and sort, search, every staff action with its audit entry written
 * with the action (and none for a refused one), manual issuance and its claims, wire transfers,
 * queue retries, the sandbox page's settings and bull-board. Staff sign in through the sandbox's
 * identity provider like people do.
 */

type ErrorBody = {
  error: {
    code: string;
    status: number;
    message: string;
    details?: { status?: string; accepted?: string[]; claimedBy?: string; issues?: { path: string; key: string }[] };
  };
};
type OrdersPage = { orders: ConsoleOrderRow[]; total: number; page: number; pageSize: number };
type AuditRow = { action: string; order_id: string | null; staff_id: string; reason: string | null; details: object };

/** More registry vehicles of the sandbox without a current policy (GOLF is the first): one per order that gets a policy. */
const EV = { certificateNumber: '137714138', ownerCode: '2002239844811' };
const NISSAN = { certificateNumber: '327000766', ownerCode: '2004133594724' };

/** Plain synchronous sandbox insurers (no token, no rate limits): a failure there is the one a test causes. */
const PLAIN_INSURERS = ['moldasig', 'intact', 'asterra', 'donaris'];

function expectStatus(step: string, answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** An unpaid RCA order for a registry vehicle (starting in a week), confirmed with an offer of one of `insurers`. */
async function unpaidRca(
  api: ApiClient,
  vehicle: typeof GOLF,
  contact: { phone: string; email: string },
  insurers: readonly string[] = PLAIN_INSURERS,
): Promise<{ order: OrderView; insurer: string }> {
  const created = await api.post<OrderView>('/api/orders', {
    items: [{ type: 'rca', details: rcaDetailsFor(vehicle) }],
  });
  expectStatus('create', created, 201);
  const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
  expectStatus('offers', offers, 200);
  const offer = offers.body.offers.find((candidate) => insurers.includes(candidate.insurer.slug));
  if (!offer) throw new Error(`no offer from ${insurers.join(', ')}: ${JSON.stringify(offers.body)}`);
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offer.id,
    consents: { terms: true, personalData: true },
    contact,
  });
  expectStatus('confirm', confirmed, 200);
  return { order: confirmed.body, insurer: offer.insurer.slug };
}

/** Valid in production too, so a production API process can read the test stack's staff session. */
const SESSION_SECRET = 'a-session-secret-for-the-console-api-tests-000';

describe('console API', () => {
  let stack: Stack;
  let db: Client;
  let support: ApiClient;
  let supervisor: ApiClient;
  let customer: ApiClient;
  let anonymous: ApiClient;
  let supportId: string;
  let supervisorId: string;
  /** Two failed RCA orders, each at its own insurer (taken down for it). */
  let failedA: { order: OrderView; insurer: string };
  let failedB: { order: OrderView; insurer: string };
  /** A completed RCA order, with its policy. */
  let completed: OrderView;
  /** Unpaid RCA orders for cancel and expire. */
  let unpaidA: OrderView;
  let unpaidB: OrderView;
  /** Vignettes paid by wire transfer, waiting in the manual-issuance queue. */
  let vignetteA: { order: OrderView; bill: string };
  let vignetteB: { order: OrderView; bill: string };

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await db.query(text, params)).rows as T[];
  const count = async (text: string, params: unknown[] = []) =>
    (await sql<{ n: number }>(`select count(*)::int as n from (${text}) counted`, params))[0].n;
  const statusOf = async (orderId: string) =>
    (await sql<{ status: string }>(`select status from orders where id = $1`, [orderId]))[0].status;
  const audit = (action: string, orderId?: string) =>
    sql<AuditRow>(
      `select action, order_id, staff_id::text, reason, details from staff_audit_log
        where action = $1 and ($2::uuid is null or order_id = $2::uuid) order by created_at, id`,
      [action, orderId ?? null],
    );
  /** Everything a refused console action must leave as it was. */
  const snapshot = () =>
    sql(
      `select ${['orders', 'order_events', 'outbox', 'policies', 'order_claims', 'staff_audit_log', 'payments']
        .map((table) => `(select count(*)::int from ${table}) as ${table}`)
        .join(', ')}`,
    );
  async function expectNothingWritten(action: () => Promise<unknown>) {
    const before = await snapshot();
    const versions = await sql(`select id, version, status from orders order by id`);
    await action();
    expect(await snapshot()).toEqual(before);
    expect(await sql(`select id, version, status from orders order by id`)).toEqual(versions);
  }

  async function reachStatus(orderId: string, status: string, timeoutMs = 60_000) {
    try {
      await waitFor(async () => (await statusOf(orderId)) === status, {
        timeoutMs,
        intervalMs: 200,
        description: `order ${orderId} to be ${status}`,
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await diagnose(db, stack, orderId)}`);
    }
  }

  async function payWithCard(orderId: string) {
    const payment = await customer.post<StartPaymentResponse>(`/api/orders/${orderId}/payments`, { provider: 'card' });
    expect(payment.status).toBe(201);
    expect((await payByCard(payment.body.redirectUrl!)).status).toBe(303);
  }

  const orders = (client: ApiClient, query: Record<string, string | number>) =>
    client.get<OrdersPage>(
      `/api/console/orders?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
    );
  const numbers = (page: { body: OrdersPage }) => page.body.orders.map((row) => row.number);
  /** A bank transfer as staff confirm it: support records it, a supervisor approves it (four eyes). */
  async function payByTransfer(billNumber: string) {
    const recorded = await support.post<ErrorBody & { id: string }>('/api/console/wire-transfers', {
      billNumber,
      reason: 'Seen on the bank statement',
    });
    if (recorded.status !== 201) return recorded as typeof recorded & { body: { outcome: string } };
    return supervisor.post<ErrorBody & { outcome: string; status: string; number: string }>(
      `/api/console/wire-transfers/${recorded.body.id}/approve`,
      { reason: 'Matches the statement' },
    );
  }
  const setSandbox = (slug: string, body: object) =>
    support.json<unknown>('PUT', `/api/console/sandbox/issuers/${slug}`, body);

  beforeAll(async () => {
    // One issuance attempt: a down insurer fails the order at once.
    stack = await startStack({
      ISSUANCE_ATTEMPTS: '1',
      ISSUANCE_BACKOFF_MS: '200',
      OFFER_SEARCH_DEADLINE_MS: '5000',
      SESSION_SECRET,
      // Every request logged, so the search tests can see that no term reaches the logs.
      LOG_LEVEL: 'info',
    });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    [support, supervisor, customer, anonymous] = [0, 1, 2, 3].map(() => new ApiClient(stack.baseUrl, 'en'));
    await signInWith(support, 'google', 'Ana Suport');
    await signInWith(supervisor, 'google', 'Victor Supervizor');
    await signInWith(customer, 'google', 'Ion Popescu');
    await anonymous.get('/api/health');
    supportId = (await support.get<{ id: string }>('/api/console/me')).body.id;
    supervisorId = (await supervisor.get<{ id: string }>('/api/console/me')).body.id;

    // Two insurers go down (from the console's sandbox page); an order paid at each fails.
    failedA = await unpaidRca(customer, GOLF, { phone: '+373 69 123 456', email: 'Console.Int@Example.md' });
    failedB = await unpaidRca(
      customer,
      EV,
      { phone: '069777888', email: 'ev-owner@example.md' },
      PLAIN_INSURERS.filter((slug) => slug !== failedA.insurer),
    );
    for (const { insurer } of [failedA, failedB])
      expect((await setSandbox(insurer, { mode: 'down' })).status).toBe(200);
    await payWithCard(failedA.order.id);
    await payWithCard(failedB.order.id);
    await Promise.all([reachStatus(failedA.order.id, 'failed'), reachStatus(failedB.order.id, 'failed')]);
    for (const { insurer } of [failedA, failedB]) expect((await setSandbox(insurer, { mode: 'up' })).status).toBe(200);
    // Deterministic ages: A failed two hours ago, B half an hour ago.
    await sql(`update orders set status_changed_at = now() - interval '120 minutes' where id = $1`, [failedA.order.id]);
    await sql(`update orders set status_changed_at = now() - interval '30 minutes' where id = $1`, [failedB.order.id]);

    const done = await unpaidRca(customer, NISSAN, { phone: '069000111', email: 'nissan@example.md' });
    completed = done.order;
    await payWithCard(completed.id);
    unpaidA = (await unpaidRca(customer, GOLF, { phone: '069000222', email: 'unpaid-a@example.md' })).order;
    unpaidB = (await unpaidRca(customer, GOLF, { phone: '069000333', email: 'unpaid-b@example.md' })).order;
    vignetteA = await billedVignette(customer);
    vignetteB = await billedVignette(customer);
    await reachStatus(completed.id, 'completed');
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  describe('access', () => {
    it('refuses the console API and bull-board to customers (403) and anonymous visitors (401)', async () => {
      for (const path of [
        '/api/console/orders?view=failed',
        '/api/console/queues/board/',
        '/api/console/search?q=abc',
      ]) {
        expect((await customer.get(path)).status).toBe(403);
        expect((await anonymous.get(path)).status).toBe(401);
      }
      expect(
        (await customer.post('/api/console/orders/bulk-retry', { orderIds: [failedA.order.id], reason: 'no' })).status,
      ).toBe(403);
    });

    it('serves bull-board to staff at the address the navigation links to, with its assets and data', async () => {
      const page = await support.fetch('/api/console/queues/board/');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      const base = /<base href="([^"]+)"/.exec(html)?.[1];
      expect(base).toBe('/api/console/queues/board/');
      const script = new URL(/<script[^>]+src="([^"]+)"/.exec(html)![1], `${stack.baseUrl}${base}`);
      const asset = await support.fetch(script.pathname);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect((await customer.fetch(script.pathname)).status).toBe(403);
      const data = await support.get<{ queues: { name: string; readOnlyMode: boolean }[] }>(
        '/api/console/queues/board/api/queues',
      );
      expect(data.status).toBe(200);
      expect(data.body.queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['issuance', 'documents']));
      // Changes go through the console, which audits them.
      expect(data.body.queues.every((queue) => queue.readOnlyMode)).toBe(true);
      // A deep link into the board opens the board too.
      expect((await support.fetch('/api/console/queues/board/queue/issuance')).status).toBe(200);
    });
  });

  describe('lists', () => {
    it('lists failed orders with their last error, filtered by product, insurer, status and age', async () => {
      const all = await orders(support, { view: 'failed' });
      expect(all.status).toBe(200);
      expect(numbers(all)).toEqual([failedA.order.number, failedB.order.number]);
      expect(all.body.orders[0].lastError).toBeTruthy();
      expect(numbers(await orders(support, { view: 'failed', insurer: failedB.insurer }))).toEqual([
        failedB.order.number,
      ]);
      expect(numbers(await orders(support, { view: 'failed', product: 'rca' }))).toHaveLength(2);
      expect(numbers(await orders(support, { view: 'failed', product: 'vignette:ro' }))).toEqual([]);
      expect(numbers(await orders(support, { view: 'failed', status: 'failed' }))).toHaveLength(2);
      expect(numbers(await orders(support, { view: 'failed', status: 'paid' }))).toEqual([]);
      expect(numbers(await orders(support, { view: 'failed', minAgeMinutes: 60 }))).toEqual([failedA.order.number]);
      const bad = await support.get<ErrorBody>('/api/console/orders?view=failed&sort=colour');
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation-failed');
    });

    it('sorts in the database, over every page, in either direction', async () => {
      const page = (query: Record<string, string | number>) =>
        orders(support, { view: 'failed', pageSize: 1, ...query }).then(numbers);
      // Default: the longest in its state first.
      expect([...(await page({ page: 1 })), ...(await page({ page: 2 }))]).toEqual([
        failedA.order.number,
        failedB.order.number,
      ]);
      expect([
        ...(await page({ sort: 'age', dir: 'asc', page: 1 })),
        ...(await page({ sort: 'age', dir: 'asc', page: 2 })),
      ]).toEqual([failedB.order.number, failedA.order.number]);
      const byNumber = [failedA.order.number, failedB.order.number].sort();
      expect([
        ...(await page({ sort: 'number', dir: 'asc', page: 1 })),
        ...(await page({ sort: 'number', dir: 'asc', page: 2 })),
      ]).toEqual(byNumber);
      expect([
        ...(await page({ sort: 'number', dir: 'desc', page: 1 })),
        ...(await page({ sort: 'number', dir: 'desc', page: 2 })),
      ]).toEqual([...byNumber].reverse());
    });

    it('lists orders in flight past their deadline as stuck, with the same filters', async () => {
      // The Romanian vignette system is down: both vignettes, once paid, are handed to an operator.
      const vignetteIssuer = vignetteA.order.chosenOffer!.insurer.slug;
      expect((await setSandbox(vignetteIssuer, { mode: 'down' })).status).toBe(200);
      for (const { bill } of [vignetteA, vignetteB]) {
        const paid = await payByTransfer(bill);
        expect(paid.status).toBe(200);
        expect(paid.body.outcome).toBe('applied');
      }
      await Promise.all([reachStatus(vignetteA.order.id, 'processing'), reachStatus(vignetteB.order.id, 'processing')]);
      await waitFor(async () => (await orders(support, { view: 'manual' })).body.orders.length === 2, {
        timeoutMs: 30_000,
        description: 'both vignettes in the manual queue',
      });
      expect((await setSandbox(vignetteIssuer, { mode: 'up' })).status).toBe(200);
      // Within the time promised to the customer (half an hour, or the next morning): not stuck.
      expect(numbers(await orders(support, { view: 'stuck' }))).toEqual([]);
      // A was handed over an hour ago, due 55 minutes ago; B 20 minutes ago, due 5 minutes ago.
      await sql(
        `update orders set in_flight_since = now() - interval '60 minutes', manual_issuance_since = now() - interval '60 minutes',
                manual_issuance_due = now() - interval '55 minutes' where id = $1`,
        [vignetteA.order.id],
      );
      await sql(
        `update orders set in_flight_since = now() - interval '20 minutes', manual_issuance_since = now() - interval '20 minutes',
                manual_issuance_due = now() - interval '5 minutes' where id = $1`,
        [vignetteB.order.id],
      );

      const stuck = await orders(support, { view: 'stuck' });
      expect(numbers(stuck)).toEqual([vignetteA.order.number, vignetteB.order.number]);
      expect(stuck.body.orders[0].overdueSeconds).toBeGreaterThan(50 * 60);
      expect(numbers(await orders(support, { view: 'stuck', sort: 'overdue', dir: 'asc' }))).toEqual([
        vignetteB.order.number,
        vignetteA.order.number,
      ]);
      expect(numbers(await orders(support, { view: 'stuck', minAgeMinutes: 45 }))).toEqual([vignetteA.order.number]);
      expect(numbers(await orders(support, { view: 'stuck', product: 'rca' }))).toEqual([]);
      expect(numbers(await orders(support, { view: 'stuck', status: 'processing' }))).toHaveLength(2);
      expect(numbers(await orders(support, { view: 'stuck', status: 'paid' }))).toEqual([]);
      const insurer = stuck.body.orders[0].insurer!;
      expect(numbers(await orders(support, { view: 'stuck', insurer }))).toHaveLength(2);
      expect(numbers(await orders(support, { view: 'stuck', insurer: failedA.insurer }))).toEqual([]);
      const dashboard = await support.get<{ stuckCount: number; stuckFactor: number }>('/api/console/dashboard');
      expect(dashboard.body).toMatchObject({ stuckCount: 2, stuckFactor: 2 });
    });
  });

  describe('search', () => {
    const search = (q: string) =>
      support.get<{ orders: ConsoleOrderRow[] }>(`/api/console/search?${new URLSearchParams({ q })}`);
    const found = async (q: string) => {
      const answer = await search(q);
      expect(answer.status).toBe(200);
      return answer.body.orders.map((row) => row.number);
    };

    it('finds orders by order number and policy number, without an audit entry', async () => {
      const [policy] = await sql<{ number: string }>(`select number from policies where order_id = $1`, [completed.id]);
      const before = await audit('search');
      expect(await found(completed.number.toLowerCase())).toEqual([completed.number]);
      expect(await found(policy.number)).toEqual([completed.number]);
      expect(await audit('search')).toEqual(before);
    });

    it('finds orders by IDNP, IDNO, e-mail, phone and plate, and audits each search by kind, never by value', async () => {
      const before = (await audit('search')).length;
      expect(await found(GOLF.ownerCode)).toEqual(
        expect.arrayContaining([failedA.order.number, unpaidA.number, unpaidB.number]),
      );
      expect(await found(TAXI.idno)).toEqual(expect.arrayContaining([vignetteA.order.number, vignetteB.order.number]));
      expect(await found('console.int@example.MD')).toEqual([failedA.order.number]);
      // However the phone was typed, at the order and in the search.
      expect(await found('069123456')).toEqual([failedA.order.number]);
      expect(await found('+37369777888')).toEqual([failedB.order.number]);
      expect(await found('txr-014')).toEqual(expect.arrayContaining([vignetteA.order.number, vignetteB.order.number]));
      expect(await found(TAXI.vin)).toEqual(expect.arrayContaining([vignetteA.order.number]));
      expect(await found('nobody@example.md')).toEqual([]);

      const entries = (await audit('search')).slice(before);
      expect(entries.map((entry) => (entry.details as { kind: string }).kind)).toEqual([
        'idnp',
        'idno',
        'email',
        'phone',
        'phone',
        'plate',
        'text',
        'email',
      ]);
      expect(entries.every((entry) => entry.staff_id === supportId)).toBe(true);
      const logged = JSON.stringify(entries).toLowerCase();
      for (const term of [
        GOLF.ownerCode,
        TAXI.idno,
        'console.int',
        '123456',
        '777888',
        'txr',
        TAXI.vin.toLowerCase(),
      ]) {
        expect(logged).not.toContain(term);
      }
    });

    it('finds an RCA order by the plate, VIN and owner RCA Data returned, and a vignette by the company that pays it', async () => {
      const golfOrders = [failedA.order.number, unpaidA.number, unpaidB.number];
      const before = (await audit('search')).length;
      // The RCA items hold only the certificate: plate, VIN and owner are the registry's.
      expect(await found('BAL 204')).toEqual(expect.arrayContaining(golfOrders));
      expect(await found('bal-204')).toEqual(expect.arrayContaining(golfOrders));
      expect(await found('wvwlad93w93049yze')).toEqual(expect.arrayContaining(golfOrders));
      expect(await found('Maria Ciobanu')).toEqual(expect.arrayContaining(golfOrders));
      expect(await found('ciobanu MARIA')).toEqual(expect.arrayContaining(golfOrders));
      expect(await found('Maria Ciobanu')).not.toContain(vignetteA.order.number);
      expect(await found('Taxi Rapid')).toEqual(
        expect.arrayContaining([vignetteA.order.number, vignetteB.order.number]),
      );
      expect(await found('Maria Popescu-Nobody')).toEqual([]);

      const kinds = (await audit('search')).slice(before).map((entry) => (entry.details as { kind: string }).kind);
      expect(kinds).toEqual(['plate', 'plate', 'text', 'name', 'name', 'name', 'name', 'name']);
      // Neither the audit log nor the API's request log (which logs paths only) holds a term.
      const written = `${JSON.stringify(await audit('search'))}\n${stack.services.api.output()}`.toLowerCase();
      expect(written).toContain('/api/console/search');
      for (const term of ['bal 204', 'bal-204', 'bal%20204', 'wvwlad93', 'ciobanu', 'taxi%20rapid', 'taxi+rapid']) {
        expect({ term, written: written.includes(term) }).toEqual({ term, written: false });
      }
    });

    it('answers every kind of term from an index, never a scan of the orders', async () => {
      // Enough orders that the planner prefers its indexes, as it would in production.
      await sql(`
        insert into orders (number, status, product_types, insurance_type, items, contact, author_uid, machine_snapshot)
        select 'ZZZ' || lpad(g::text, 6, '0') || 'ZZZ', 'draft', array['rca'], 'rca',
               jsonb_build_array(jsonb_build_object('type', 'rca', 'details', jsonb_build_object(
                 'plateNumber', 'Z' || g, 'vehicle', jsonb_build_object('plateNumber', 'ZZ ' || g)))),
               jsonb_build_object('phone', '0' || (70000000 + g)::text, 'email', 'z' || g || '@example.md'),
               'anon:bulk', '{"status":"draft","context":{}}'::jsonb
          from generate_series(1, 3000) g`);
      // As autovacuum leaves a table: the GIN indexes' pending entries merged, the statistics fresh.
      await sql(`vacuum analyze orders, order_search_terms`);
      const planOf = async (term: string) => {
        const hits = searchHitsQuery(searchPlan(term));
        const rows = await sql<{ 'QUERY PLAN': string }>(`explain ${hits.sql}`, hits.params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      const cases: [string, RegExp][] = [
        ['069123456', /orders_contact_phone_tail/],
        ['TXR 014', /order_search_plates/],
        ['BAL 204', /order_search_plates/],
        ['Maria Ciobanu', /order_search_names/],
        ['WVWLAD93W93049YZE', /order_search_strings/],
        [GOLF.ownerCode, /order_search_strings/],
        [TAXI.vin, /order_search_strings/],
        ['console.int@example.md', /orders_contact_email/],
      ];
      for (const [term, index] of cases) {
        const plan = await planOf(term);
        expect(plan).not.toMatch(/Seq Scan on (orders|order_search_terms)/);
        expect(plan).toMatch(/orders_number_key/);
        expect(plan).toMatch(index);
      }
      expect(await found('+373 70 001 234')).toEqual(['ZZZ001234ZZZ']);
      expect(await found('zz 2345')).toEqual(['ZZZ002345ZZZ']);
      await sql(`delete from orders where author_uid = 'anon:bulk'`);
    });
  });

  describe('actions on one order', () => {
    const act = (client: ApiClient, orderId: string, action: string, reason = 'Checked with the customer') =>
      client.post<ErrorBody & { status: string }>(`/api/console/orders/${orderId}/actions`, { action, reason });

    it('names the failed step and the staff member in the order detail', async () => {
      const detail = await support.get<ConsoleOrderDetail>(`/api/console/orders/${failedB.order.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.order.failedStep).toBe('issuance');
      expect(detail.body.actions).toContain('retry');
      expect(detail.body.actions).not.toContain('refund');
      const supervisorView = await supervisor.get<ConsoleOrderDetail>(`/api/console/orders/${failedB.order.id}`);
      expect(supervisorView.body.actions).toContain('refund');
    });

    it('refunds for a supervisor only: support is refused (403) and nothing is written', async () => {
      await expectNothingWritten(async () => {
        const refused = await act(support, failedB.order.id, 'refund');
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('forbidden');
      });
      const refunded = await act(supervisor, failedB.order.id, 'refund', 'Customer asked for the money back');
      expect(refunded.status).toBe(200);
      expect(refunded.body.status).toBe('refunded');
      expect(await audit('refund', failedB.order.id)).toEqual([
        expect.objectContaining({ staff_id: supervisorId, reason: 'Customer asked for the money back' }),
      ]);
      const detail = await support.get<ConsoleOrderDetail>(`/api/console/orders/${failedB.order.id}`);
      const refund = detail.body.events.find((event) => event.event === 'REFUND')!;
      expect(refund.actor).toEqual({
        kind: 'staff',
        id: supervisorId,
        name: expect.stringMatching(/Victor|supervizor/i),
      });
    });

    it('cancels and expires unpaid orders; a second try answers 409 with the status and accepted events', async () => {
      const canceled = await act(support, unpaidA.id, 'cancel', 'Duplicate order');
      expect(canceled.status).toBe(200);
      expect(canceled.body.status).toBe('canceled');
      const expired = await act(support, unpaidB.id, 'expire', 'Customer will not pay');
      expect(expired.status).toBe(200);
      expect(expired.body.status).toBe('expired');
      expect(await audit('cancel', unpaidA.id)).toHaveLength(1);
      expect(await audit('expire', unpaidB.id)).toHaveLength(1);
      await expectNothingWritten(async () => {
        const again = await act(support, unpaidA.id, 'cancel', 'Duplicate order');
        expect(again.status).toBe(409);
        expect(again.body.error).toMatchObject({ code: 'event-refused', details: { status: 'canceled' } });
        expect(Array.isArray(again.body.error.details!.accepted)).toBe(true);
      });
    });

    it('regenerates the documents and resends the e-mail of a completed order', async () => {
      const documentsBefore = await count(
        `select 1 from job_runs where order_id = $1 and job_name = 'generate-documents' and outcome = 'completed'`,
        [completed.id],
      );
      const emailsBefore = await count(`select 1 from emails where order_id = $1`, [completed.id]);
      expect((await act(support, completed.id, 'regenerate-documents', 'Customer lost the PDF')).status).toBe(200);
      expect((await act(support, completed.id, 'resend-email', 'Customer lost the e-mail')).status).toBe(200);
      await waitFor(
        async () =>
          (await count(
            `select 1 from job_runs where order_id = $1 and job_name = 'generate-documents' and outcome = 'completed'`,
            [completed.id],
          )) > documentsBefore,
        { timeoutMs: 60_000, intervalMs: 200, description: 'the documents to be generated again' },
      );
      await waitFor(
        async () => (await count(`select 1 from emails where order_id = $1`, [completed.id])) > emailsBefore,
        {
          timeoutMs: 60_000,
          intervalMs: 200,
          description: 'the e-mail to be sent again',
        },
      );
      expect(await statusOf(completed.id)).toBe('completed');
      expect(await audit('regenerate-documents', completed.id)).toHaveLength(1);
      expect(await audit('resend-email', completed.id)).toHaveLength(1);
    });
  });

  describe('bulk retry and queues', () => {
    it('retries a selection, one result and one audit entry per retried order', async () => {
      const answer = await support.post<{
        results: { orderId: string; ok: boolean; status?: string; error?: string }[];
      }>('/api/console/orders/bulk-retry', {
        orderIds: [failedA.order.id, completed.id],
        reason: 'Insurer answers again',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.results).toEqual([
        { orderId: failedA.order.id, ok: true, status: 'paid' },
        { orderId: completed.id, ok: false, status: 'completed', error: expect.any(String) },
      ]);
      expect(await audit('bulk-retry')).toEqual([
        expect.objectContaining({ order_id: failedA.order.id, staff_id: supportId, reason: 'Insurer answers again' }),
      ]);
      await reachStatus(failedA.order.id, 'completed');
      const detail = await support.get<ConsoleOrderDetail>(`/api/console/orders/${failedA.order.id}`);
      const retry = detail.body.events.find((event) => event.event === 'RETRY')!;
      expect(retry.actor.name).toMatch(/Ana|suport/i);
    });

    it('stops listing a failed job once its order was retried and its step completed', async () => {
      type Queues = { failed: { queue: string; orderId: string | null }[] };
      // Order A was retried and completed above; its first issuance job still sits in BullMQ's failed set.
      expect(await statusOf(failedA.order.id)).toBe('completed');
      const failedInRedis = await count(
        `select 1 from job_runs where order_id = $1 and queue = 'issuance' and outcome = 'failed'`,
        [failedA.order.id],
      );
      expect(failedInRedis).toBeGreaterThan(0);
      const listed = (await support.get<Queues>('/api/console/queues')).body.failed;
      expect(listed.filter((job) => job.orderId === failedA.order.id)).toEqual([]);
      // Order B's failure is still undone, so it stays.
      expect(listed.some((job) => job.orderId === failedB.order.id && job.queue === 'issuance')).toBe(true);
    });

    it('retries a failed job from the queue page and audits it with its order', async () => {
      type Queues = { failed: { queue: string; jobId: string; orderId: string | null }[] };
      const failedJob = await waitFor(
        async () =>
          (await support.get<Queues>('/api/console/queues')).body.failed.find(
            (job) => job.orderId === failedB.order.id && job.queue === 'issuance',
          ),
        { description: "order B's failed issuance job" },
      );
      const retry = (queue: string, jobId: string) =>
        support.post<ErrorBody>(`/api/console/queues/${queue}/jobs/${encodeURIComponent(jobId)}/retry`, {
          reason: 'Job failed while the insurer was down',
        });
      expect((await retry(failedJob.queue, failedJob.jobId)).status).toBe(200);
      expect(await audit('retry-job', failedB.order.id)).toEqual([
        expect.objectContaining({ staff_id: supportId, details: expect.objectContaining({ jobId: failedJob.jobId }) }),
      ]);
      await waitFor(
        async () =>
          !(await support.get<Queues>('/api/console/queues')).body.failed.some((job) => job.jobId === failedJob.jobId),
        { description: 'the retried job to leave the failed jobs' },
      );
      await expectNothingWritten(async () => {
        expect((await retry(failedJob.queue, failedJob.jobId)).status).toBe(404);
        expect((await retry('no-such-queue', failedJob.jobId)).status).toBe(404);
      });
    });
  });

  describe('customer data', () => {
    it('shows support the contact and what a partner portal asks for, unmasked, and audits each look', async () => {
      type CustomerData = {
        contact: { email: string | null; phone: string | null };
        lang: string;
        issuance: {
          period: { from: string; to: string } | null;
          insured: { type: string; code: string; name: string };
          contract: { vehicle?: { plateNumber?: string; vin?: string } };
        } | null;
      };
      const before = (await audit('customer-data', unpaidA.id)).length;
      const answer = await support.post<CustomerData>(`/api/console/orders/${unpaidA.id}/customer-data`, {});
      expect(answer.status).toBe(200);
      expect(answer.body.contact).toEqual({ email: 'unpaid-a@example.md', phone: '069000222' });
      // RCA Data's facts: the customer typed only the certificate.
      expect(answer.body.issuance?.contract.vehicle).toEqual(
        expect.objectContaining({ plateNumber: 'BAL 204', vin: 'WVWLAD93W93049YZE' }),
      );
      expect(answer.body.issuance?.insured).toEqual(
        expect.objectContaining({ type: 'individual', code: GOLF.ownerCode }),
      );
      expect(answer.body.issuance?.period?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const entries = await audit('customer-data', unpaidA.id);
      expect(entries).toHaveLength(before + 1);
      expect(entries.at(-1)).toEqual(expect.objectContaining({ staff_id: supportId, details: expect.anything() }));
      expect(JSON.stringify(entries)).not.toContain('unpaid-a');

      // The order detail stays masked, and a customer gets nothing.
      const detail = await support.get<ConsoleOrderDetail>(`/api/console/orders/${unpaidA.id}`);
      expect(JSON.stringify(detail.body.order.contact)).not.toContain('unpaid-a@example.md');
      expect((await customer.post(`/api/console/orders/${unpaidA.id}/customer-data`, {})).status).toBe(403);
    });
  });

  describe('partner health', () => {
    type Partner = { slug: string; calls: number; errorRate: number; status: string; lastError: string | null };
    const health = async (slug: string) => {
      const answer = await support.get<{ partners: Partner[] }>('/api/console/dashboard');
      expect(answer.status).toBe(200);
      const partner = answer.body.partners.find((candidate) => candidate.slug === slug)!;
      return { ...partner, errors: Math.round(partner.errorRate * partner.calls) };
    };
    const exchanges = (slug: string, count: number, status: number | null, error: string) =>
      sql(
        `insert into partner_exchanges (partner, method, path, status, duration_ms, attempt, error)
         select $1, 'POST', '/test/partner-health', $2, 120, 1, $3 from generate_series(1, $4)`,
        [slug, status, error, count],
      );

    it('counts unanswered and 5xx calls as failures, never a business refusal', async () => {
      const before = await health('transelit');
      // The insurer answered and said no: it is working.
      await exchanges('transelit', 20, 422, 'transelit refused (422): covid-not-covered');
      const refused = await health('transelit');
      expect({ calls: refused.calls, errors: refused.errors }).toEqual({
        calls: before.calls + 20,
        errors: before.errors,
      });
      expect(refused.lastError ?? '').not.toContain('covid-not-covered');
      // No answer at all, and a server error: failures.
      await exchanges('transelit', 30, null, 'transelit timed out after 8000 ms');
      await exchanges('transelit', 30, 503, 'transelit is unavailable: answered 503');
      const failing = await health('transelit');
      expect(failing.errors).toBe(before.errors + 60);
      expect(failing.status).toMatch(/failing|down/);
      expect(failing.lastError).toMatch(/timed out|answered 503/);
      await sql(`delete from partner_exchanges where path = '/test/partner-health'`);
    });
  });

  describe('manual issuance and wire transfers', () => {
    const claim = (client: ApiClient, orderId: string) =>
      client.post<ErrorBody & { claimedBy: string }>(`/api/console/orders/${orderId}/claim`);
    const issue = (client: ApiClient, orderId: string, number: string) =>
      client.post<ErrorBody & { status: string; number: string }>(`/api/console/orders/${orderId}/manual-issuance`, {
        number,
        reason: 'Issued in the CNAIR portal',
      });

    it('lets one operator claim an order and refuses the other one, whose number is refused with nothing written', async () => {
      const first = await claim(support, vignetteB.order.id);
      expect(first.status).toBe(200);
      expect(first.body.claimedBy).toBe(supportId);
      expect(await audit('claim', vignetteB.order.id)).toHaveLength(1);
      await expectNothingWritten(async () => {
        const second = await claim(supervisor, vignetteB.order.id);
        expect(second.status).toBe(409);
        expect(second.body.error.details!.claimedBy).toBe(supportId);
        const number = await issue(supervisor, vignetteB.order.id, 'RO-2025-000777');
        expect(number.status).toBe(409);
        expect(number.body.error.details!.claimedBy).toBe(supportId);
      });
      const queue = await orders(support, { view: 'manual' });
      const row = queue.body.orders.find((order) => order.id === vignetteB.order.id)!;
      expect(row).toMatchObject({ claimedBy: supportId, claimedByName: expect.stringMatching(/Ana|suport/i) });
    });

    it('refuses an invalid number (400) and an order that is not waiting for an operator (409), writing nothing', async () => {
      await expectNothingWritten(async () => {
        const invalid = await issue(support, vignetteB.order.id, 'RO 1 ???');
        expect(invalid.status).toBe(400);
        expect(invalid.body.error.details!.issues).toEqual([expect.objectContaining({ path: 'number' })]);
        const notManual = await issue(support, completed.id, 'IAI123456ABC');
        expect(notManual.status).toBe(409);
        expect(notManual.body.error).toMatchObject({ code: 'event-refused', details: { status: 'completed' } });
        expect((await claim(support, completed.id)).status).toBe(409);
      });
    });

    it('records the claimed order’s number and the order continues to completion', async () => {
      const issued = await issue(support, vignetteB.order.id, 'ro-2025-004711');
      expect(issued.status).toBe(200);
      expect(issued.body).toEqual({ status: 'issued', number: 'RO-2025-004711' });
      expect(await audit('manual-issuance', vignetteB.order.id)).toEqual([
        expect.objectContaining({ staff_id: supportId, details: { number: 'RO-2025-004711' } }),
      ]);
      await reachStatus(vignetteB.order.id, 'completed');
      await expectNothingWritten(async () => {
        const again = await issue(support, vignetteB.order.id, 'RO-2025-004712');
        expect(again.status).toBe(409);
        expect(again.body.error.details).toMatchObject({ status: 'completed', accepted: expect.any(Array) });
      });
    });

    it('lets another operator take over an expired claim', async () => {
      expect((await claim(supervisor, vignetteA.order.id)).status).toBe(200);
      expect((await claim(support, vignetteA.order.id)).status).toBe(409);
      await sql(`update order_claims set claimed_at = now() - interval '11 minutes' where order_id = $1`, [
        vignetteA.order.id,
      ]);
      // A number another order already holds (a typo, or the wrong portal page) is refused with the claim taken back.
      await expectNothingWritten(async () => {
        const taken = await issue(support, vignetteA.order.id, 'RO-2025-004711');
        expect(taken.status).toBe(400);
        expect(taken.body.error.details!.issues).toEqual([expect.objectContaining({ path: 'number' })]);
      });
      const issued = await issue(support, vignetteA.order.id, 'RO-2025-004799');
      expect(issued.status).toBe(200);
      expect(await sql(`select staff_id from order_claims where order_id = $1`, [vignetteA.order.id])).toEqual([
        { staff_id: supportId },
      ]);
    });

    it('says what a wire transfer did: applied, duplicate, or refunding for an order that no longer takes it', async () => {
      const confirm = payByTransfer;
      // The orders of the earlier tests settle first: their workers' writes would be counted here.
      await reachStatus(vignetteA.order.id, 'completed');
      await expectNothingWritten(async () => {
        const unknown = await confirm('ASG-1999-000001');
        expect(unknown.status).toBe(400);
        expect(unknown.body.error.code).toBe('invalid-bill-number');
        expect(unknown.body.error.details!.issues).toEqual([
          expect.objectContaining({ path: 'billNumber', key: 'invalid-bill-number', message: expect.any(String) }),
        ]);
      });

      const duplicate = await confirm(vignetteA.bill);
      expect(duplicate.status).toBe(200);
      expect(duplicate.body).toMatchObject({ outcome: 'duplicate', number: vignetteA.order.number });

      const late = await billedVignette(customer);
      expect((await customer.post(`/api/orders/${late.order.id}/cancel`, {})).status).toBe(200);
      const refunding = await confirm(late.bill);
      expect(refunding.status).toBe(200);
      expect(refunding.body).toMatchObject({ outcome: 'refunding', status: 'refunded' });
      expect(await audit('wire-transfer-approve', late.order.id)).toEqual([
        expect.objectContaining({
          staff_id: supervisorId,
          details: expect.objectContaining({ billNumber: late.bill, outcome: 'refunding' }),
        }),
      ]);
      // The refund runs in the worker and ends in a transaction of its own (a wire transfer cannot be
      // given back automatically: refund_failed and a staff alert); later tests count rows, so it ends here.
      await waitFor(
        async () =>
          (await sql<{ status: string }>(`select status from payments where order_id = $1`, [late.order.id])).every(
            ({ status }) => status === 'refunded' || status === 'refund_failed',
          ),
        { timeoutMs: 60_000, intervalMs: 200, description: 'the late transfer’s refund to end' },
      );
    });
  });

  describe('sandbox settings', () => {
    it('changes an insurer within the contract’s limits and audits the change', async () => {
      const before = (await audit('sandbox-settings')).length;
      const saved = await setSandbox('moldasig', { latencyMs: 60_000 });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ slug: 'moldasig', latencyMs: 60_000 });
      expect((await setSandbox('moldasig', { latencyMs: 80 })).status).toBe(200);
      await expectNothingWritten(async () => {
        expect((await setSandbox('moldasig', { latencyMs: 60_001 })).status).toBe(400);
        expect((await setSandbox('*', { mode: 'down' })).status).toBe(404);
      });
      expect((await audit('sandbox-settings')).slice(before)).toEqual([
        expect.objectContaining({ details: { slug: 'moldasig', latencyMs: 60_000 } }),
        expect.objectContaining({ details: { slug: 'moldasig', latencyMs: 80 } }),
      ]);
    });

    it('does not exist in production (404), even for staff', async () => {
      const production = await startProductionApi(stack);
      try {
        // The staff member's session, on the production process of the same database (whose
        // cookies carry the __Host- prefix of an https address).
        const staff = new ApiClient(production.baseUrl, 'en');
        for (const [name, value] of support.cookies) staff.cookies.set(`__Host-${name}`, value);
        expect((await staff.get('/api/console/me')).status).toBe(200);
        await expectNothingWritten(async () => {
          expect((await staff.get<ErrorBody>('/api/console/sandbox/issuers')).status).toBe(404);
          expect((await staff.json('PUT', '/api/console/sandbox/issuers/moldasig', { mode: 'down' })).status).toBe(404);
        });
      } finally {
        await production.stop();
      }
    });
  });
});
