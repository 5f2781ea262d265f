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
    stack = await startStack({ JOB_LOCK_SECONDS: '3', ISSUANCE_BACKOFF_MS: '200' });
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
});
