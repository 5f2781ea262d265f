import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { InitiatePayment, PaymentProviderId } from '@asiguro/domain';
import {
  createPaymentProvider,
  createPaymentProviders,
  isRetryable,
  MalformedPaymentNotificationError,
  PartnerProtocolError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
  PaymentSignatureError,
  StalePaymentNotificationError,
  type PaymentConfig,
  type PaymentProviderAdapter,
} from '@asiguro/partners';
import { browse, formAction, freePort, type ServiceProcess, startSandbox, waitFor } from '@asiguro/testing';

interface ReceivedCallback {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Our side of the callbacks: records every POST and answers with the scripted statuses (then 200). */
class CallbackReceiver {
  readonly received: ReceivedCallback[] = [];
  private readonly scripted = new Map<string, number[]>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const statuses = this.scripted.get(path) ?? [];
        res.statusCode = statuses.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  answer(path: string, statuses: number[]): void {
    this.scripted.set(path, statuses);
  }

  /** The callbacks that arrived for one path, waiting until there are at least `count`. */
  async waitFor(path: string, count = 1): Promise<ReceivedCallback[]> {
    return waitFor(
      () => {
        const found = this.received.filter((callback) => callback.path === path);
        return found.length >= count ? found : undefined;
      },
      { timeoutMs: 15_000, description: `${count} callback(s) on ${path}` },
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function location(response: Response, from: string): string {
  const target = response.headers.get('location');
  if (!target) throw new Error(`expected a redirect from ${from}, got ${response.status}`);
  return new URL(target, from).toString();
}

const secrets = {
  PAYMENT_CARD_SECRET: 'int-test-card-secret-0001',
  PAYMENT_ONLINE_SECRET: 'int-test-online-secret-0001',
  PAYMENT_MOBILE_SECRET: 'int-test-mobile-secret-0001',
};

describe('payment adapters against the sandbox providers', () => {
  let sandbox: ServiceProcess;
  let sandboxUrl: string;
  let publicUrl: string;
  let config: PaymentConfig;
  let providers: Record<PaymentProviderId, PaymentProviderAdapter>;
  const receiver = new CallbackReceiver();

  beforeAll(async () => {
    ({ sandbox, url: sandboxUrl } = await startSandbox(({ http }) => {
      // The browser reaches the sandbox by another name than our servers do.
      publicUrl = `http://localhost:${http}`;
      return { SANDBOX_PUBLIC_URL: publicUrl, PAYMENT_NOTIFICATION_MAX_AGE_SECONDS: '300', ...secrets };
    }));
    await receiver.start();
    config = {
      PARTNER_URLS: '{}',
      SANDBOX_URL: sandboxUrl,
      PARTNER_TIMEOUT_MS: 3000,
      PARTNER_RETRIES: 1,
      PAYMENT_NOTIFICATION_MAX_AGE_SECONDS: 300,
      ...secrets,
    };
    providers = createPaymentProviders({ config, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
  });

  afterEach(async () => {
    await fetch(`${sandboxUrl}/payments/control/behaviour`, { method: 'DELETE' });
  });

  afterAll(async () => {
    await sandbox?.stop();
    await receiver.stop();
  });

  function paymentInput(overrides: Partial<InitiatePayment> = {}): InitiatePayment {
    const paymentId = overrides.paymentId ?? `pay-${randomUUID()}`;
    return {
      paymentId,
      orderNumber: 'IAE123456ABC',
      amount: { minor: 125050, currency: 'MDL' },
      description: 'Green Card IAE123456ABC',
      lang: 'en',
      returnUrl: 'https://shop.example/order/return?step=pay',
      callbackUrl: `${receiver.url}/callbacks/${paymentId}`,
      ...overrides,
    };
  }

  /** What the customer does on each provider's pages to pay, or to fail paying. */
  const customer: Record<PaymentProviderId, (redirectUrl: string, id: string, pay: boolean) => Promise<Response>> = {
    card: async (redirectUrl, _id, pay) => {
      const page = await browse(redirectUrl);
      return browse(formAction(await page.text(), redirectUrl), {
        cardNumber: pay ? '4111 1111 1111 1111' : '4000 0000 0000 0002',
        expiry: '12/39',
        cvc: '123',
      });
    },
    online: async (redirectUrl, _id, pay) => {
      const page = await browse(redirectUrl);
      const html = await page.text();
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
      );
      return browse(formAction(html, redirectUrl), { ...hidden, action: pay ? 'pay' : 'cancel' });
    },
    mobile: async (redirectUrl, id, pay) => {
      const confirmed = await fetch(`${sandboxUrl}/payments/mobile/test-pay/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: pay ? 'paid' : 'rejected' }),
      });
      expect(confirmed.status).toBe(200);
      return browse(redirectUrl);
    },
  };

  /** Initiates, plays the customer, and returns the notification as it arrived. */
  async function payThrough(provider: PaymentProviderId, pay: boolean, overrides: Partial<InitiatePayment> = {}) {
    const input = paymentInput(overrides);
    const adapter = providers[provider];
    const started = await adapter.initiate(input);
    const back = await customer[provider](started.redirectUrl, started.providerPaymentId, pay);
    expect(back.status).toBe(303);
    const [callback] = await receiver.waitFor(`/callbacks/${input.paymentId}`);
    return { input, adapter, started, back, callback };
  }

  describe.each(['card', 'online', 'mobile'] as const)('%s provider', (provider) => {
    it('sends the browser to the provider page on the public sandbox address', async () => {
      const started = await providers[provider].initiate(paymentInput());
      expect(started.redirectUrl.startsWith(`${publicUrl}/payments/${provider}/`)).toBe(true);
      await expect(providers[provider].getPayment(started.providerPaymentId)).resolves.toMatchObject({
        status: 'pending',
        transactionId: null,
        amount: { minor: 125050, currency: 'MDL' },
      });
    });

    it('creates one payment when initiate is repeated for the same payment id', async () => {
      const input = paymentInput();
      const first = await providers[provider].initiate(input);
      const second = await providers[provider].initiate(input);
      expect(second.providerPaymentId).toBe(first.providerPaymentId);
    });

    it('pays: the browser returns with only our payment id, a signed notification parses, and the provider confirms', async () => {
      const { input, adapter, started, back, callback } = await payThrough(provider, true);
      const returned = new URL(back.headers.get('location')!);
      expect(`${returned.origin}${returned.pathname}`).toBe('https://shop.example/order/return');
      expect(Object.fromEntries(returned.searchParams)).toEqual({ step: 'pay', paymentId: input.paymentId });

      const notification = adapter.parseNotification(callback.headers, callback.body);
      expect(notification).toMatchObject({
        provider,
        providerPaymentId: started.providerPaymentId,
        status: 'succeeded',
        amount: input.amount,
      });
      const confirmed = await adapter.getPayment(started.providerPaymentId);
      expect(confirmed).toEqual({
        status: 'succeeded',
        transactionId: notification.transactionId,
        amount: input.amount,
        refunded: { minor: 0, currency: 'MDL' },
      });
    });

    it('fails: the notification says failed and the provider confirms it', async () => {
      const { adapter, started, callback } = await payThrough(provider, false);
      const notification = adapter.parseNotification(callback.headers, callback.body);
      expect(notification.status).toBe('failed');
      await expect(adapter.getPayment(started.providerPaymentId)).resolves.toMatchObject({
        status: 'failed',
        transactionId: notification.transactionId,
      });
    });

    it('parses a replayed notification identically, and refuses forged, stale and malformed ones', async () => {
      const { input, adapter, started, callback } = await payThrough(provider, true);
      const original = adapter.parseNotification(callback.headers, callback.body);
      const control = (mode: string) =>
        fetch(`${sandboxUrl}/payments/control/notifications/${provider}/${started.providerPaymentId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mode }),
        }).then((response) => response.json() as Promise<{ delivered: boolean }>);
      const path = `/callbacks/${input.paymentId}`;

      await expect(control('replay')).resolves.toMatchObject({ delivered: true });
      const replay = (await receiver.waitFor(path, 2))[1];
      expect(replay.body).toBe(callback.body);
      expect(adapter.parseNotification(replay.headers, replay.body)).toEqual(original);

      await control('bad-signature');
      const forged = (await receiver.waitFor(path, 3))[2];
      expect(() => adapter.parseNotification(forged.headers, forged.body)).toThrow(PaymentSignatureError);

      await control('stale');
      const stale = (await receiver.waitFor(path, 4))[3];
      expect(() => adapter.parseNotification(stale.headers, stale.body)).toThrow(StalePaymentNotificationError);

      await control('future');
      const future = (await receiver.waitFor(path, 5))[4];
      expect(() => adapter.parseNotification(future.headers, future.body)).toThrow(StalePaymentNotificationError);

      const truncated = callback.body.slice(0, callback.body.length - 10);
      expect(() => adapter.parseNotification(callback.headers, truncated)).toThrow(MalformedPaymentNotificationError);
      // A genuine notification read later than the allowed age is a replay, too.
      const later = new Date(Date.now() + 301_000);
      expect(() => adapter.parseNotification(callback.headers, callback.body, later)).toThrow(
        StalePaymentNotificationError,
      );
    });

    it('accepts a genuine notification the provider delivers long after the payment, signed when sent', async () => {
      const { adapter, started, callback, input } = await payThrough(provider, true);
      const original = adapter.parseNotification(callback.headers, callback.body);
      const sent = await fetch(
        `${sandboxUrl}/payments/control/notifications/${provider}/${started.providerPaymentId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mode: 'delayed', ageSeconds: 3600 }),
        },
      );
      expect(await sent.json()).toMatchObject({ delivered: true });
      const late = (await receiver.waitFor(`/callbacks/${input.paymentId}`, 2))[1];
      const notification = adapter.parseNotification(late.headers, late.body);
      expect(notification).toMatchObject({
        transactionId: original.transactionId,
        status: 'succeeded',
        amount: input.amount,
      });
      expect(Date.now() - new Date(notification.occurredAt).getTime()).toBeGreaterThan(3_500_000);
    });

    it('turns a malformed answer into a non-retryable protocol error and changes nothing at the provider', async () => {
      const { adapter, started, callback } = await payThrough(provider, true);
      const { transactionId } = adapter.parseNotification(callback.headers, callback.body);
      const malformed = (on: boolean) =>
        fetch(`${sandboxUrl}/payments/control/behaviour/${provider}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ malformed: on }),
        });
      await malformed(true);
      const input = paymentInput();
      const refund = {
        providerPaymentId: started.providerPaymentId,
        transactionId,
        amount: { minor: 50000, currency: 'MDL' as const },
        idempotencyKey: `refund-${started.providerPaymentId}`,
      };
      for (const call of [
        () => adapter.initiate(input),
        () => adapter.getPayment(started.providerPaymentId),
        () => adapter.refund(refund),
      ]) {
        const failure = await call().catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(PartnerProtocolError);
        expect(failure).toMatchObject({ retryable: false, message: expect.stringMatching(/not JSON/) });
      }

      await malformed(false);
      const state = (await (
        await fetch(`${sandboxUrl}/payments/control/payments/${provider}/${started.providerPaymentId}`)
      ).json()) as { state: string; refunds: unknown[] };
      expect(state).toMatchObject({ state: 'succeeded', refunds: [] });
      await expect(adapter.getPayment(started.providerPaymentId)).resolves.toMatchObject({
        status: 'succeeded',
        refunded: { minor: 0, currency: 'MDL' },
      });
      // The payment whose initiation broke was never created: initiating it now starts it fresh.
      const fresh = await adapter.initiate(input);
      await expect(adapter.getPayment(fresh.providerPaymentId)).resolves.toMatchObject({ status: 'pending' });
    });

    it('refunds once per idempotency key, then refuses more than was paid', async () => {
      const { adapter, started, callback } = await payThrough(provider, true);
      const { transactionId } = adapter.parseNotification(callback.headers, callback.body);
      const request = {
        providerPaymentId: started.providerPaymentId,
        transactionId,
        amount: { minor: 125050, currency: 'MDL' as const },
        idempotencyKey: `refund-${started.providerPaymentId}`,
      };
      const first = await adapter.refund(request);
      const again = await adapter.refund(request);
      expect(first.status).toBe('refunded');
      expect(again).toEqual(first);
      await expect(adapter.getPayment(started.providerPaymentId)).resolves.toMatchObject({
        status: 'refunded',
        refunded: { minor: 125050, currency: 'MDL' },
      });
      const more = adapter.refund({ ...request, amount: { minor: 100, currency: 'MDL' }, idempotencyKey: 'refund-2' });
      await expect(more).rejects.toBeInstanceOf(PartnerRejectedError);
      await expect(more).rejects.toMatchObject({ reason: 'refund-exceeds-payment', retryable: false });
    });

    it('turns a failing refund into a retryable error, and refunds once it recovers', async () => {
      const { adapter, started, callback } = await payThrough(provider, true);
      const { transactionId } = adapter.parseNotification(callback.headers, callback.body);
      await fetch(`${sandboxUrl}/payments/control/behaviour/${provider}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failRefunds: true }),
      });
      const request = {
        providerPaymentId: started.providerPaymentId,
        transactionId,
        amount: { minor: 50000, currency: 'MDL' as const },
        idempotencyKey: `refund-${started.providerPaymentId}`,
      };
      const failure = await adapter.refund(request).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PartnerUnavailableError);
      expect(isRetryable(failure)).toBe(true);

      await fetch(`${sandboxUrl}/payments/control/behaviour`, { method: 'DELETE' });
      await expect(adapter.refund(request)).resolves.toMatchObject({ status: 'refunded' });
      await expect(adapter.getPayment(started.providerPaymentId)).resolves.toMatchObject({
        status: 'succeeded',
        refunded: { minor: 50000, currency: 'MDL' },
      });
    });

    it('gives a retryable timeout when the provider is slow and a retryable error when it is down', async () => {
      await fetch(`${sandboxUrl}/payments/control/behaviour/${provider}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ delayMs: 1500 }),
      });
      const impatient = createPaymentProvider(provider, {
        config: { ...config, PARTNER_TIMEOUT_MS: 300, PARTNER_RETRIES: 0 },
      });
      const slow = await impatient.initiate(paymentInput()).catch((error: unknown) => error);
      expect(slow).toBeInstanceOf(PartnerTimeoutError);
      expect(isRetryable(slow)).toBe(true);

      await fetch(`${sandboxUrl}/payments/control/behaviour/${provider}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ unavailable: true }),
      });
      const maintenance = await providers[provider].getPayment('any').catch((error: unknown) => error);
      expect(maintenance).toBeInstanceOf(PartnerUnavailableError);
      expect(isRetryable(maintenance)).toBe(true);

      const nowhere = createPaymentProvider(provider, {
        config: { ...config, SANDBOX_URL: `http://127.0.0.1:${await freePort()}`, PARTNER_RETRIES: 0 },
      });
      const down = await nowhere.getPayment('any').catch((error: unknown) => error);
      expect(down).toBeInstanceOf(PartnerUnavailableError);
      expect(isRetryable(down)).toBe(true);
    });
  });

  describe('card checkout', () => {
    it('shows an accessible card form and re-shows it with the problems of a wrong entry', async () => {
      const started = await providers.card.initiate(paymentInput());
      const page = await (await browse(started.redirectUrl)).text();
      for (const [id, autocomplete] of [
        ['cardNumber', 'cc-number'],
        ['expiry', 'cc-exp'],
        ['cvc', 'cc-csc'],
      ]) {
        expect(page).toContain(`<label for="${id}">`);
        expect(page).toContain(`id="${id}" name="${id}" autocomplete="${autocomplete}"`);
      }
      expect(page).not.toContain('<script');
      const wrong = await browse(formAction(page, started.redirectUrl), {
        cardNumber: '4111 1111 1111 1112',
        expiry: '01/20',
        cvc: '1',
      });
      expect(wrong.status).toBe(422);
      const html = await wrong.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('aria-invalid="true"');
      await expect(providers.card.getPayment(started.providerPaymentId)).resolves.toMatchObject({ status: 'pending' });
    });

    it.each([
      ['confirm', 'succeeded'],
      ['cancel', 'failed'],
    ] as const)('asks for 3-D Secure with the 3220 card; %s gives %s', async (decision, outcome) => {
      const input = paymentInput();
      const started = await providers.card.initiate(input);
      const page = await (await browse(started.redirectUrl)).text();
      const submitted = await browse(formAction(page, started.redirectUrl), {
        cardNumber: '4000 0000 0000 3220',
        expiry: '12/39',
        cvc: '123',
      });
      expect(submitted.status).toBe(303);
      const challengeUrl = location(submitted, started.redirectUrl);
      expect(challengeUrl).toMatch(/\/3ds$/);
      const challenge = await (await browse(challengeUrl)).text();
      expect(challenge).toContain('name="decision" value="confirm"');
      const answered = await browse(formAction(challenge, challengeUrl), { decision });
      expect(new URL(location(answered, challengeUrl)).searchParams.get('paymentId')).toBe(input.paymentId);

      const [callback] = await receiver.waitFor(`/callbacks/${input.paymentId}`);
      expect(providers.card.parseNotification(callback.headers, callback.body).status).toBe(outcome);
      await expect(providers.card.getPayment(started.providerPaymentId)).resolves.toMatchObject({ status: outcome });
    });

    it('keeps delivering a notification until our callback answers 2xx', async () => {
      const input = paymentInput();
      receiver.answer(`/callbacks/${input.paymentId}`, [500, 503]);
      const { started } = await payThrough('card', true, input);
      const callbacks = await receiver.waitFor(`/callbacks/${input.paymentId}`, 3);
      expect(callbacks[2].body).toBe(callbacks[0].body);
      const state = (await (
        await fetch(`${sandboxUrl}/payments/control/payments/card/${started.providerPaymentId}`)
      ).json()) as { deliveries: { status: number }[] };
      expect(state.deliveries.map((delivery) => delivery.status)).toEqual([500, 503, 200]);
    });
  });

  describe('online hub', () => {
    it('shows the bill number and amount, and opens from a browser POST as MPay does', async () => {
      const input = paymentInput({ amount: { minor: 99900, currency: 'EUR' } });
      const started = await providers.online.initiate(input);
      const page = await (await browse(started.redirectUrl)).text();
      const bill = /<strong>(\d{10})<\/strong>/.exec(page)?.[1];
      expect(bill).toBeDefined();
      expect(page).toMatch(/999[.,]00/);
      const redirect = new URL(started.redirectUrl);
      const posted = await browse(`${redirect.origin}${redirect.pathname}`, Object.fromEntries(redirect.searchParams));
      expect(posted.status).toBe(200);
      expect(await posted.text()).toContain(bill!);
    });
  });

  describe('mobile instant payment', () => {
    it('shows a QR code and a deep link, refreshes until paid, then sends the browser back', async () => {
      const input = paymentInput();
      const started = await providers.mobile.initiate(input);
      const page = await browse(started.redirectUrl);
      const html = await page.text();
      expect(html).toContain('<svg role="img"');
      expect(html).toMatch(/href="mia:\/\/pay\?qr=/);
      expect(html).toContain('http-equiv="refresh"');
      await customer.mobile(started.redirectUrl, started.providerPaymentId, true);
      const after = await browse(started.redirectUrl);
      expect(after.status).toBe(303);
      expect(new URL(after.headers.get('location')!).searchParams.get('paymentId')).toBe(input.paymentId);
    });

    it('refuses a price that is not in lei', async () => {
      const refused = providers.mobile.initiate(paymentInput({ amount: { minor: 5000, currency: 'EUR' } }));
      await expect(refused).rejects.toBeInstanceOf(PartnerRejectedError);
      await expect(refused).rejects.toMatchObject({ reason: 'currency-not-supported', retryable: false });
    });
  });
});
