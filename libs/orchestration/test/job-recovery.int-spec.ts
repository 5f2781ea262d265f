import { DataSource } from 'typeorm';
import { money, type Actor } from '@asiguro/domain';
import { startOrchestrationContext, waitFor, type OrchestrationContext } from '@asiguro/testing';
import {
  JobRecovery,
  OrderService,
  outboxJobId,
  PaymentRecorder,
  PolicyRecorder,
  QueueProducer,
  QUEUES,
  type JobName,
  type QueueName,
} from '../src';

const customer: Actor = { kind: 'customer', id: 'anon:recovery' };
const system: Actor = { kind: 'system' };
const price = money(1276, 'MDL');

/**
 * The queue recovery on the real PostgreSQL and Redis (no worker: jobs wait where the relay put
 * them). Losing Redis's data is simulated by obliterating this test's queues, under its own prefix.
 */
describe(JobRecovery.name, () => {
  let harness: OrchestrationContext;
  let recovery: JobRecovery;
  let orders: OrderService;
  let payments: PaymentRecorder;
  let producer: QueueProducer;
  let db: DataSource;

  async function start(env: Record<string, string> = {}) {
    harness = await startOrchestrationContext({ env: { JOB_LOCK_SECONDS: '2', ...env } });
    recovery = harness.app.get(JobRecovery);
    orders = harness.app.get(OrderService);
    payments = harness.app.get(PaymentRecorder);
    producer = harness.app.get(QueueProducer);
    db = harness.app.get(DataSource);
  }

  afterEach(() => harness?.close());

  /** Every job of every queue of this test's prefix gone, as after Redis restarted empty. */
  const loseRedisData = () => Promise.all(QUEUES.map((name) => producer.queue(name).obliterate({ force: true })));

  const newOrder = async (type: 'rca' | 'green-card') =>
    (await orders.create({ items: [{ type, details: {} }], authorUid: customer.id! }, customer)).id;
  const pay = (orderId: string) =>
    payments.recordSucceeded({ orderId, provider: 'card', transactionId: `tx-${orderId}`, amount: price });

  async function paidOrder(): Promise<string> {
    const orderId = await newOrder('rca');
    await orders.apply(orderId, { type: 'CONFIRM', actor: customer, price });
    await pay(orderId);
    return orderId;
  }

  let policies = 0;
  async function issuedOrder(): Promise<string> {
    const orderId = await paidOrder();
    await orders.apply(orderId, { type: 'ISSUANCE_STARTED', actor: system });
    const period = { validFrom: new Date('2030-01-01T00:00:00Z'), validTo: new Date('2030-12-31T23:59:59Z') };
    const number = `IAI${String((policies += 1)).padStart(6, '0')}REC`;
    await harness.app
      .get(PolicyRecorder)
      .record(
        orderId,
        { insurer: 'donaris', number, ...period, liabilityStart: period.validFrom },
        { kind: 'partner', id: 'donaris' },
        'partner',
      );
    return orderId;
  }

  /** A canceled order paid late: refunded, its payment waiting for the refund job. */
  async function pendingRefund(): Promise<string> {
    const orderId = await newOrder('green-card');
    await orders.apply(orderId, { type: 'CANCEL', actor: customer });
    await pay(orderId);
    return orderId;
  }

  /** The job id of the order's latest outbox row of that job, once the relay has moved it. */
  async function relayedJob(orderId: string, job: JobName): Promise<{ queue: QueueName; jobId: string }> {
    return waitFor(
      async () => {
        const [row] = await db.query(
          `select id, queue, enqueued_at from outbox where order_id = $1 and job_name = $2 order by id desc limit 1`,
          [orderId, job],
        );
        return row?.enqueued_at ? { queue: row.queue as QueueName, jobId: outboxJobId(row.id) } : undefined;
      },
      { description: `the ${job} row of ${orderId} to be relayed` },
    );
  }

  const stateOf = ({ queue, jobId }: { queue: QueueName; jobId: string }) => producer.queue(queue).getJobState(jobId);

  const jobRun = (jobId: string, outcome: string, startedSecondsAgo: number) =>
    db.query(
      `insert into job_runs (queue, job_name, job_id, attempt, outcome, started_at)
       values ('issuance', 'issue-policy', $1, 1, $2, now() - make_interval(secs => $3))`,
      [jobId, outcome, startedSecondsAgo],
    );

  it('queues the lost step of each in-flight order and pending refund again, under its own job id, once', async () => {
    await start();
    const jobs = [
      await relayedJob(await paidOrder(), 'issue-policy'),
      await relayedJob(await issuedOrder(), 'generate-documents'),
      await relayedJob(await pendingRefund(), 'refund-payment'),
    ];
    // Nothing is lost yet: every job is still in Redis.
    expect(await recovery.requeueLostSteps()).toBe(0);

    await loseRedisData();
    expect(await Promise.all(jobs.map(stateOf))).toEqual(['unknown', 'unknown', 'unknown']);
    expect(await recovery.requeueLostSteps()).toBe(3);
    expect(await Promise.all(jobs.map(stateOf))).toEqual(['waiting', 'waiting', 'waiting']);
    // Asked again, nothing is doubled: the ids are in Redis once more.
    expect(await recovery.requeueLostSteps()).toBe(0);
    const issuance = await producer.queue('issuance').getJobs(['waiting']);
    expect(issuance.map((job) => job.id)).toEqual([jobs[0].jobId]);
    expect(issuance[0].data).toEqual({ orderId: expect.any(String) });
  });

  it('leaves a job that ran to its end or that a live worker may be running; takes one whose worker died', async () => {
    await start();
    const [completed, failed, runningNow, runningLongAgo, retrying] = await Promise.all(
      Array.from({ length: 5 }, async () => relayedJob(await paidOrder(), 'issue-policy')),
    );
    await jobRun(completed.jobId, 'completed', 1);
    await jobRun(failed.jobId, 'failed', 1);
    await jobRun(runningNow.jobId, 'running', 0);
    await jobRun(runningLongAgo.jobId, 'running', 600);
    await jobRun(retrying.jobId, 'retrying', 600);
    await loseRedisData();

    expect(await recovery.requeueLostSteps()).toBe(2);
    expect({
      completed: await stateOf(completed),
      failed: await stateOf(failed),
      runningNow: await stateOf(runningNow),
      runningLongAgo: await stateOf(runningLongAgo),
      retrying: await stateOf(retrying),
    }).toEqual({
      completed: 'unknown',
      failed: 'unknown',
      runningNow: 'unknown',
      runningLongAgo: 'waiting',
      retrying: 'waiting',
    });
  });

  it('checks a bounded batch per call, the next call continuing where the last one stopped', async () => {
    await start({ RECOVERY_BATCH: '2' });
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await relayedJob(await paidOrder(), 'issue-policy'));
    await loseRedisData();

    expect(await recovery.requeueLostSteps()).toBe(2);
    expect(await Promise.all(jobs.map(stateOf))).toEqual(['waiting', 'waiting', 'unknown']);
    expect(await recovery.requeueLostSteps()).toBe(1);
    expect(await Promise.all(jobs.map(stateOf))).toEqual(['waiting', 'waiting', 'waiting']);
    // Wrapped around: the first ones again, found in Redis.
    expect(await recovery.requeueLostSteps()).toBe(0);
  });

  it('after Redis lost its data, queues the recent outbox jobs again, page by page, but not expiry or old ones', async () => {
    await start({ RECOVERY_BATCH: '2' });
    // A row of two days ago whose job ended long since (its run's record may be gone).
    const [{ id: old }] = await db.query(
      `insert into outbox (queue, job_name, payload, created_at, run_at, enqueued_at)
       values ('notifications', 'staff-alert', '{"subject":"old"}', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days')
       returning id`,
    );
    const orderId = await paidOrder();
    const issuance = await relayedJob(orderId, 'issue-policy');
    const expiry = await relayedJob(orderId, 'expire-order');
    await db.query(
      `insert into outbox (order_id, queue, job_name, payload) values ($1, 'notifications', 'staff-alert', $2)`,
      [orderId, { orderId, subject: 'order-failed' }],
    );
    const alert = await relayedJob(orderId, 'staff-alert');
    await loseRedisData();

    expect(await recovery.requeueLostOutbox()).toBe(2);
    expect({
      issuance: await stateOf(issuance),
      alert: await stateOf(alert),
      expiry: await stateOf(expiry),
      old: await stateOf({ queue: 'notifications', jobId: outboxJobId(old) }),
    }).toEqual({ issuance: 'waiting', alert: 'waiting', expiry: 'unknown', old: 'unknown' });
    expect(await recovery.requeueLostOutbox()).toBe(0);
  });
});
