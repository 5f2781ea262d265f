import { EXAMPLE_CODES, exampleDetails, money, riskFor, type Actor } from '@asiguro/domain';
import { InsurerApplications, OrderService, PaymentRecorder } from '@asiguro/orchestration';
import {
  AsyncInsurerAdapter,
  InsurerApplicationPendingError,
  InsurerRegistry,
  signInsurerCallback,
  type ApplicationAnswer,
} from '@asiguro/partners';
import { parseConfig } from '@asiguro/platform';
import {
  createTestDatabase,
  freePort,
  spawnService,
  startOrchestrationContext,
  waitFor,
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
const medical = exampleDetails().medical;

/**
 * POST /api/partners/:slug/callbacks: an asynchronous insurer's signed decision, through the API
 * process, against the sandbox's insurers. A signed callback is only a signal: it must be about an
 * order placed with that insurer and the application it opened, and it is applied as the insurer
 * confirms it when asked.
 */
describe('insurer callbacks (API process with the sandbox insurers)', () => {
  let database: TestDatabase;
  let sandbox: ServiceProcess;
  let sandboxUrl: string;
  let api: ServiceProcess;
  let base: string;
  let context: OrchestrationContext;
  let orders: OrderService;
  let payments: PaymentRecorder;
  let applications: InsurerApplications;
  let insurers: InsurerRegistry;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [port, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const queuePrefix = `t${port}`;
    const shared = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SANDBOX_URL: sandboxUrl,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(smtpPort),
      INSURER_CALLBACK_SECRET: secret,
      INSURER_CALLBACK_SECRETS: JSON.stringify({ general: generalSecret }),
    };
    sandbox = spawnService('sandbox', shared);
    await waitForHttpOk(sandbox, `${sandboxUrl}/health`);
    api = spawnService('api', {
      ...shared,
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: database.url,
      QUEUE_PREFIX: queuePrefix,
    });
    context = await startOrchestrationContext({
      relay: false,
      env: { DATABASE_URL: database.url, QUEUE_PREFIX: queuePrefix },
    });
    orders = context.app.get(OrderService);
    payments = context.app.get(PaymentRecorder);
    applications = context.app.get(InsurerApplications);
    db = context.app.get(DataSource);
    // The issuance job's adapters, giving up at once on a pending application (it is retried later).
    insurers = new InsurerRegistry(parseConfig({ ...shared, NODE_ENV: 'test' }), {
      asyncIssue: { deadlineMs: 1, pollIntervalMs: 1, maxPollIntervalMs: 1 },
    });
    await waitForHttpOk(api, `${base}/api/ready`);
  });

  afterAll(async () => {
    await api?.stop();
    await sandbox?.stop();
    await context?.close();
    await database?.drop();
  });

  /** How long the sandbox's insurer takes to decide an application. */
  async function processing(slug: string, processingMs: number) {
    const response = await fetch(`${sandboxUrl}/admin/issuers/${slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ processingMs }),
    });
    expect(response.status).toBe(200);
  }

  /**
   * An order whose policy `slug` is deciding: confirmed with it, paid, issuance started, and the
   * application submitted as the issuance job submits it (noted by the job).
   */
  async function applied(slug = 'grawe'): Promise<{ orderId: string; applicationId: string }> {
    const order = await orders.create(
      { items: [{ type: 'medical', details: medical }], authorUid: 'anon:callbacks' },
      customer,
    );
    await orders.apply(order.id, { type: 'CONFIRM', actor: customer, price }, { patch: { insurer: slug } });
    await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: `tx-${order.id}`,
      amount: price,
    });
    await orders.apply(order.id, { type: 'ISSUANCE_STARTED', actor: system });
    const risk = riskFor({ type: 'medical', details: medical }, {}, { today: new Date() });
    if (!risk.ok) throw new Error(`no risk: ${risk.code}`);
    let applicationId = '';
    await insurers
      .adapter(slug)
      .issue(
        {
          idempotencyKey: `order-${order.id}-policy`,
          product: 'medical',
          risk: risk.risk,
          insured: { type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' },
          paidAt: new Date().toISOString(),
        },
        {
          onApplication: async (id) => {
            applicationId = id;
            await applications.record(order.id, slug, id);
          },
        },
      )
      .catch((error: unknown) => {
        if (!(error instanceof InsurerApplicationPendingError)) throw error;
      });
    expect(applicationId).not.toBe('');
    return { orderId: order.id, applicationId };
  }

  /** The application as the insurer answers about it, once it has decided. */
  async function decided(slug: string, applicationId: string): Promise<ApplicationAnswer> {
    const adapter = insurers.adapter(slug) as AsyncInsurerAdapter;
    return waitFor(
      async () => {
        const answer = await adapter.application(applicationId);
        return answer.status === 'pending' ? undefined : answer;
      },
      { description: `${slug} to decide ${applicationId}` },
    );
  }

  /** A signed callback as the insurer sends it, saying the application was issued with `number`. */
  function issued(orderId: string, applicationId: string, number: string, insurer = 'grawe') {
    return {
      insurer,
      applicationId,
      idempotencyKey: `order-${orderId}-policy`,
      status: 'issued',
      policy: {
        number,
        insurer,
        product: 'medical',
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

  it('applies the policy the insurer confirms, whatever number the callback says, and a repeat changes nothing', async () => {
    const { orderId, applicationId } = await applied();
    const confirmed = await decided('grawe', applicationId);
    expect(confirmed.status).toBe('issued');
    const claimed = issued(orderId, applicationId, 'GRW-NOT-THE-INSURERS');
    expect(await post(claimed)).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await state(orderId)).toMatchObject({
      status: 'issued',
      policies: [confirmed.policy!.number],
      last_error: null,
    });
    expect(await post(claimed)).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(await state(orderId)).toMatchObject({ status: 'issued', policies: [confirmed.policy!.number] });
  });

  it("refuses another insurer's signed decision about an order placed with grawe", async () => {
    const { orderId, applicationId } = await applied();
    await decided('grawe', applicationId);
    const before = await state(orderId);
    // General signs with its own key, but the order is grawe's.
    const forged = await post(issued(orderId, applicationId, 'GEN-000001-X', 'general'), {
      insurer: 'general',
      secret: generalSecret,
    });
    expect(forged).toMatchObject({ status: 400, body: { error: { code: 'validation-failed' } } });
    expect(await state(orderId)).toEqual(before);
  });

  it('applies nothing the insurer does not confirm: a signed "issued" for a pending application, or for another application', async () => {
    await processing('grawe', 120_000);
    try {
      const { orderId, applicationId } = await applied();
      const before = await state(orderId);
      expect(await post(issued(orderId, applicationId, 'GRW-000001-P'))).toEqual({
        status: 200,
        body: { received: true, applied: false },
      });
      expect(await post(issued(orderId, 'grawe-another-application', 'GRW-000002-P'))).toMatchObject({
        status: 400,
      });
      expect(await state(orderId)).toEqual(before);
    } finally {
      await processing('grawe', 900);
    }
  });

  it('answers 401 to a wrong or missing signature and records nothing', async () => {
    const { orderId, applicationId } = await applied();
    await decided('grawe', applicationId);
    const before = await state(orderId);
    const forged = await post(issued(orderId, applicationId, 'GRW-1'), { secret: 'not-the-insurers-secret-at-all' });
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    const unsigned = await fetch(`${base}/api/partners/grawe/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(issued(orderId, applicationId, 'GRW-1')),
    });
    expect(unsigned.status).toBe(401);
    expect(await state(orderId)).toEqual(before);
  });

  it("takes an insurer's decision only under its own key when it has one, not the shared key", async () => {
    const { orderId, applicationId } = await applied('general');
    const confirmed = await decided('general', applicationId);
    const before = await state(orderId);
    const general = issued(orderId, applicationId, 'GEN-1', 'general');
    // The shared key (which grawe signs with) cannot speak for general.
    expect(await post(general, { insurer: 'general' })).toMatchObject({ status: 401 });
    expect(await state(orderId)).toEqual(before);
    expect(await post(general, { insurer: 'general', secret: generalSecret })).toEqual({
      status: 200,
      body: { received: true, applied: true },
    });
    expect(await state(orderId)).toMatchObject({ status: 'issued', policies: [confirmed.policy!.number] });
  });

  it('answers 400 to a malformed or stale callback and records nothing', async () => {
    const { orderId, applicationId } = await applied();
    const before = await state(orderId);
    for (const [what, answer] of [
      ['not JSON', await post('{"insurer":')],
      ['not the callback shape', await post({ insurer: 'grawe', status: 'issued' })],
      ['not one of our keys', await post({ ...issued(orderId, applicationId, 'GRW-2'), idempotencyKey: 'x' })],
      [
        'stale',
        await post(issued(orderId, applicationId, 'GRW-2'), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      ],
    ] as const) {
      expect({ what, ...answer }).toMatchObject({ what, status: 400, body: { error: { code: 'validation-failed' } } });
    }
    expect(await state(orderId)).toEqual(before);
  });

  it('acknowledges a confirmed policy for an order that cannot take it, records nothing and notes it for staff', async () => {
    const { orderId, applicationId } = await applied();
    const confirmed = await decided('grawe', applicationId);
    await orders.apply(orderId, { type: 'ISSUANCE_FAILED', actor: system, reason: 'still pending after 30 s' });
    const before = await state(orderId);
    expect(await post(issued(orderId, applicationId, 'GRW-3'))).toEqual({
      status: 200,
      body: { received: true, applied: false },
    });
    const after = await state(orderId);
    expect(after).toMatchObject({ status: 'failed', version: before.version, policies: [] });
    expect(after.last_error).toContain(confirmed.policy!.number);
  });
});
