import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { exampleDetails, money, type Actor } from '@asiguro/domain';
import { InsurerApplications, OrchestrationModule, OrderService, PaymentRecorder } from '@asiguro/orchestration';
import {
  PartnerUnavailableError,
  type InsurerIssueRequest,
  type InsurerPolicy,
  type InsurerRegistry,
} from '@asiguro/partners';
import { DatabaseModule } from '@asiguro/persistence';
import { ConfigModule, parseConfig, RedisModule } from '@asiguro/platform';
import { createTestDatabase, type TestDatabase } from '@asiguro/testing';
import { IssuePolicyHandler } from '../src/issuance/issue-policy.handler';
import { UnheardIssuance } from '../src/issuance/unheard-issuance';
import { JobDispatcher } from '../src/jobs/job-dispatcher.service';
import { partnerPolicyIssuer } from '../src/issuance/partner-policy-issuer';
import { POLICY_ISSUER } from '../src/partners/ports';

const customer: Actor = { kind: 'customer', id: 'anon:retry' };
const staff: Actor = { kind: 'staff', id: 'staff-1' };
const price = money(1276, 'MDL');
const lastAttempt = { jobId: 'job', runId: '0', attempt: 6, maxAttempts: 6, isLast: true };

/**
 * The issuance job against the real database, with the insurer's HTTP adapter replaced by a
 * recorder of the requests it is sent: a staff retry must send exactly what the first attempt
 * sent under the same idempotency key (an insurer answers 409 to the same key with another body;
 * the liability start is counted from the payment).
 */
describe(`${IssuePolicyHandler.name} when an attempt fails`, () => {
  let database: TestDatabase;
  let app: INestApplicationContext;
  let orders: OrderService;
  const sent: InsurerIssueRequest[] = [];
  let answer: () => Promise<InsurerPolicy>;
  const insurers = {
    adapter: () => ({
      issue: (request: InsurerIssueRequest) => {
        sent.push(request);
        return answer();
      },
    }),
  } as unknown as InsurerRegistry;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = parseConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(), RedisModule, OrchestrationModule],
      providers: [
        IssuePolicyHandler,
        UnheardIssuance,
        // Only this handler is under test; the real dispatcher insists on a handler for every job.
        { provide: JobDispatcher, useValue: { register: () => undefined } },
        {
          provide: POLICY_ISSUER,
          inject: [InsurerApplications],
          useFactory: (applications: InsurerApplications) => partnerPolicyIssuer(insurers, applications, config),
        },
      ],
    }).compile();
    app = await moduleRef.init();
    orders = app.get(OrderService);
  });

  /** A medical order at donaris, paid by card: in paid, its issuance not started. */
  async function paidOrder(transactionId: string) {
    const order = await orders.create(
      { items: [{ type: 'medical', details: exampleDetails().medical }], authorUid: 'anon:retry' },
      customer,
    );
    await orders.apply(order.id, { type: 'CONFIRM', actor: customer, price }, { patch: { insurer: 'donaris' } });
    await app
      .get(PaymentRecorder)
      .recordSucceeded({ orderId: order.id, provider: 'card', transactionId, amount: price });
    return order;
  }

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('sends the insurer the same request on every attempt, though the retry restarted the in-flight clock', async () => {
    const handler = app.get(IssuePolicyHandler);
    const order = await paidOrder('tx-retry');
    const [{ created_at: paidAt }] = await app
      .get(DataSource)
      .query(`select created_at from order_events where order_id = $1 and event = 'PAYMENT_SUCCEEDED'`, [order.id]);

    // The insurer is down on the last attempt: the order fails, staff retry it later.
    answer = () => Promise.reject(new PartnerUnavailableError('donaris', 'answered 503', 503));
    await expect(handler.handle({ orderId: order.id }, lastAttempt)).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await orders.get(order.id)).status).toBe('failed');
    const retried = await orders.apply(order.id, { type: 'RETRY', actor: staff, reason: 'insurer is back' });
    expect(retried.order.inFlightSince!.getTime()).toBeGreaterThan(new Date(paidAt).getTime());

    answer = async () => ({
      insurer: 'donaris',
      number: 'IAI000042RTY',
      product: 'medical',
      liabilityStart: new Date('2030-01-01T00:00:00Z'),
      validFrom: new Date('2030-01-01T00:00:00Z'),
      validTo: new Date('2030-12-31T23:59:59Z'),
      issuedAt: new Date(),
    });
    expect(await handler.handle({ orderId: order.id }, { ...lastAttempt, attempt: 1, isLast: false })).toBe(
      'issued IAI000042RTY',
    );
    expect((await orders.get(order.id)).status).toBe('issued');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      idempotencyKey: `order-${order.id}-policy`,
      paidAt: new Date(paidAt).toISOString(),
    });
    expect(sent[1]).toEqual(sent[0]);
  });

  it('keeps an order whose insurer may hold its policy: asks again later, and past the reconcile hours hands it to an operator', async () => {
    const handler = app.get(IssuePolicyHandler);
    const db = app.get(DataSource);
    const order = await paidOrder('tx-unheard');
    // An earlier run never ended: its worker died, maybe after the insurer had answered.
    await db.query(
      `insert into job_runs (order_id, queue, job_name, job_id, attempt, outcome, started_at)
       values ($1, 'issuance', 'issue-policy', 'outbox-1', 1, 'running', now() - interval '1 minute')`,
      [order.id],
    );
    answer = () => Promise.reject(new PartnerUnavailableError('donaris', 'answered 503', 503));

    const before = Date.now();
    await expect(handler.handle({ orderId: order.id }, lastAttempt)).resolves.toMatch(/asking again at /);
    const kept = await orders.get(order.id);
    expect(kept.status).toBe('processing');
    expect(kept.lastError).toMatch(/^the insurer may have issued: donaris: answered 503; asking again at /);
    const [next] = await db.query(
      `select run_at from outbox where order_id = $1 and job_name = 'issue-policy' order by id desc limit 1`,
      [order.id],
    );
    // ISSUANCE_RECONCILE_MS (5 minutes by default) from now.
    expect(new Date(next.run_at).getTime() - before).toBeGreaterThanOrEqual(300_000);
    expect(new Date(next.run_at).getTime() - Date.now()).toBeLessThanOrEqual(300_000);

    // A day in flight without an answer: an operator checks with the insurer.
    await db.query(`update orders set in_flight_since = now() - interval '25 hours' where id = $1`, [order.id]);
    await expect(handler.handle({ orderId: order.id }, lastAttempt)).resolves.toMatch(/^handed to an operator/);
    const handed = await orders.get(order.id);
    expect(handed.status).toBe('processing');
    expect(handed.manualIssuanceDue).not.toBeNull();
    expect(handed.manualIssuanceReason).toMatch(
      /^the insurer may have issued: .*check with the insurer before refunding/,
    );
  });

  it('fails an order at the last attempt when every try was refused untaken (503s) and no run was left unfinished', async () => {
    const handler = app.get(IssuePolicyHandler);
    const order = await paidOrder('tx-untaken');
    await app.get(DataSource).query(
      `insert into job_runs (order_id, queue, job_name, job_id, attempt, outcome, error, started_at)
       values ($1, 'issuance', 'issue-policy', 'outbox-2', 1, 'retrying', 'donaris: answered 503', now())`,
      [order.id],
    );
    answer = () => Promise.reject(new PartnerUnavailableError('donaris', 'answered 503', 503));
    await expect(handler.handle({ orderId: order.id }, lastAttempt)).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await orders.get(order.id)).status).toBe('failed');
  });
});
