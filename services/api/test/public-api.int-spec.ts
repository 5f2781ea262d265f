import { Client } from 'pg';
import { exampleDetails, formatDmy, plusDays, PRODUCT_TYPES, todayIn } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { orderLinkToken } from '@asiguro/orchestration';
import { parseConfig } from '@asiguro/platform';
import { ApiClient, payByCard, startStack, TEST_CARDS, waitFor, type Stack } from '@asiguro/testing';
import { GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';
import { addressLimitOf, RATE_LIMITS } from '../src/security/rate-limits';
import { purchaseProof, referralToken, sellerKey } from '../src/sellers/seller-signatures';

const SECRET = parseConfig({ NODE_ENV: 'test' }).SESSION_SECRET;
/** Each rate limit allows an address this many times a session's (small, so the tests are quick). */
/** The per-address limits of production (the test stack's default raises them: its clients share 127.0.0.1). */
const ADDRESS_FACTOR = 1;
const DAY_MS = 24 * 3600 * 1000;
const PAID = ['paid', 'processing', 'issued', 'completed'];

type Offers = { offers: { id: string; payable: { minor: number; currency: string } }[] };
type PayOrder = { result: { orderId: string; status: string; outcome: string } };

type ErrorBody = {
  error: { code: string; status: number; message: string; details?: { issues?: { path: string; key: string }[] } };
};

/**
 * Every public endpoint, with good input, bad input (400 with error keys and localized messages,
 * nothing written) and another session's order (404). The whole stack runs: the sandbox plays
 * the registries, insurers and payment providers.
 */
describe('public API', () => {
  let stack: Stack;
  let db: Client;
  let me: ApiClient;
  let stranger: ApiClient;

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_ADDRESS_FACTOR: String(ADDRESS_FACTOR) });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    me = new ApiClient(stack.baseUrl, 'ro');
    stranger = new ApiClient(stack.baseUrl, 'en');
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** Prices a draft and confirms an offer (the cheapest unless told): an unpaid order. */
  async function confirmOffer(client: ApiClient, orderId: string, pick = (offers: Offers['offers']) => offers[0]) {
    const offers = await client.post<Offers>(`/api/orders/${orderId}/offers`);
    expect(offers.status).toBe(200);
    const offer = pick(offers.body.offers);
    const confirmed = await client.post<OrderView>(`/api/orders/${orderId}/confirm`, {
      offerId: offer.id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456' },
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  }

  /** Starts a card payment: its payment row and the provider's page. */
  async function startCardPayment(client: ApiClient, orderId: string) {
    const started = await client.post<{ paymentId: string; redirectUrl: string }>(`/api/orders/${orderId}/payments`, {
      provider: 'card',
    });
    expect(started.status).toBe(201);
    const [row] = (await db.query(`select provider_payment_id from payments where id = $1`, [started.body.paymentId]))
      .rows;
    return { ...started.body, providerPaymentId: row.provider_payment_id as string };
  }

  /** The provider's transaction id of a settled card payment (what the customer's receipt shows). */
  async function transactionOf(providerPaymentId: string): Promise<string> {
    const response = await fetch(`${stack.sandboxUrl}/payments/control/payments/card/${providerPaymentId}`);
    const { transactionId } = (await response.json()) as { transactionId: string | null };
    if (!transactionId) throw new Error('the payment is not settled');
    return transactionId;
  }

  const statusOf = async (orderId: string) =>
    (await db.query(`select status from orders where id = $1`, [orderId])).rows[0].status as string;

  /** An order paid by card through the sandbox's page, once the payment is recorded. */
  async function paidOrder(client: ApiClient, body: object = rca()) {
    const created = await client.post<OrderView>('/api/orders', body);
    expect(created.status).toBe(201);
    await confirmOffer(client, created.body.id);
    const payment = await startCardPayment(client, created.body.id);
    expect((await payByCard(payment.redirectUrl)).status).toBe(303);
    await waitFor(async () => PAID.includes(await statusOf(created.body.id)), { description: 'the order paid' });
    return { order: created.body, payment };
  }

  const count = async (table: string) =>
    (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;
  const rca = () => ({ items: [{ type: 'rca', details: rcaDetailsFor(GOLF) }] });

  async function expectNothingWritten(action: () => Promise<unknown>) {
    // Orders earlier tests paid go on to issuance and documents in the worker, writing events and
    // outbox rows of their own: the count starts once none is in flight.
    await waitFor(
      async () =>
        (await db.query(`select 1 from orders where status in ('paid', 'processing', 'issued') limit 1`)).rowCount ===
        0,
      { timeoutMs: 120_000, description: 'earlier orders to settle' },
    );
    const before = await Promise.all(['orders', 'order_events', 'outbox', 'payments'].map(count));
    await action();
    expect(await Promise.all(['orders', 'order_events', 'outbox', 'payments'].map(count))).toEqual(before);
  }

  describe('catalogue and rates', () => {
    it('publishes every product line with its localized names, slugs, steps and JSON Schema', async () => {
      const { status, body } = await me.get<{
        products: { type: string; name: { ro: string }; detailsJsonSchema: object }[];
      }>('/api/products');
      expect(status).toBe(200);
      const products = (body as unknown as { products?: unknown[] }).products ?? (body as unknown as unknown[]);
      const types = (products as { type: string }[]).map((product) => product.type).sort();
      expect(types).toEqual([...PRODUCT_TYPES].sort());
    });

    it("answers today's official rates, MDL being 1", async () => {
      const { status, body } = await me.get<{ date: string; rates: Record<string, number>; fallback: boolean }>(
        '/api/rates/today',
      );
      expect(status).toBe(200);
      expect(body.date).toMatch(/^\d{8}$/);
      expect(body.rates.MDL).toBe(1);
      expect(body.rates.EUR).toBeGreaterThan(10);
      expect(typeof body.fallback).toBe('boolean');
    });
  });

  describe('orders', () => {
    it('creates a draft, and refuses bad input with keyed, localized errors while writing nothing', async () => {
      const created = await me.post<OrderView>('/api/orders', rca());
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        status: 'draft',
        version: 1,
        insuranceType: 'rca',
        accepts: ['UPDATE', 'CONFIRM', 'EXPIRE', 'CANCEL'],
      });

      await expectNothingWritten(async () => {
        const badCode = await me.post<ErrorBody>('/api/orders', {
          items: [
            {
              type: 'rca',
              details: { ...rcaDetailsFor(GOLF), contractor: { contractorType: 'individual', idnp: '2004787371521' } },
            },
          ],
        });
        expect(badCode.status).toBe(400);
        expect(badCode.body.error.code).toBe('validation-failed');
        expect(badCode.body.error.details?.issues).toContainEqual(
          expect.objectContaining({ path: 'items.0.details.contractor.idnp', key: 'invalid-idnp' }),
        );
        expect(badCode.body.error.message).toMatch(/corect/); // Romanian, as asked by Accept-Language

        const english = await stranger.post<ErrorBody>('/api/orders', { items: [] });
        expect(english.status).toBe(400);
        expect(english.body.error.message).toMatch(/[A-Za-z]/);

        for (const body of [
          { ...rca(), author: 'anon:someone-else' },
          { ...rca(), status: 'paid' },
          { items: [{ type: 'no-such-product', details: {} }] },
          { items: 'rca' },
          'not an object',
        ]) {
          const response = await me.post<ErrorBody>('/api/orders', body);
          expect({ body, status: response.status }).toEqual({ body, status: 400 });
        }
      });
    });

    it("reads, changes and cancels only the caller's own orders", async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      expect((await me.get(`/api/orders/${order.id}`)).status).toBe(200);
      expect((await stranger.get<ErrorBody>(`/api/orders/${order.id}`)).body.error.code).toBe('not-found-order');
      expect((await stranger.patch(`/api/orders/${order.id}`, { lang: 'en' })).status).toBe(404);
      expect((await stranger.post(`/api/orders/${order.id}/cancel`)).status).toBe(404);
      expect((await stranger.post(`/api/orders/${order.id}/offers`)).status).toBe(404);

      const updated = await me.patch<OrderView>(`/api/orders/${order.id}`, { version: 1, lang: 'ru' });
      expect(updated.body).toMatchObject({ version: 2, lang: 'ru' });
      const stale = await me.patch<ErrorBody>(`/api/orders/${order.id}`, { version: 1, lang: 'en' });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('stale-order');
      const otherProduct = await me.patch<ErrorBody>(`/api/orders/${order.id}`, {
        items: [{ type: 'casco', details: {} }],
      });
      expect(otherProduct.body.error.code).toBe('invalid-options');

      const canceled = await me.post<OrderView>(`/api/orders/${order.id}/cancel`);
      expect(canceled.body.status).toBe('canceled');
      const refused = await me.patch<ErrorBody>(`/api/orders/${order.id}`, { lang: 'en' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'event-refused', details: { status: 'canceled' } });
    });

    it('searches offers (cheapest first), confirms one with the consents, and starts a payment', async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      const offers = await me.post<{
        offers: { id: string; payable: { minor: number; currency: string }; presenceStatement: boolean }[];
      }>(`/api/orders/${order.id}/offers`);
      expect(offers.status).toBe(200);
      const prices = offers.body.offers.map((offer) => offer.payable.minor);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(offers.body.offers.every((offer) => offer.payable.currency === 'MDL')).toBe(true);

      const early = await me.post<ErrorBody>(`/api/orders/${order.id}/payments`, { provider: 'card' });
      expect(early.body.error.code).toBe('event-refused');
      const noOffer = await me.post<ErrorBody>(`/api/orders/${order.id}/confirm`, {
        offerId: 'nope',
        consents: { terms: true, personalData: true },
        contact: { phone: '069123456' },
      });
      expect(noOffer.body.error.code).toBe('price-required-error');
      const noConsent = await me.post<ErrorBody>(`/api/orders/${order.id}/confirm`, {
        offerId: offers.body.offers[0].id,
        consents: { terms: false, personalData: true },
      });
      expect(noConsent.status).toBe(400);
      expect(
        (
          await stranger.post(`/api/orders/${order.id}/confirm`, {
            offerId: offers.body.offers[0].id,
            consents: { terms: true, personalData: true },
          })
        ).status,
      ).toBe(404);

      const confirmed = await me.post<OrderView>(`/api/orders/${order.id}/confirm`, {
        offerId: offers.body.offers[0].id,
        consents: { terms: true, personalData: true },
        contact: { phone: '069123456' },
      });
      expect(confirmed.body).toMatchObject({ status: 'unpaid', price: offers.body.offers[0].payable });

      const wire = await me.post<ErrorBody>(`/api/orders/${order.id}/payments`, { provider: 'wire-transfer' });
      expect(wire.body.error.code).toBe('invalid-options'); // bank transfer is for companies
      expect((await stranger.post(`/api/orders/${order.id}/payments`, { provider: 'card' })).status).toBe(404);
      const payment = await me.post<{ paymentId: string; redirectUrl: string }>(`/api/orders/${order.id}/payments`, {
        provider: 'card',
      });
      expect(payment.status).toBe(201);
      expect(payment.body.redirectUrl.startsWith(stack.sandboxUrl)).toBe(true);
    });

    it('renews an order into a new pre-filled draft, for its author or the holder of the e-mail link', async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      const renewed = await me.post<OrderView>(`/api/orders/${order.id}/renew`);
      expect(renewed.status).toBe(201);
      expect(renewed.body.id).not.toBe(order.id);
      expect(renewed.body).toMatchObject({ status: 'draft', insuranceType: 'rca' });
      const details = renewed.body.items[0].details as { vehicle: object; startDate: string };
      expect(details.vehicle).toEqual({ certificateNumber: GOLF.certificateNumber });
      expect(details.startDate).toBe(formatDmy(plusDays(todayIn(new Date()), 1)));

      expect((await stranger.post(`/api/orders/${order.id}/renew`)).status).toBe(404);
      const token = encodeURIComponent(orderLinkToken(order.id, parseConfig({ NODE_ENV: 'test' }).SESSION_SECRET));
      const byLink = await stranger.post<OrderView>(`/api/orders/${order.id}/renew?t=${token}`);
      expect(byLink.status).toBe(201);
      expect((await stranger.get(`/api/orders/${byLink.body.id}`)).status).toBe(200);
    });

    it('answers the spec’s “no offers” notice when every insurer declines', async () => {
      const details = exampleDetails().medical;
      const old = { ...details, persons: [{ ...details.persons[0], birthday: '01.01.1935' }] };
      const order = (await me.post<OrderView>('/api/orders', { items: [{ type: 'medical', details: old }] })).body;
      const offers = await me.post<{
        offers: unknown[];
        notice?: { code: string; message: string };
        declined: unknown[];
      }>(`/api/orders/${order.id}/offers`);
      expect(offers.status).toBe(200);
      expect(offers.body.offers).toEqual([]);
      expect(offers.body.notice).toMatchObject({ code: 'no-offers' });
      expect(offers.body.declined.length).toBeGreaterThan(0);
    });
  });

  describe('payment notifications', () => {
    it('refuses a notification with a wrong signature (401) or a malformed one (400), changing nothing', async () => {
      await expectNothingWritten(async () => {
        const forged = await fetch(`${stack.baseUrl}/api/payments/card/notifications`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': 'sha256=AAAA',
            'x-signature-timestamp': String(Math.floor(Date.now() / 1000)),
          },
          body: JSON.stringify({ checkoutId: 'x', paymentStatus: 'Executed' }),
        });
        expect([400, 401]).toContain(forged.status);
        const malformed = await fetch(`${stack.baseUrl}/api/payments/card/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        });
        expect(malformed.status).toBe(400);
        expect(
          (await fetch(`${stack.baseUrl}/api/payments/paypal/notifications`, { method: 'POST', body: '{}' })).status,
        ).toBe(404);
      });
    });
  });

  describe('documents and the public policy check', () => {
    it('answers the check of an unknown policy without personal data, and refuses nonsense', async () => {
      const unknown = await me.get<{ found: boolean; valid: boolean }>('/api/policies/IAI000000AAA/check');
      expect(unknown.body).toMatchObject({ found: false, valid: false });
      expect((await me.get('/api/policies/%3Cscript%3E/check')).status).toBe(400);
    });

    it("hides another session's documents", async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      expect((await stranger.get(`/api/orders/${order.id}/documents`)).status).toBe(404);
      expect((await stranger.get(`/api/orders/${order.id}/documents/policy`)).status).toBe(404);
      expect((await me.get(`/api/orders/${order.id}/documents/policy`)).status).toBe(404); // not issued yet
    });
  });

  describe('order links', () => {
    it('refuses a repeated link token (?t=a&t=b) with 400, alike for an existing and an unknown order', async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const path of ['', '/status', '/stream']) {
        const existing = await stranger.get<ErrorBody>(`/api/orders/${order.id}${path}?t=a&t=b`);
        const missing = await stranger.get<ErrorBody>(`/api/orders/${unknown}${path}?t=a&t=b`);
        expect({ path, existing: existing.status, missing: missing.status }).toEqual({
          path,
          existing: 400,
          missing: 400,
        });
        expect(existing.body).toEqual(missing.body);
        expect(existing.body.error.code).toBe('validation-failed');
      }
      await expectNothingWritten(async () => {
        expect((await stranger.post(`/api/orders/${order.id}/renew?t=a&t=b`)).status).toBe(400);
        expect((await stranger.post(`/api/orders/${unknown}/renew?t=a&t=b`)).status).toBe(400);
      });
    });
  });

  describe('payments', () => {
    it('payorder finds the attempt that carries the transaction, even when a newer one is still pending', async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      await confirmOffer(me, order.id);
      const older = await startCardPayment(me, order.id);
      const newer = await startCardPayment(me, order.id); // the customer came back and started again
      expect((await payByCard(older.redirectUrl)).status).toBe(303);
      const transactionId = await transactionOf(older.providerPaymentId);

      expect(
        (await stranger.post('/api/functions/payorder', { data: { orderId: order.id, transactionId, type: 'card' } }))
          .status,
      ).toBe(404);
      const paid = await me.post<PayOrder>('/api/functions/payorder', {
        data: { orderId: order.id, transactionId, type: 'card' },
      });
      expect(paid.status).toBe(200);
      // 'applied' when payorder came first, 'duplicate' when the provider's notification did.
      expect(['applied', 'duplicate']).toContain(paid.body.result.outcome);
      expect(PAID).toContain(paid.body.result.status);
      const rows = await db.query(`select provider_payment_id, status, applied from payments where order_id = $1`, [
        order.id,
      ]);
      expect(rows.rows).toEqual(
        expect.arrayContaining([
          { provider_payment_id: older.providerPaymentId, status: 'succeeded', applied: true },
          { provider_payment_id: newer.providerPaymentId, status: 'initiated', applied: false },
        ]),
      );
      const again = await me.post<PayOrder>('/api/functions/payorder', {
        data: { orderId: order.id, transactionId, type: 'card' },
      });
      expect(again.body.result.outcome).toBe('duplicate');
    });

    it('payorder answers a declined payment as a result (200) and writes nothing more than the decline', async () => {
      const order = (await me.post<OrderView>('/api/orders', rca())).body;
      await confirmOffer(me, order.id);
      const payment = await startCardPayment(me, order.id);
      await payByCard(payment.redirectUrl, TEST_CARDS.declined);
      const transactionId = await transactionOf(payment.providerPaymentId);
      // The provider's notification records the decline once.
      await waitFor(
        async () =>
          (await db.query(`select status from payments where id = $1`, [payment.paymentId])).rows[0].status ===
          'failed',
        { description: 'the decline recorded' },
      );
      await expectNothingWritten(async () => {
        const declined = await me.post<PayOrder>('/api/functions/payorder', {
          data: { orderId: order.id, transactionId, type: 'card' },
        });
        expect(declined.status).toBe(200);
        expect(declined.body.result).toEqual({ orderId: order.id, status: 'unpaid', outcome: 'declined' });
        const stranger404 = await stranger.post('/api/functions/payorder', {
          data: { orderId: order.id, transactionId, type: 'card' },
        });
        expect(stranger404.status).toBe(404);
        const foreign = await me.post<ErrorBody>('/api/functions/payorder', {
          data: { orderId: order.id, transactionId: 'not-a-transaction-of-this-order', type: 'card' },
        });
        expect(foreign.body.error.code).toBe('billNumber-error');
      });
    });

    it('asks the new price on the same invoice when a company re-confirms its order at another price', async () => {
      const company = {
        ...rca(),
        billing: { payerType: 'company', companyName: 'Donaris Vienna Insurance Group', idno: '1002600020908' },
      };
      const order = (await me.post<OrderView>('/api/orders', company)).body;
      const first = await confirmOffer(me, order.id);
      const invoice = await me.post<{ paymentId: string; invoice: { number: string; amount: string } }>(
        `/api/orders/${order.id}/payments`,
        { provider: 'wire-transfer' },
      );
      expect(invoice.status).toBe(201);

      // Back to a draft (an unpaid order's change drops its offer), then another insurer's price.
      const draft = await me.patch<OrderView>(`/api/orders/${order.id}`, { lang: 'en' });
      expect(draft.body.status).toBe('draft');
      const second = await confirmOffer(me, order.id, (offers) => {
        const other = offers.find((offer) => offer.payable.minor !== first.price!.minor);
        if (!other) throw new Error('every insurer offered the same price');
        return other;
      });
      const again = await me.post<{ paymentId: string; invoice: { number: string; amount: string } }>(
        `/api/orders/${order.id}/payments`,
        { provider: 'wire-transfer' },
      );
      expect(again.body.paymentId).toBe(invoice.body.paymentId);
      expect(again.body.invoice.number).toBe(invoice.body.invoice.number);
      expect(again.body.invoice.amount).toBe(`${(second.price!.minor / 100).toFixed(2)} MDL`);
      // What staff confirm from the console: the payment row's amount, which must be the new price.
      const rows = await db.query(`select amount_minor, currency from payments where order_id = $1`, [order.id]);
      expect(rows.rows).toEqual([{ amount_minor: String(second.price!.minor), currency: 'MDL' }]);
    });
  });

  describe('sellers and perks', () => {
    const dealer = { id: 'auto-centru', idno: '1003600575667' };
    const dealerKey = sellerKey(dealer.id, SECRET);
    const inAWeek = () => new Date(Date.now() + 7 * DAY_MS);

    it('attributes an order to a seller only through its signed referral, refusing forged ones and writing nothing', async () => {
      await expectNothingWritten(async () => {
        const named = await me.post<ErrorBody>('/api/orders', { ...rca(), seller: dealer.id });
        expect(named.status).toBe(400);
        const valid = referralToken(dealer.id, dealerKey, inAWeek());
        const [, expires, signature] = valid.split('.');
        for (const referral of [
          referralToken(dealer.id, sellerKey('banca-ipotecara', SECRET), inAWeek()),
          `banca-ipotecara.${expires}.${signature}`,
          `${dealer.id}.${Number(expires) + 1}.${signature}`,
          referralToken(dealer.id, dealerKey, new Date(Date.now() - 1000)),
          dealer.id,
        ]) {
          const forged = await me.post<ErrorBody>('/api/orders', { ...rca(), referral });
          expect({ referral, status: forged.status }).toEqual({ referral, status: 400 });
          expect(forged.body.error.details?.issues).toContainEqual(
            expect.objectContaining({ path: 'referral', key: 'invalid-value' }),
          );
        }
      });
      const referred = await me.post<OrderView>('/api/orders', {
        ...rca(),
        referral: referralToken(dealer.id, dealerKey, inAWeek()),
      });
      expect(referred.status).toBe(201);
      expect(referred.body.seller).toBe(dealer.id);
      const feature = await me.post<{ result: { type: string; value: string[] } }>('/api/functions/getpartnerfeature', {
        data: { orderId: referred.body.id, type: 'payment-methods' },
      });
      expect(feature.body.result).toEqual({ type: 'payment-methods', value: ['card', 'wire-transfer'] });
    });

    it("activates a purchase perk only with the seller's signed proof, once per purchase, refusing forgeries", async () => {
      const buyer = new ApiClient(stack.baseUrl, 'en');
      // The dealer's site sent the customer: the order is the dealer's.
      const referred = () => ({ ...rca(), referral: referralToken(dealer.id, dealerKey, inAWeek()) });
      const { order } = await paidOrder(buyer, referred());
      expect(order.seller).toBe(dealer.id);
      const perksOf = async (orderId: string) =>
        (await db.query(`select perk_id from order_perks where order_id = $1`, [orderId])).rows;
      const activate = (data: object) => buyer.post<ErrorBody>('/api/functions/activateperks', { data });

      // The dealer's IDNO is public, so it proves nothing; nor does an unsigned or foreign-signed
      // code, nor asking for a purchase perk (or another seller's perk) by its id.
      for (const data of [
        { orderId: order.id, idno: dealer.idno, transactionId: 'AC-2026-000123' },
        { orderId: order.id, idno: dealer.idno, transactionId: `AC-2026-000123.${'A'.repeat(43)}` },
        {
          orderId: order.id,
          idno: dealer.idno,
          transactionId: purchaseProof(dealer.id, sellerKey('banca-ipotecara', SECRET), 'AC-2026-000123'),
        },
        { orderId: order.id, perkId: 'first-service-10' },
        { orderId: order.id, perkId: 'mortgage-rate-bonus' },
      ]) {
        const refused = await activate(data);
        expect({ data, status: refused.status, code: refused.body.error?.code }).toEqual({
          data,
          status: 400,
          code: 'invalid-options',
        });
      }
      expect(await perksOf(order.id)).toEqual([]);

      const proof = purchaseProof(dealer.id, dealerKey, 'AC-2026-000123');
      const activated = await buyer.post<{ result: { orderId: string; perks: { id: string; title: string }[] } }>(
        '/api/functions/activateperks',
        { data: { orderId: order.id, idno: dealer.idno, transactionId: proof } },
      );
      expect(activated.status).toBe(200);
      expect(activated.body.result).toEqual({
        orderId: order.id,
        perks: [{ id: 'first-service-10', title: '10% off the first service' }],
      });
      // The same receipt again on this order changes nothing; on another order it is refused.
      expect((await activate({ orderId: order.id, idno: dealer.idno, transactionId: proof })).status).toBe(200);
      const second = await paidOrder(buyer, referred());
      const reused = await activate({ orderId: second.order.id, idno: dealer.idno, transactionId: proof });
      expect(reused.status).toBe(400);
      expect(await perksOf(second.order.id)).toEqual([]);
      expect(await perksOf(order.id)).toEqual([{ perk_id: 'first-service-10' }]);
    });
  });

  describe('rate limits', () => {
    /** A script: no session cookie (so a new session every time), its own CSRF pair, one address. */
    const scripted = (address: string) => ({
      'x-forwarded-for': address,
      cookie: `asg_csrf=${'s'.repeat(32)}`,
      'x-csrf-token': 's'.repeat(32),
      'content-type': 'application/json',
    });

    async function statusesOf(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
      const statuses: number[] = [];
      // In small batches: quick, without flooding the two cores.
      for (let i = 0; i < count; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, (_, j) => send(i + j).then((response) => response.status)),
        );
        statuses.push(...batch);
      }
      return statuses;
    }

    it('limits offer searches per network address, whatever cookies the client drops, and still per session', async () => {
      const unknownOrder = '00000000-0000-4000-8000-000000000000';
      const limit = addressLimitOf('offers', ADDRESS_FACTOR);
      const script = await statusesOf(limit + 1, () =>
        fetch(`${stack.baseUrl}/api/orders/${unknownOrder}/offers`, {
          method: 'POST',
          headers: scripted('203.0.113.10'),
        }),
      );
      expect(script.filter((status) => status === 404).length).toBe(limit);
      expect(script.filter((status) => status === 429).length).toBe(1);
      // Another address is another client.
      const neighbour = await fetch(`${stack.baseUrl}/api/orders/${unknownOrder}/offers`, {
        method: 'POST',
        headers: scripted('203.0.113.11'),
      });
      expect(neighbour.status).toBe(404);
      // One session that changes its address is still one session.
      const browser = new ApiClient(stack.baseUrl);
      await browser.get('/api/health'); // its session and CSRF cookies, before the parallel requests
      const roaming = await statusesOf(RATE_LIMITS.offers.limit + 1, (i) =>
        browser.fetch(`/api/orders/${unknownOrder}/offers`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      );
      expect(roaming.filter((status) => status === 429).length).toBe(1);
    });

    it('limits callable functions per network address for clients without a session', async () => {
      const limit = addressLimitOf('functions', ADDRESS_FACTOR);
      const script = await statusesOf(limit + 1, () =>
        fetch(`${stack.baseUrl}/api/functions/getcompany`, {
          method: 'POST',
          headers: scripted('203.0.113.20'),
          body: JSON.stringify({ data: { idno: 'not-an-idno' } }),
        }),
      );
      expect(script.filter((status) => status === 400).length).toBe(limit);
      expect(script.filter((status) => status === 429).length).toBe(1);
      const neighbour = await fetch(`${stack.baseUrl}/api/functions/getcompany`, {
        method: 'POST',
        headers: scripted('203.0.113.21'),
        body: JSON.stringify({ data: { idno: 'not-an-idno' } }),
      });
      expect(neighbour.status).toBe(400);
    });
  });

  describe('my account', () => {
    /** A draft of `type` about one vehicle, then made `status` and `minutesAgo` old in the database. */
    async function orderOf(
      client: ApiClient,
      type: string,
      certificate: string | null,
      status: string,
      minutesAgo: number,
    ): Promise<string> {
      const details =
        certificate === null
          ? {}
          : type.startsWith('vignette')
            ? { certificateNumber: certificate }
            : { vehicle: { certificateNumber: certificate } };
      const created = await client.post<OrderView>('/api/orders', { items: [{ type, details }] });
      expect(created.status).toBe(201);
      await db.query(
        `update orders set status = $2::text, created_at = now() - make_interval(mins => $3),
                price_minor = case when $2::text in ('draft', 'expired', 'canceled') then null else 100000 end,
                price_currency = case when $2::text in ('draft', 'expired', 'canceled') then null else 'MDL' end,
                completed_at = case when $2::text = 'completed' then now() else null end
          where id = $1`,
        [created.body.id, status, minutesAgo],
      );
      return created.body.id;
    }

    const shortcuts = async (client: ApiClient) =>
      (await client.get<{ orders: { id: string; certificateNumber: string | null }[] }>('/api/me/orders')).body.orders;

    it('lists the newest order of each of the two latest vehicles, among drafts, completed and expired motor orders', async () => {
      const client = new ApiClient(stack.baseUrl);
      await orderOf(client, 'rca', '100000001', 'draft', 60);
      await orderOf(client, 'green-card', '100000002', 'completed', 50);
      const vignette = await orderOf(client, 'vignette:ro', '100000003', 'expired', 40);
      const casco = await orderOf(client, 'casco', '100000001', 'draft', 30); // the first vehicle again
      await orderOf(client, 'rca', '100000004', 'unpaid', 20); // not a status My account lists
      await orderOf(client, 'medical', null, 'draft', 10); // not a product My account lists
      await orderOf(client, 'rca', '100000005', 'canceled', 5);
      expect(await shortcuts(client)).toEqual([
        expect.objectContaining({ id: casco, certificateNumber: '100000001' }),
        expect.objectContaining({ id: vignette, certificateNumber: '100000003' }),
      ]);
    });

    it('merges the fallback on insuranceType newest first, when fewer than two vehicles were found', async () => {
      const client = new ApiClient(stack.baseUrl);
      await orderOf(client, 'rca', '100000011', 'completed', 30);
      const latest = await orderOf(client, 'rca', '100000011', 'draft', 20);
      // A version-1 order: its productTypes carry an old name, only its insuranceType finds it.
      const legacy = await orderOf(client, 'green-card', '100000012', 'expired', 10);
      await db.query(`update orders set product_types = '{green-card-v1}' where id = $1`, [legacy]);
      expect(await shortcuts(client)).toEqual([
        expect.objectContaining({ id: legacy, certificateNumber: '100000012' }),
        expect.objectContaining({ id: latest, certificateNumber: '100000011' }),
      ]);
    });

    it('answers the caller, their shortcut list, their history and their latest draft', async () => {
      const caller = new ApiClient(stack.baseUrl);
      const meBody = (await caller.get<{ anonymous: boolean; avatarUrl: string }>('/api/me')).body;
      expect(meBody).toMatchObject({ anonymous: true });
      const draft = (await caller.post<OrderView>('/api/orders', rca())).body;
      expect((await caller.get<{ orderId: string }>('/api/me/drafts/latest')).body.orderId).toBe(draft.id);
      const shortcuts = (await caller.get<{ orders: { id: string; certificateNumber: string }[] }>('/api/me/orders'))
        .body.orders;
      expect(shortcuts).toEqual([expect.objectContaining({ id: draft.id, certificateNumber: GOLF.certificateNumber })]);
      const history = (await caller.get<{ total: number }>('/api/me/orders/history?page=1&pageSize=10')).body;
      expect(history.total).toBe(1);
      expect((await caller.get('/api/me/orders/history?page=0')).status).toBe(400);
      const avatar = await caller.fetch('/api/me/avatar.svg');
      expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    });
  });

  describe('contact', () => {
    it('stores the message, mails it to support, and limits the rate', async () => {
      const visitor = new ApiClient(stack.baseUrl, 'en');
      const sent = await visitor.post<{ code: string }>('/api/contact', {
        name: 'Maria Rusu',
        email: 'maria@example.md',
        message: 'When does my policy start?',
      });
      expect(sent.status).toBe(201);
      expect(sent.body.code).toBe('contact-form-sent');
      await waitFor(
        async () => {
          const response = await fetch(`${stack.sandboxUrl}/mail/messages`, {
            headers: { 'x-mail-recipient': 'support@asiguro.md' },
          });
          const { messages } = (await response.json()) as { messages: { subject: string }[] };
          return messages.some((message) => message.subject.includes('Contact form'));
        },
        { description: 'the contact e-mail to support' },
      );
      const bad = await visitor.post<ErrorBody>('/api/contact', { name: 'X', email: 'not-an-email', message: '' });
      expect(bad.status).toBe(400);
      let limited = 0;
      for (let i = 0; i < 6; i++) {
        const response = await visitor.post('/api/contact', {
          name: 'Maria Rusu',
          email: 'maria@example.md',
          message: `Message number ${i}`,
        });
        if (response.status === 429) limited++;
      }
      expect(limited).toBeGreaterThan(0);
    });
  });

  describe('callable functions', () => {
    it('answer {result} or {error: {status, message, details}} in the spec’s shape', async () => {
      const caller = new ApiClient(stack.baseUrl);
      const created = await caller.post<{ result: { id: string; version: number } }>(
        '/api/functions/createorupdatepreorder',
        { data: rca() },
      );
      expect(created.status).toBe(200);
      const updated = await caller.post<{ result: { id: string; version: number } }>(
        '/api/functions/createorupdatepreorder',
        {
          data: { id: created.body.result.id, ...rca() },
        },
      );
      expect(updated.body.result).toEqual({ id: created.body.result.id, number: expect.any(String), version: 2 });

      const company = await caller.post<{ result: { name: string } }>('/api/functions/getcompany', {
        data: { idno: '1002600020908' },
      });
      expect(company.body.result.name).toMatch(/Donaris/);
      const unknown = await caller.post<ErrorBody>('/api/functions/getcompany', { data: { idno: '1008600038413' } });
      expect(unknown.body.error).toMatchObject({ code: 'companyNotFound', status: 404 });
      const invalid = await caller.post<ErrorBody>('/api/functions/getcompany', { data: { idno: '1008600038412' } });
      expect(invalid.body.error).toMatchObject({ code: 'validation-failed', status: 400 });

      const feature = await caller.post<{ result: { value: string[] } }>('/api/functions/getpartnerfeature', {
        data: { orderId: created.body.result.id, type: 'payment-methods' },
      });
      expect(feature.body.result.value).toEqual(expect.arrayContaining(['card', 'online', 'mobile']));
      expect(
        (
          await stranger.post('/api/functions/getpartnerfeature', {
            data: { orderId: created.body.result.id, type: 'payment-methods' },
          })
        ).status,
      ).toBe(404);

      const notPaid = await caller.post<ErrorBody>('/api/functions/activateperks', {
        data: { orderId: created.body.result.id, perkId: 'x' },
      });
      expect(notPaid.body.error.code).toBe('invalid-options');
      const unpaidPay = await caller.post<ErrorBody>('/api/functions/payorder', {
        data: { orderId: created.body.result.id, transactionId: 'tx-1', type: 'card' },
      });
      // No payment of this order carries that transaction: refused, and nothing written.
      expect(unpaidPay.status).toBe(422);
      expect(unpaidPay.body.error.code).toBe('billNumber-error');
      expect((await caller.post('/api/functions/nosuchfunction', { data: {} })).status).toBe(404);
      expect((await caller.post('/api/functions/getcompany', { idno: '1002600020908' })).status).toBe(400);
    });
  });
});
