import { Queue } from 'bullmq';
import { Client } from 'pg';
import type { OrderView } from '@asiguro/contracts';
import { bullConnectionOptions } from '@asiguro/platform';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import {
  diagnose,
  emptyQueueKeys,
  insurerStats,
  issuanceRunning,
  payOrderByCard,
  setInsurer,
  statusOf,
  unpaidRcaOrder,
  workerMetric,
} from './pipeline-helpers';

/** The recurring jobs the worker declares: queue and scheduler id. */
const SCHEDULES = [
  ['expiry', 'expiry-sweep'],
  ['expiry', 'retention-daily'],
  ['rates', 'fetch-rates-daily'],
  ['notifications', 'renewal-scan-daily'],
] as const;

/** Runs of the jobs that act on orders (the recurring ones run whenever they are due). */
const ORDER_JOBS = `('issue-policy', 'generate-documents', 'order-completed-email', 'refund-payment', 'staff-alert')`;

/**
 * Redis emptied under a running stack (every key of its queue prefix deleted, as when Redis
 * restarts without persistence): the jobs of orders in flight are gone while their outbox rows
 * say they were moved. The worker's queue recovery puts them back, and the recurring jobs.
 */
describe('jobs lost with Redis', () => {
  let stack: Stack;
  let db: Client;
  /** The customer of every order (an order's status answers to its author's session only). */
  let api: ApiClient;

  beforeAll(async () => {
    stack = await startStack({ RECOVERY_INTERVAL_SECONDS: '5', JOB_LOCK_SECONDS: '3' });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    api = new ApiClient(stack.baseUrl);
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const schedulers = async () => {
    const connection = bullConnectionOptions(stack.env.REDIS_URL!);
    const found: string[] = [];
    for (const [name, id] of SCHEDULES) {
      const queue = new Queue(name, { connection, prefix: stack.queuePrefix });
      try {
        if (await queue.getJobScheduler(id)) found.push(id);
      } finally {
        await queue.close();
      }
    }
    return found;
  };

  const orderJobRuns = async () =>
    (await db.query(`select count(*)::int as n from job_runs where job_name in ${ORDER_JOBS}`)).rows[0].n as number;

  const orders: OrderView[] = [];

  /** Holds a queue's jobs in Redis (BullMQ's global pause, which lives in Redis and goes with it). */
  const pause = async (name: 'issuance' | 'documents') => {
    const queue = new Queue(name, {
      connection: bullConnectionOptions(stack.env.REDIS_URL!),
      prefix: stack.queuePrefix,
    });
    try {
      await queue.pause();
    } finally {
      await queue.close();
    }
  };

  /** The order's latest outbox row of that job has been moved into Redis. */
  const relayed = (order: OrderView, job: string) =>
    waitFor(
      async () =>
        (
          await db.query(`select 1 from outbox where order_id = $1 and job_name = $2 and enqueued_at is not null`, [
            order.id,
            job,
          ])
        ).rowCount === 1,
      { timeoutMs: 30_000, description: `the ${job} job of ${order.number} to be in Redis` },
    );

  it('completes every order whose job Redis lost (issuance or documents, waiting or running), with exactly one policy each', async () => {
    for (let i = 0; i < 4; i++) orders.push(await unpaidRcaOrder(api));
    const [issued, running, ...waiting] = orders;
    const insurers = [...new Set(orders.map((order) => order.chosenOffer!.insurer.slug))];
    const before = await Promise.all(insurers.map((slug) => insurerStats(stack, slug)));
    expect(await schedulers()).toEqual(SCHEDULES.map(([, id]) => id));

    // One order issued whose documents job waits in Redis…
    await pause('documents');
    await payOrderByCard(api, issued.id);
    await relayed(issued, 'generate-documents');
    // …one whose issuance is running at the insurer…
    await setInsurer(stack, '*', { latencyMs: 3000 });
    await payOrderByCard(api, running.id);
    await issuanceRunning(db, running.id);
    // …and two whose issuance jobs wait in Redis.
    await pause('issuance');
    for (const order of waiting) await payOrderByCard(api, order.id);
    for (const order of waiting) await relayed(order, 'issue-policy');

    expect(await emptyQueueKeys(stack)).toBeGreaterThan(0);
    expect(await schedulers()).toEqual([]);
    await setInsurer(stack, '*', { latencyMs: 0 });

    for (const order of orders) {
      await waitFor(async () => (await statusOf(api, order.id)) === 'completed', {
        timeoutMs: 60_000,
        intervalMs: 500,
        description: `order ${order.number} to complete`,
      }).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
      });
    }
    const policies = await db.query(`select order_id, count(*)::int as n from policies group by order_id`);
    expect(Object.fromEntries(policies.rows.map((row) => [row.order_id, row.n]))).toEqual(
      Object.fromEntries(orders.map((order) => [order.id, 1])),
    );
    const after = await Promise.all(insurers.map((slug) => insurerStats(stack, slug)));
    expect(after.reduce((sum, stats, i) => sum + stats.policies - before[i].policies, 0)).toBe(orders.length);
    // Each step ran under the job id of its outbox row: queued again, never made anew.
    const jobIds = await db.query(
      `select order_id, job_name, count(distinct job_id)::int as n from job_runs
        where order_id = any($1) and job_name in ('issue-policy', 'generate-documents') group by order_id, job_name`,
      [orders.map((order) => order.id)],
    );
    expect(jobIds.rows.map((row) => row.n)).toEqual(jobIds.rows.map(() => 1));
    expect(jobIds.rows).toHaveLength(orders.length * 2);
    // The two waiting issuance jobs and the waiting documents job at least (the running one's too, if it was slow).
    expect(await workerMetric(stack, 'jobs_requeued_total', { job: 'issue-policy' })).toBeGreaterThanOrEqual(2);
    expect(await workerMetric(stack, 'jobs_requeued_total', { job: 'generate-documents' })).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await schedulers()).length === SCHEDULES.length, {
      description: 'the recurring jobs to be declared again',
    });
  });

  it('runs nothing again for orders that are done when Redis is emptied once more', async () => {
    const runsBefore = await orderJobRuns();
    const emptiedBefore = await workerMetric(stack, 'queue_recovery_runs_total', { redis_emptied: 'true' });
    await emptyQueueKeys(stack);
    const emptied = await waitFor(
      async () => {
        const now = await workerMetric(stack, 'queue_recovery_runs_total', { redis_emptied: 'true' });
        return now > emptiedBefore ? await workerMetric(stack, 'queue_recovery_runs_total') : 0;
      },
      { timeoutMs: 20_000, description: 'a recovery run to notice that Redis was emptied' },
    );
    // One full run after that one too: every check has looked at the completed orders' jobs.
    await waitFor(async () => (await workerMetric(stack, 'queue_recovery_runs_total')) > emptied, {
      timeoutMs: 20_000,
      description: 'the next recovery run',
    });
    expect(await orderJobRuns()).toBe(runsBefore);
    expect(await workerMetric(stack, 'jobs_requeued_total', { job: 'order-completed-email' })).toBe(0);
    for (const order of orders) expect(await statusOf(api, order.id)).toBe('completed');
    expect(await schedulers()).toEqual(SCHEDULES.map(([, id]) => id));
  });
});
