import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CATALOGUE } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { payByCard, repositoryRoot, startStack, waitFor, type Stack } from '@asiguro/testing';
import { GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';
import { signInWith } from './auth-flows';
import { OpenApiConformance, record, RecordingClient, type Answer, type OpenApiDocument } from './openapi-conformance';

/** The standard validator's verdict on a document (run in its own process: it is an ES module). */
function validatorVerdict(document: unknown): { valid: boolean; errors: unknown[] } {
  const output = execFileSync(process.execPath, [join(repositoryRoot, 'services/api/test/validate-openapi.mjs')], {
    input: JSON.stringify(document),
    cwd: repositoryRoot,
  });
  return JSON.parse(output.toString('utf8')) as { valid: boolean; errors: unknown[] };
}

/**
 * The OpenAPI document at /api/docs-json is what an integrator builds a client from: it is valid
 * OpenAPI, it says how to authenticate and how to retry safely, it describes every product's
 * details, and every route's real answers match it.
 */
describe('OpenAPI document', () => {
  let stack: Stack;
  let document: OpenApiDocument;
  let conformance: OpenApiConformance;

  beforeAll(async () => {
    stack = await startStack();
    document = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as OpenApiDocument;
    conformance = new OpenApiConformance(document);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('is valid OpenAPI by @seriousme/openapi-schema-validator, which refuses a broken copy', () => {
    expect(validatorVerdict(document)).toMatchObject({ valid: true, errors: [] });
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, object>> };
    broken.paths['/api/health'].get = { responses: { 200: { content: {} } } };
    expect(validatorVerdict(broken).valid).toBe(false);
  });

  it('names the session cookies and the CSRF header, and asks for the header on every change', () => {
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'asg_sid' },
      signedIn: { type: 'apiKey', in: 'cookie', name: 'asg_auth' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    expect(document.paths['/api/orders'].post.security).toEqual([
      { session: [], csrf: [] },
      { signedIn: [], csrf: [] },
    ]);
    expect(document.paths['/api/console/orders/{id}/actions'].post.security).toEqual([{ signedIn: [], csrf: [] }]);
    expect(document.paths['/api/console/orders'].get.security).toEqual([{ signedIn: [] }]);
    // The partners' callbacks prove themselves with signatures, not cookies.
    expect(document.paths['/api/payments/{provider}/notifications'].post.security).toEqual([]);
  });

  it('takes an Idempotency-Key of 8 to 128 characters on every command, and a retry under it changes nothing', async () => {
    const commands = conformance
      .operations()
      .filter((operation) => /^(POST|PUT|PATCH|DELETE) /.test(operation))
      .filter((operation) => !/\/(notifications|callbacks)$/.test(operation));
    expect(commands.length).toBeGreaterThan(20);
    for (const operation of commands) {
      const [method, path] = operation.split(' ');
      const header = document.paths[path][method.toLowerCase()].parameters?.find(
        (parameter) => parameter.name === 'Idempotency-Key',
      );
      expect({ operation, header }).toEqual({
        operation,
        header: expect.objectContaining({
          in: 'header',
          schema: expect.objectContaining({ minLength: 8, maxLength: 128 }),
        }),
      });
    }
    // A command that did not honour it before: the contact form. Twice under one key: one message.
    const client = new RecordingClient(stack.baseUrl, []);
    const message = { name: 'Ion Popescu', email: 'ion.popescu@example.md', message: 'Aveți RCA pentru remorci?' };
    const key = { 'Idempotency-Key': 'contact-retry-0001' };
    const first = await client.post('/api/contact', message, key);
    const retry = await client.post('/api/contact', message, key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const other = await client.post('/api/contact', { ...message, message: 'Altă întrebare.' }, key);
    expect(other.status).toBe(409);
  });

  it('describes each product’s details as its own schema, the order item a union told apart by type', () => {
    const schemas = document.components.schemas as Record<string, Record<string, unknown>>;
    const union = schemas.OrderItem as {
      oneOf: { $ref: string }[];
      discriminator: { propertyName: string; mapping: Record<string, string> };
    };
    expect(union.discriminator.propertyName).toBe('type');
    expect(Object.keys(union.discriminator.mapping).sort()).toEqual(CATALOGUE.map((product) => product.type).sort());
    expect(union.oneOf).toHaveLength(CATALOGUE.length);
    expect(schemas.RcaDetails).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['vehicle', 'contractor']),
      properties: expect.objectContaining({ vehicle: expect.any(Object) }),
    });
    // The order routes refer to the union, in what they take and what they answer.
    const createBody = document.paths['/api/orders'].post.requestBody!.content['application/json'].schema as {
      properties: { items: { items: unknown } };
    };
    expect(createBody.properties.items.items).toEqual({ $ref: '#/components/schemas/OrderItem' });
    // An RCA item with RCA details fits; the same details under another product do not.
    const rca = { type: 'rca', details: rcaDetailsFor(GOLF) };
    expect(conformance.validates('OrderItem', rca)).toBe(true);
    expect(conformance.validates('RcaDetails', rca.details)).toBe(true);
    expect(conformance.validates('OrderItem', { type: 'medical', details: rca.details })).toBe(false);
  });

  it('answers every route as its document says (a real request to each)', async () => {
    const answers: Answer[] = [];
    const base = stack.baseUrl;
    const raw = async (method: string, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, { ...init, method, redirect: 'manual' });
      await record(answers, method, new URL(path, base).pathname, response);
      return response;
    };
    const customer = new RecordingClient(base, answers);

    // Operations: health, readiness, metrics, catalogue, rates; partners' unsigned callbacks.
    await raw('GET', '/metrics');
    for (const path of [
      '/api/health',
      '/api/ready',
      '/api/products',
      '/api/rates/today',
      '/api/rates/destinations',
      '/api/auth/providers',
    ]) {
      await customer.get(path);
    }
    const insurer = CATALOGUE.find((product) => product.type === 'rca')!.insurers[0].slug;
    await raw('POST', `/api/partners/${insurer}/callbacks`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await raw('POST', '/api/payments/card/notifications', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    // An anonymous visitor: the account's reads, a refused change, the contact form.
    for (const path of ['/api/me', '/api/me/orders', '/api/me/orders/history', '/api/me/drafts/latest']) {
      await customer.get(path);
    }
    await customer.fetch('/api/me/avatar.svg');
    await customer.patch('/api/me', { displayName: 'Ion' });
    await customer.get('/api/console/me');
    // A sandbox registry vehicle with its owner's code (services/sandbox test data).
    await customer.post('/api/registries/vehicle', { certificateNumber: '662642156', ownerCode: '2002636966187' });
    await customer.post('/api/contact', {
      name: 'Ion Popescu',
      email: 'ion@example.md',
      message: 'Mulțumesc pentru ajutor.',
    });

    // An RCA bought by card, followed to its documents, checked, renewed.
    const created = await customer.post<OrderView>('/api/orders', {
      items: [{ type: 'rca', details: rcaDetailsFor(GOLF) }],
    });
    expect(created.status).toBe(201);
    const orderId = created.body.id;
    await customer.get(`/api/orders/${orderId}`);
    await customer.patch(`/api/orders/${orderId}`, { lang: 'ro' });
    const offers = await customer.post<{ offers: { id: string }[] }>(`/api/orders/${orderId}/offers`);
    await customer.post(`/api/orders/${orderId}/confirm`, {
      offerId: offers.body.offers[0].id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456', email: 'ion@example.md' },
    });
    await customer.post('/api/functions/getpartnerfeature', { data: { orderId, type: 'payment-methods' } });
    const payment = await customer.post<{ redirectUrl: string }>(`/api/orders/${orderId}/payments`, {
      provider: 'card',
    });
    await payByCard(payment.body.redirectUrl);
    const status = await waitFor(
      async () => {
        const answer = await customer.get<{ status: string }>(`/api/orders/${orderId}/status`);
        return answer.body.status === 'completed' ? answer : undefined;
      },
      { timeoutMs: 90_000, description: 'the order completed' },
    );
    await customer.get(`/api/orders/${orderId}/status`, { 'If-None-Match': status.headers.get('etag')! });
    await customer.fetch(`/api/orders/${orderId}/stream`);
    const documents = await customer.get<{ kind: string }[]>(`/api/orders/${orderId}/documents`);
    await customer.fetch(`/api/orders/${orderId}/documents/${documents.body[0].kind}`);
    const bought = await customer.get<OrderView>(`/api/orders/${orderId}`);
    await customer.get(`/api/policies/${bought.body.policy!.number}/check`);
    await customer.post(`/api/orders/${orderId}/renew`);
    // An order without a courier delivery: there is none to cancel (404).
    await customer.post(`/api/orders/${orderId}/deliveries/1/cancel`);
    await customer.post('/api/functions/payorder', {
      data: { orderId, transactionId: 'not-a-transaction', type: 'card' },
    });
    await customer.post('/api/functions/activateperks', { data: { orderId, perkId: 'no-such-perk' } });

    // A draft saved silently, a company looked up, the draft canceled.
    const draft = await customer.post<{ result: { id: string } }>('/api/functions/createorupdatepreorder', {
      data: { items: [{ type: 'rca', details: {} }] },
    });
    await customer.post('/api/functions/getcompany', { data: { idno: '1003600443667' } });
    await customer.post(`/api/orders/${draft.body.result.id}/cancel`);
    await customer.post(`/api/orders/${draft.body.result.id}/links/revoke`);

    // Signing in and out.
    await customer.fetch('/api/auth/oidc/google/start?returnTo=%2Fmy-account');
    await customer.fetch('/api/auth/oidc/google/callback?code=forged&state=forged');
    await customer.post('/api/auth/email-link', { email: 'ion@example.md', returnTo: '/my-account' });
    await customer.post('/api/auth/email-link/check', { token: 'not-a-real-token-but-long-enough' });
    await customer.post('/api/auth/email-link/confirm', { token: 'not-a-real-token-but-long-enough' });
    await customer.post('/api/auth/logout');

    // A supervisor in the console: every read, and each action once.
    const staff = new RecordingClient(base, answers);
    await signInWith(staff, 'google', 'Victor Supervizor');
    await staff.patch('/api/me', { displayName: 'Victor' });
    for (const path of [
      '/api/console/me',
      '/api/console/dashboard',
      '/api/console/orders',
      `/api/console/orders/${orderId}`,
      `/api/console/search?q=${bought.body.number}`,
      '/api/console/queues',
      '/api/console/audit',
      '/api/console/sandbox/issuers',
      '/api/console/wire-transfers',
      '/api/console/docs-json',
    ]) {
      await staff.get(path);
    }
    await staff.post(`/api/console/orders/${orderId}/claim`);
    await staff.post(`/api/console/orders/${orderId}/customer-data`);
    await staff.post(`/api/console/orders/${orderId}/actions`, {
      action: 'resend-email',
      reason: 'The customer asked again',
    });
    // A single-item order has no add-on: refused (409), as documented.
    await staff.post(`/api/console/orders/${orderId}/items/1/actions`, {
      action: 'retry',
      reason: 'The add-on is stuck',
    });
    await staff.post('/api/console/orders/bulk-retry', { orderIds: [orderId], reason: 'Nothing to retry, checked' });
    await staff.post(`/api/console/orders/${orderId}/manual-issuance`, {
      number: 'RCA-2026-000001',
      validFrom: '2026-12-01',
      validTo: '2027-11-30',
      reason: 'Issued by phone',
    });
    await staff.post('/api/console/wire-transfers', { billNumber: 'NO-SUCH-BILL', reason: 'Bank statement line' });
    const noTransfer = '00000000-0000-4000-8000-000000000000';
    await staff.post(`/api/console/wire-transfers/${noTransfer}/approve`, { reason: 'Matches the statement' });
    await staff.post(`/api/console/wire-transfers/${noTransfer}/reject`, { reason: 'Not on the statement' });
    await staff.post('/api/console/queues/issuance/jobs/no-such-job/retry', { reason: 'Trying again' });
    await staff.json('PUT', `/api/console/sandbox/issuers/${insurer}`, { latencyMs: 0 });
    const sellers = await staff.get<{ sellers: { id: string }[] }>('/api/console/sellers');
    const sellerId = sellers.body.sellers[0].id;
    await staff.post(`/api/console/sellers/${sellerId}/referral-link`, { path: '/rca', days: 7 });
    await staff.post(`/api/console/sellers/${sellerId}/key`, { confirm: true });

    const problems = answers.flatMap((answer) => conformance.problems(answer));
    expect(problems).toEqual([]);
    const answered = new Set(answers.map((answer) => conformance.operationOf(answer.method, answer.path)));
    expect(conformance.operations().filter((operation) => !answered.has(operation))).toEqual([]);
  });
});
