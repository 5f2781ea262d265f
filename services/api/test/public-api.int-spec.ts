import { Client } from 'pg';
import { exampleDetails, formatDmy, plusDays, PRODUCT_TYPES, todayIn, type OrderView } from '@asiguro/domain';
import { orderLinkToken } from '@asiguro/orchestration';
import { parseConfig } from '@asiguro/platform';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';

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
    stack = await startStack();
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    me = new ApiClient(stack.baseUrl, 'ro');
    stranger = new ApiClient(stack.baseUrl, 'en');
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const count = async (table: string) =>
    (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;
  const rca = () => ({ items: [{ type: 'rca', details: rcaDetailsFor(GOLF) }] });

  async function expectNothingWritten(action: () => Promise<unknown>) {
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
      const token = encodeURIComponent(orderLinkToken(order.id, parseConfig({}).SESSION_SECRET));
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

  describe('my account', () => {
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
      expect(unpaidPay.body.error.code).toBe('transaction-declined');
      expect((await caller.post('/api/functions/nosuchfunction', { data: {} })).status).toBe(404);
      expect((await caller.post('/api/functions/getcompany', { idno: '1002600020908' })).status).toBe(400);
    });
  });

  describe('OpenAPI', () => {
    it('documents every endpoint', async () => {
      const document = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as {
        paths: Record<string, object>;
      };
      for (const path of [
        '/api/products',
        '/api/rates/today',
        '/api/orders',
        '/api/orders/{id}',
        '/api/orders/{id}/offers',
        '/api/orders/{id}/confirm',
        '/api/orders/{id}/cancel',
        '/api/orders/{id}/payments',
        '/api/payments/{provider}/notifications',
        '/api/orders/{id}/status',
        '/api/orders/{id}/stream',
        '/api/orders/{id}/documents',
        '/api/orders/{id}/documents/{kind}',
        '/api/policies/{number}/check',
        '/api/me',
        '/api/me/orders',
        '/api/contact',
        '/api/functions/createorupdatepreorder',
        '/api/functions/getcompany',
        '/api/functions/getpartnerfeature',
        '/api/functions/payorder',
        '/api/functions/activateperks',
        '/api/console/dashboard',
        '/api/console/orders/{id}',
      ]) {
        expect({ path, documented: path in document.paths }).toEqual({ path, documented: true });
      }
    });
  });
});
