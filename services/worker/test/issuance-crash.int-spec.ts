import { Client } from 'pg';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import {
  diagnose,
  insurerStats,
  issuanceRunning,
  payOrderByCard,
  setInsurer,
  statusOf,
  unpaidRcaOrder,
  issuedUnder,
} from './pipeline-helpers';

/**
 * A worker killed with SIGKILL in the middle of issuing a policy: its job keeps its lock until it
 * expires, then another worker takes it and finishes the order, with the same idempotency key —
 * so the insurer issues once and the order has exactly one policy.
 */
describe('a worker killed during issuance', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ JOB_LOCK_SECONDS: '3', ISSUANCE_BACKOFF_MS: '200', ISSUANCE_RECONCILE_MS: '1000' });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('leaves the order to another worker, ending with exactly one policy', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    const insurer = order.chosenOffer!.insurer.slug;
    // Slow enough that the kill lands while the insurer is being asked.
    await setInsurer(stack, insurer, { latencyMs: 2500 });
    const before = await insurerStats(stack, insurer);

    await payOrderByCard(api, order.id);
    await issuanceRunning(db, order.id);
    const killed = await stack.services.worker.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');

    await setInsurer(stack, insurer, { latencyMs: 0 });
    await stack.addWorker();
    await waitFor(async () => (await statusOf(api, order.id)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete on the second worker',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
    });

    expect((await db.query(`select count(*)::int as n from policies where order_id = $1`, [order.id])).rows[0].n).toBe(
      1,
    );
    const after = await insurerStats(stack, insurer);
    expect(after.policies - before.policies).toBe(1);
    const runs = await db.query(
      `select attempt, outcome from job_runs where order_id = $1 and job_name = 'issue-policy' order by id`,
      [order.id],
    );
    // The killed attempt stays 'running' in the log (its process died); the next one completed.
    expect(runs.rows.map((run) => run.outcome)).toEqual(['running', 'completed']);
  });

  it('does not fail an order whose insurer issued unheard and then went down: it asks again and ends with that policy', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    const insurer = order.chosenOffer!.insurer.slug;
    const key = `order-${order.id}-policy`;
    const issuedFor = () => issuedUnder(stack, insurer, key);
    // The insurer issues, and its answer never arrives (the connection is cut after it committed).
    // No latency: a request's fate (up or down) and the quirk are then read at the same moment.
    await setInsurer(stack, insurer, { losesAnswers: true, latencyMs: 0 });
    await payOrderByCard(api, order.id);
    const [issued] = await waitFor(async () => ((await issuedFor()).length > 0 ? issuedFor() : undefined), {
      timeoutMs: 30_000,
      description: 'the insurer to issue the policy',
    });
    // Then it goes down for longer than the attempts last (one PUT: no attempt sees it up in between).
    await setInsurer(stack, insurer, { mode: 'down', losesAnswers: false });
    try {
      const lastError = async () =>
        (await db.query(`select status, last_error from orders where id = $1`, [order.id])).rows[0] as {
          status: string;
          last_error: string | null;
        };
      // The attempts ran out twice: each time the order was kept, to ask again with the same key.
      await waitFor(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from job_runs where order_id = $1 and job_name = 'issue-policy' and outcome = 'completed'`,
              [order.id],
            )
          ).rows[0].n >= 2,
        { timeoutMs: 60_000, intervalMs: 250, description: 'issuance to run out of attempts twice' },
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
      });
      expect(await statusOf(api, order.id)).toBe('processing');
      expect((await lastError()).last_error).toMatch(/^the insurer may have issued: .*asking again at /);
    } finally {
      await setInsurer(stack, insurer, { mode: 'up' });
    }

    await waitFor(async () => (await statusOf(api, order.id)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete once the insurer is back',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
    });
    // The policy the insurer issued first, and no other; the customer's money was never given back.
    const held = await db.query(`select number from policies where order_id = $1`, [order.id]);
    expect(held.rows).toEqual([{ number: issued.number }]);
    expect(await issuedFor()).toHaveLength(1);
    const events = await db.query(`select event from order_events where order_id = $1 order by seq`, [order.id]);
    expect(events.rows.map((row) => row.event)).not.toContain('ISSUANCE_FAILED');
    const payments = await db.query(`select status from payments where order_id = $1`, [order.id]);
    expect(payments.rows).toEqual([{ status: 'succeeded' }]);
  });
});
