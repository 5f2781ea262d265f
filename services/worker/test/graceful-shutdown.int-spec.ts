import { Client } from 'pg';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { issuanceRunning, payOrderByCard, setInsurer, statusOf, unpaidRcaOrder } from './pipeline-helpers';

/** SIGTERM lets running jobs finish before the worker exits: nothing is cut short, nothing lost. */
describe('worker graceful shutdown', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack();
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('finishes the running issuance before exiting on SIGTERM', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    await setInsurer(stack, order.chosenOffer!.insurer.slug, { latencyMs: 2000 });
    await payOrderByCard(api, order.id);
    await issuanceRunning(db, order.id);

    const exit = await stack.services.worker.stop('SIGTERM');
    // Nest re-raises the signal once its shutdown hooks are done, so the process ends by SIGTERM.
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    const [run] = (
      await db.query(`select outcome from job_runs where order_id = $1 and job_name = 'issue-policy'`, [order.id])
    ).rows;
    expect(run.outcome).toBe('completed');
    expect(await statusOf(api, order.id)).toBe('issued');

    // The next step waits in its queue for the next worker, and nothing was lost.
    await stack.addWorker();
    await waitFor(async () => (await statusOf(api, order.id)) === 'completed', {
      timeoutMs: 60_000,
      description: 'completion',
    });
  });
});
