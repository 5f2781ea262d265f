import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { RCA_QUOTE_EXAMPLE, type ServiceProcess, startSandbox, waitFor } from '@asiguro/testing';

// The insurers' API as a caller on the wire sees it, served ahead of Express (common/partner-routes.ts):
// what Express and Nest used to give every answer, and what a bare server has to do by itself.

let sandbox: ServiceProcess;
let sandboxUrl: string;

const quoteBody = RCA_QUOTE_EXAMPLE;

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${sandboxUrl}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  ({ sandbox, url: sandboxUrl } = await startSandbox());
});

afterAll(async () => {
  await sandbox?.stop();
});

beforeEach(async () => {
  await postJson('/admin/reset', {});
});

describe('the insurers API on the bare server', () => {
  it('prices a quote as JSON, echoing a well-formed request id and making one for any other', async () => {
    const kept = await postJson('/insurers/moldasig/quotes', quoteBody, { 'x-request-id': 'caller-id_1' });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(kept.headers.get('x-request-id')).toBe('caller-id_1');
    expect(kept.headers.get('x-powered-by')).toBeNull();
    expect(kept.body).toMatchObject({ offer: { insurer: 'moldasig', product: 'rca' } });

    const made = await postJson('/insurers/moldasig/quotes', quoteBody, { 'x-request-id': 'not a valid id!' });
    expect(made.status).toBe(200);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a percent-encoded slug as Express read the route parameter', async () => {
    const answer = await postJson('/insurers/moldas%69g/quotes', quoteBody);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ offer: { insurer: 'moldasig' } });
  });

  it("refuses a body that is not JSON with 400 invalid-request in the insurer's own layout", async () => {
    const broken = await postJson('/insurers/asterra/quotes', '{"product": "rca", ');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 'ERROR', result: { reason: 'invalid-request' } });

    const notJson = await call('/insurers/moldasig/quotes', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(quoteBody),
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ reason: 'invalid-request' });
  });

  it('refuses a body over 100 KiB with 413 and a compressed one with 415, and keeps answering', async () => {
    const large = await postJson('/insurers/moldasig/quotes', { ...quoteBody, padding: 'x'.repeat(120 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ reason: 'payload-too-large' });

    const compressed = await call('/insurers/moldasig/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify(quoteBody)),
    });
    expect(compressed.status).toBe(415);

    expect((await postJson('/insurers/moldasig/quotes', quoteBody)).status).toBe(200);
  });

  it('answers 404 for an unknown insurer, another method or a path the API does not have', async () => {
    const unknown = await postJson('/insurers/nobody/quotes', quoteBody);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ reason: 'unknown-insurer' });

    expect((await call('/insurers/moldasig/quotes')).status).toBe(404);
    expect((await postJson('/insurers/moldasig/policies/IAI123456ABC', {})).status).toBe(404);
    expect((await postJson('/insurers/moldasig/quotes/extra', quoteBody)).status).toBe(404);
  });

  it("plays the insurer's run-time behaviour before answering (503 with retry-after when down)", async () => {
    await call('/admin/issuers/moldasig', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'down' }),
    });
    const down = await postJson('/insurers/moldasig/quotes', quoteBody);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('1');
    expect(down.body).toMatchObject({ reason: 'unavailable' });
  });

  it('writes an access line for a refusal with the request id and the path, never the query', async () => {
    await postJson('/insurers/nobody/quotes?token=secret-in-query', quoteBody, { 'x-request-id': 'access-line-1' });
    const line = await waitFor(
      () =>
        sandbox
          .output()
          .split('\n')
          .find((candidate) => candidate.includes('access-line-1')),
      { timeoutMs: 5_000, description: 'the access line' },
    );
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({
      level: 40,
      process: 'sandbox',
      req: { id: 'access-line-1', method: 'POST', path: '/insurers/nobody/quotes' },
      res: { statusCode: 404 },
    });
    expect(line).not.toContain('secret-in-query');
  });
});

describe('the card acquirer and the registries on the bare server', () => {
  let shop: Server;
  let shopUrl: string;
  let notifications: string[];

  beforeAll(async () => {
    // The shop's callback: records each notification the acquirer delivers.
    shop = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        notifications.push(body);
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    notifications = [];
  });

  afterEach(async () => {
    await call('/payments/control/behaviour', { method: 'DELETE' });
  });

  afterAll(async () => {
    await new Promise((resolve) => shop.close(resolve));
  });

  const checkout = (reference: string) => ({
    amount: 1234.5,
    currency: 'MDL',
    orderInfo: { id: 'ASG-1', description: 'RCA auto' },
    merchantReference: reference,
    language: 'ro',
    callbackUrl: `${shopUrl}/callback`,
    successUrl: `${shopUrl}/paid`,
    failUrl: `${shopUrl}/failed`,
  });

  const switchCard = (behaviour: Record<string, unknown>) =>
    call('/payments/control/behaviour/card', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(behaviour),
    });

  it('creates a checkout, shows its card form, takes the form and sends the browser back with a 303', async () => {
    const created = await postJson('/payments/card/checkouts', checkout(`ref-${Date.now()}`), {
      'x-request-id': 'card-1',
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('x-request-id')).toBe('card-1');
    const { checkoutId, checkoutUrl } = (created.body as { result: { checkoutId: string; checkoutUrl: string } })
      .result;
    expect(checkoutUrl).toMatch(new RegExp(`/payments/card/checkout/${checkoutId}$`));

    const page = await call(`/payments/card/checkout/${checkoutId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('<dd>RCA auto</dd>');
    expect(page.body).toMatch(/1\D?234,50/);

    const post = (form: string) =>
      fetch(`${sandboxUrl}/payments/card/checkout/${checkoutId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      });
    const wrong = await post('cardNumber=1234&expiry=13%2F99&cvc=1');
    expect(wrong.status).toBe(422);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('role="alert"');
    expect(wrongPage).toContain('value="1234"');

    const paid = await post('cardNumber=4111+1111+1111+1111&expiry=12%2F35&cvc=123');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${shopUrl}/paid`);
    await waitFor(() => notifications.length > 0, { timeoutMs: 10_000, description: 'the notification' });
    expect(notifications[0]).toContain(checkoutId);

    const state = await call(`/payments/card/checkouts/${checkoutId}`);
    expect(state.body).toMatchObject({ ok: true, result: { checkoutId, status: 'Completed' } });
    // Paid once: the form again only says so.
    const again = await call(`/payments/card/checkout/${checkoutId}`);
    expect(again.body).toContain('Plata a fost deja procesată.');
    expect((await call('/payments/card/checkout/no-such-checkout')).status).toBe(404);
  });

  it("answers refusals and the provider's switches in maib's envelope, and the switches change nothing", async () => {
    const invalid = await postJson('/payments/card/checkouts', { amount: -1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ ok: false, errors: [{ errorCode: 'invalid-request' }] });
    expect((await call('/payments/card/checkouts/no-such-checkout')).body).toMatchObject({
      ok: false,
      errors: [{ errorCode: 'checkout-not-found' }],
    });

    const reference = `ref-switch-${Date.now()}`;
    await switchCard({ unavailable: true });
    const down = await postJson('/payments/card/checkouts', checkout(reference));
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ ok: false, errors: [{ errorCode: 'service-unavailable' }] });

    await switchCard({ rateLimited: true });
    const limited = await postJson('/payments/card/checkouts', checkout(reference));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');

    await switchCard({ malformed: true });
    const broken = await postJson('/payments/card/checkouts', checkout(reference));
    expect(broken.status).toBe(200);
    expect(typeof broken.body).toBe('string');
    expect(broken.body).toMatch(/^\{"ok":true/);

    // None of them created the checkout: the reference is still free.
    await switchCard({});
    expect((await postJson('/payments/card/checkouts', checkout(reference))).status).toBe(200);
  });

  it("looks a vehicle up in the registry, refuses a malformed query and plays the registry's behaviour", async () => {
    const found = await postJson('/registries/vehicles/lookup', {
      certificateNumber: '662642156',
      ownerCode: '2002636966187',
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ certificateNumber: '662642156' });
    const invalid = await postJson('/registries/vehicles/lookup', { certificateNumber: 'x', ownerCode: '1' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ reason: 'invalid-request' });
    // A lookup is a POST: anything else is Express's 404.
    expect((await call('/registries/vehicles/lookup')).status).toBe(404);

    await call('/admin/registries', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'down' }),
    });
    const down = await postJson('/registries/companies/lookup', { idno: '1003600575667' });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ reason: 'unavailable' });
  });
});
