import { Client } from 'pg';
import { exampleDetails, type ProductType } from '@asiguro/domain';
import type { ConsoleOrderRow, OffersResponse, OrderView, StartPaymentResponse } from '@asiguro/contracts';
import { ApiClient, calendarDayPlus, payByCard, startStack, waitFor, type Stack } from '@asiguro/testing';
import { signInWith } from './auth-flows';
import { chisinauWallClock } from './read-back/outside';

const VIGNETTES = ['vignette:ro', 'vignette:md', 'vignette:hu', 'vignette:bg'] as const;

/** Each vignette system and the number format it answers (the sandbox plays them over HTTP). */
const ISSUERS: Record<(typeof VIGNETTES)[number], { slug: string; number: RegExp; byHand: string; days: number }> = {
  // The examples' validities: 30 days, 15 days, a Hungarian "weekly" (10 days), a Bulgarian week.
  'vignette:ro': { slug: 'e-rovinieta', number: /^RO\d{12}$/, byHand: 'RO-2026-PORTAL-01', days: 30 },
  'vignette:md': { slug: 'evinieta-md', number: /^MD-EV-\d{4}-\d{8}$/, byHand: 'MD-EV-PORTAL-0002', days: 15 },
  'vignette:hu': { slug: 'e-matrica', number: /^HU-E\d{2}-\d{9}$/, byHand: 'HU-E26-PORTAL-03', days: 10 },
  'vignette:bg': { slug: 'bg-toll', number: /^BG[A-Z0-9]{10}$/, byHand: 'BGPORTAL0004', days: 7 },
};

/** The day and wall-clock time in Chișinău, by Intl's time-zone data (not the code under test). */
function chisinau(instant: Date): { day: string; clock: string } {
  const wall = chisinauWallClock(instant);
  return { day: wall.slice(0, 10), clock: wall.slice(11, 16) };
}

/**
 * Vignettes through the whole product (API, worker, sandbox vignette systems over HTTP): issued
 * by the state system's API within seconds while it answers; handed to an operator when it is
 * down, with an honest promise to the customer, a deadline in the console's manual queue, the
 * stuck alert past it, and completion once staff enter the number from the portal.
 */
describe('vignette issuance: automatic, with a person as the fallback', () => {
  let stack: Stack;
  let db: Client;
  let staff: ApiClient;

  beforeAll(async () => {
    stack = await startStack({ OFFER_SEARCH_DEADLINE_MS: '5000', PARTNER_RETRIES: '1' });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    staff = new ApiClient(stack.baseUrl, 'en');
    await signInWith(staff, 'google', 'Ana Suport');
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const setIssuer = async (slug: string, mode: 'up' | 'down') =>
    expect((await staff.json('PUT', `/api/console/sandbox/issuers/${slug}`, { mode })).status).toBe(200);

  /** A vignette as the storefront confirms it: draft, offers, the state price fixed. */
  async function confirmed(customer: ApiClient, product: ProductType): Promise<OrderView> {
    const created = await customer.post<OrderView>('/api/orders', {
      items: [{ type: product, details: exampleDetails()[product] }],
    });
    expect(created.status).toBe(201);
    const offers = await customer.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
    if (offers.body.offers?.length !== 1) throw new Error(`${product} offers: ${JSON.stringify(offers.body)}`);
    const confirmed = await customer.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: offers.body.offers[0].id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456', email: `${product.replace(':', '-')}@example.md` },
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  }

  /** Paid by card on the provider's page. */
  async function pay(customer: ApiClient, order: OrderView): Promise<void> {
    const payment = await customer.post<StartPaymentResponse>(`/api/orders/${order.id}/payments`, { provider: 'card' });
    expect(payment.status).toBe(201);
    expect((await payByCard(payment.body.redirectUrl!)).status).toBe(303);
  }

  async function until(customer: ApiClient, orderId: string, done: (view: OrderView) => boolean, what: string) {
    return waitFor(
      async () => {
        const view = (await customer.get<OrderView>(`/api/orders/${orderId}`)).body;
        return done(view) ? view : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, description: what },
    );
  }

  const issuedBy = async (orderId: string) =>
    (await db.query(`select issued_by from policies where order_id = $1`, [orderId])).rows[0]?.issued_by;

  it('issues each of the four vignettes through its system’s API, with nobody waiting on a person', async () => {
    const customer = new ApiClient(stack.baseUrl, 'ro');
    await customer.get('/api/health'); // one session, before the purchases run side by side
    const orders = await Promise.all(VIGNETTES.map((product) => confirmed(customer, product)));
    await Promise.all(orders.map((order) => pay(customer, order)));
    const completed = await Promise.all(
      orders.map((order) =>
        until(customer, order.id, (view) => view.status === 'completed', `${order.number} to complete`),
      ),
    );
    for (const [index, product] of VIGNETTES.entries()) {
      const view = completed[index];
      expect(view.policy?.number).toMatch(ISSUERS[product].number);
      expect(view.policy?.insurer).toBe(ISSUERS[product].slug);
      expect(view.manualIssuance).toBeNull();
      expect(view.documents.map((document) => document.kind)).toEqual(
        expect.arrayContaining(['policy', 'invoice', 'wallet_pass', 'google_pass']),
      );
      expect(await issuedBy(view.id)).toBe('partner');
    }
    expect((await staff.get<{ orders: unknown[] }>('/api/console/orders?view=manual')).body.orders).toEqual([]);
  });

  it('hands each vignette to an operator while its system is down, promises an honest time, and completes when staff issue it', async () => {
    const customer = new ApiClient(stack.baseUrl, 'en');
    await customer.get('/api/health');
    const orders = await Promise.all(VIGNETTES.map((product) => confirmed(customer, product)));
    // Priced while the systems answered; they go down before the payments arrive.
    for (const product of VIGNETTES) await setIssuer(ISSUERS[product].slug, 'down');
    try {
      await Promise.all(orders.map((order) => pay(customer, order)));
      await Promise.all(
        orders.map((order) =>
          until(customer, order.id, (view) => view.manualIssuance !== null, `${order.number} to be handed to a person`),
        ),
      );
    } finally {
      for (const product of VIGNETTES) await setIssuer(ISSUERS[product].slug, 'up');
    }

    // The customer sees that a person issues it, and by when: half an hour during the operators'
    // hours (08:00–20:00 in Chișinău), else 08:30 the next morning.
    const queue = (await staff.get<{ orders: ConsoleOrderRow[] }>('/api/console/orders?view=manual')).body.orders;
    for (const order of orders) {
      const view = (await customer.get<OrderView>(`/api/orders/${order.id}`)).body;
      expect(view.status).toBe('processing');
      const [row] = (
        await db.query<{ since: Date; due: Date; reason: string }>(
          `select manual_issuance_since as since, manual_issuance_due as due, manual_issuance_reason as reason
             from orders where id = $1`,
          [order.id],
        )
      ).rows;
      expect(row.reason).toContain(view.chosenOffer!.insurer.slug);
      const handed = chisinau(row.since);
      const due = new Date(view.manualIssuance!.due);
      // The promise is written to the second.
      expect(due.getTime()).toBe(Math.floor(row.due.getTime() / 1000) * 1000);
      // The promise carries Chișinău's offset, so the customer's clock reads it right.
      expect(view.manualIssuance!.due).toMatch(/T\d{2}:\d{2}:\d{2}\+0[23]:00$/);
      if (handed.clock >= '08:00' && handed.clock < '20:00') {
        expect(view.manualIssuance!.duringWorkingHours).toBe(true);
        expect(row.due.getTime() - row.since.getTime()).toBe(30 * 60_000);
      } else {
        expect(view.manualIssuance!.duringWorkingHours).toBe(false);
        expect(chisinau(due).clock).toBe('08:30');
        expect(chisinau(due).day > handed.day || handed.clock < '08:00').toBe(true);
      }
      // Staff see it in the manual queue with the same deadline.
      expect(queue.find((candidate) => candidate.id === order.id)?.manualIssuanceDue).toBe(row.due.toISOString());
    }

    // Within its deadline an order is not stuck; past it, it is (the console's stuck list and count).
    const stuckNumbers = async () =>
      (await staff.get<{ orders: ConsoleOrderRow[] }>('/api/console/orders?view=stuck')).body.orders.map(
        (row) => row.number,
      );
    expect(await stuckNumbers()).toEqual([]);
    const late = orders[0];
    await db.query(
      `update orders set manual_issuance_since = now() - interval '40 minutes', manual_issuance_due = now() - interval '10 minutes'
        where id = $1`,
      [late.id],
    );
    expect(await stuckNumbers()).toEqual([late.number]);
    expect((await staff.get<{ stuckCount: number }>('/api/console/dashboard')).body.stuckCount).toBe(1);

    // A period that ends before it starts is refused, and nothing is recorded.
    const backwards = await staff.post<{ error: { code: string } }>(
      `/api/console/orders/${orders[0].id}/manual-issuance`,
      {
        number: ISSUERS['vignette:ro'].byHand,
        validFrom: '2026-12-10',
        validTo: '2026-12-09',
      },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.code).toBe('validation-failed');
    expect(await issuedBy(orders[0].id)).toBeUndefined();

    // Staff issue each one with the number from the portal; the order completes as if the system had answered.
    for (const [index, product] of VIGNETTES.entries()) {
      const answer = await staff.post<{ status: string; number: string }>(
        `/api/console/orders/${orders[index].id}/manual-issuance`,
        { number: ISSUERS[product].byHand, reason: 'Issued in the state portal' },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'issued', number: ISSUERS[product].byHand });
    }
    // The operator bought the days the customer asked for: from the day entered, for the validity chosen.
    const start = calendarDayPlus(chisinau(new Date()).day, 7);
    for (const [index, order] of orders.entries()) {
      const view = await until(
        customer,
        order.id,
        (candidate) => candidate.status === 'completed',
        `${order.number} to complete`,
      );
      expect(view.manualIssuance).toBeNull();
      expect([view.policy?.validFrom, view.policy?.validTo]).toEqual([
        start,
        calendarDayPlus(start, ISSUERS[VIGNETTES[index]].days - 1),
      ]);
      expect(view.documents.map((document) => document.kind)).toContain('policy');
      expect(await issuedBy(order.id)).toBe('operator');
    }
    expect((await staff.get<{ orders: unknown[] }>('/api/console/orders?view=manual')).body.orders).toEqual([]);
    expect(await stuckNumbers()).toEqual([]);
  });
});
