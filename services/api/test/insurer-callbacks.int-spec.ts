import { money, type Actor } from '@asiguro/domain';
import { OrderService, PaymentRecorder } from '@asiguro/orchestration';
import { signInsurerCallback } from '@asiguro/partners';
import {
  createTestDatabase,
  freePort,
  spawnService,
  startOrchestrationContext,
  waitForHttpOk,
  type OrchestrationContext,
  type ServiceProcess,
  type TestDatabase,
} from '@asiguro/testing';
import { DataSource } from 'typeorm';

const customer: Actor = { kind: 'customer', id: 'anon:callbacks' };
const system: Actor = { kind: 'system' };
const price = money(1276, 'MDL');
const secret = 'an-insurer-callback-secret-for-tests';
/** General signs with a key of its own (INSURER_CALLBACK_SECRETS); grawe with the shared one. */
const generalSecret = 'general-has-a-callback-secret-of-its-own';

/** POST /api/partners/:slug/callbacks: an asynchronous insurer's signed decision, through the API process. */
describe('insurer callbacks (API process)', () => {
  let database: TestDatabase;
  let api: ServiceProcess;
  let base: string;
  let context: OrchestrationContext;
  let orders: OrderService;
  let payments: PaymentRecorder;
  let db: DataSource;

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
      INSURER_CALLBACK_SECRET: secret,
      INSURER_CALLBACK_SECRETS: JSON.stringify({ general: generalSecret }),
    });
    context = await startOrchestrationContext({
      relay: false,
      env: { DATABASE_URL: database.url, QUEUE_PREFIX: queuePrefix },
    });
    orders = context.app.get(OrderService);
    payments = context.app.get(PaymentRecorder);
    db = context.app.get(DataSource);
    await waitForHttpOk(api, `${base}/api/ready`);
  });

  afterAll(async () => {
    await api?.stop();
    await context?.close();
    await database?.drop();
  });

  /** An order whose policy the insurer is deciding: confirmed, paid, issuance started. */
  async function processingOrder(): Promise<string> {
    const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: 'anon:callbacks' }, customer);
    await orders.apply(order.id, { type: 'CONFIRM', actor: customer, price });
    await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: `tx-${order.id}`,
      amount: price,
    });
    await orders.apply(order.id, { type: 'ISSUANCE_STARTED', actor: system });
    return order.id;
  }

  function decision(orderId: string, number: string, insurer = 'grawe') {
    return {
      insurer,
      applicationId: `${insurer}-${orderId}`,
      idempotencyKey: `order-${orderId}-policy`,
      status: 'issued',
      policy: {
        number,
        insurer,
        product: 'rca',
        liabilityStart: '2030-01-01T00:00:00.000Z',
        validFrom: '2030-01-01T00:00:00.000Z',
        validTo: '2030-12-31T23:59:59.000Z',
        issuedAt: new Date().toISOString(),
      },
    };
  }

  async function post(body: unknown, sign: { secret?: string; timestamp?: number; insurer?: string } = {}) {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp = sign.timestamp ?? Math.floor(Date.now() / 1000);
    const response = await fetch(`${base}/api/partners/${sign.insurer ?? 'grawe'}/callbacks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(timestamp),
        'x-signature': signInsurerCallback(raw, timestamp, sign.secret ?? secret),
      },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const state = async (orderId: string) => {
    const [order] = await db.query(`select status, version, last_error from orders where id = $1`, [orderId]);
    const policies = await db.query(`select number from policies where order_id = $1`, [orderId]);
    return { ...order, policies: policies.map((row: { number: string }) => row.number) };
  };

  const numberFor = (orderId: string, suffix: string) => `GRW-${orderId.slice(0, 8)}-${suffix}`;

  it('applies a validly signed policy at once, and takes the same callback again as received', async () => {
    const orderId = await processingOrder();
    const number = numberFor(orderId, 'CBA');
    expect(await post(decision(orderId, number))).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await state(orderId)).toMatchObject({ status: 'issued', policies: [number], last_error: null });
    expect(await post(decision(orderId, number))).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(await state(orderId)).toMatchObject({ status: 'issued', policies: [number] });
  });

  it('answers 401 to a wrong or missing signature and records nothing', async () => {
    const orderId = await processingOrder();
    const before = await state(orderId);
    const forged = await post(decision(orderId, numberFor(orderId, 'CBF')), {
      secret: 'not-the-insurers-secret-at-all',
    });
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    const unsigned = await fetch(`${base}/api/partners/grawe/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(decision(orderId, numberFor(orderId, 'CBF'))),
    });
    expect(unsigned.status).toBe(401);
    expect(await state(orderId)).toEqual(before);
  });

  it("takes an insurer's decision only under its own key when it has one, not the shared key", async () => {
    const orderId = await processingOrder();
    const before = await state(orderId);
    const number = numberFor(orderId, 'CBG');
    const general = decision(orderId, number, 'general');
    // The shared key (which grawe signs with) cannot speak for general, nor general's key for grawe.
    expect(await post(general, { insurer: 'general' })).toMatchObject({ status: 401 });
    expect(await post(decision(orderId, number), { secret: generalSecret })).toMatchObject({ status: 401 });
    expect(await state(orderId)).toEqual(before);
    expect(await post(general, { insurer: 'general', secret: generalSecret })).toEqual({
      status: 200,
      body: { received: true, applied: true },
    });
    expect(await state(orderId)).toMatchObject({ status: 'issued', policies: [number] });
  });

  it('answers 400 to a malformed or stale callback and records nothing', async () => {
    const orderId = await processingOrder();
    const before = await state(orderId);
    for (const [what, answer] of [
      ['not JSON', await post('{"insurer":')],
      ['not the callback shape', await post({ insurer: 'grawe', status: 'issued' })],
      ['not one of our keys', await post({ ...decision(orderId, numberFor(orderId, 'CBM')), idempotencyKey: 'x' })],
      [
        'stale',
        await post(decision(orderId, numberFor(orderId, 'CBM')), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      ],
    ] as const) {
      expect({ what, ...answer }).toMatchObject({ what, status: 400, body: { error: { code: 'validation-failed' } } });
    }
    expect(await state(orderId)).toEqual(before);
  });

  it('acknowledges a policy for an order that cannot take it, records nothing and notes it for staff', async () => {
    const orderId = await processingOrder();
    await orders.apply(orderId, { type: 'ISSUANCE_FAILED', actor: system, reason: 'still pending after 30 s' });
    const before = await state(orderId);
    const number = numberFor(orderId, 'CBR');
    expect(await post(decision(orderId, number))).toEqual({ status: 200, body: { received: true, applied: false } });
    const after = await state(orderId);
    expect(after).toMatchObject({ status: 'failed', version: before.version, policies: [] });
    expect(after.last_error).toContain(number);
  });

  it('acknowledges a policy number another order holds, records nothing and notes it for staff', async () => {
    const first = await processingOrder();
    const second = await processingOrder();
    const number = numberFor(first, 'CBD');
    await post(decision(first, number));
    const before = await state(second);
    expect(await post(decision(second, number))).toEqual({ status: 200, body: { received: true, applied: false } });
    const after = await state(second);
    expect(after).toMatchObject({ status: 'processing', version: before.version, policies: [] });
    expect(after.last_error).toContain(number);
  });
});
