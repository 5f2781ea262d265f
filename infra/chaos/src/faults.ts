import { Queue } from 'bullmq';
import type { Pool } from 'pg';
import { QUEUES } from '@asiguro/orchestration';
import { bullConnectionOptions } from '@asiguro/platform';
import type { Offer } from '@asiguro/contracts';
import { TEST_CARDS } from '@asiguro/testing';
import { setInsurers, type RunStack } from '../../bench/src/bench-stack';
import { Customer, unpaidOrder } from '../../bench/src/customer';
import { pause, waitUntil } from './abort';
import type { DataServers } from './data-servers';
import type { ProviderPayment } from './invariants';

/** What the faults act on. */
export interface ChaosContext {
  stack: RunStack;
  servers: DataServers;
  db: Pool;
  /** Worker processes to keep running (restarted after each kill). */
  workers: number;
  /** Payments the run's customers completed at the provider (the money invariant checks them). */
  paidAtProvider: ProviderPayment[];
  /** The run's: once it fires, every fault stops at its next wait. */
  signal: AbortSignal;
  log(message: string): void;
}

/** One injected fault: whether it landed where it was aimed, and the evidence. */
export interface FaultRecord {
  name: string;
  startedAt: string;
  durationMs: number;
  landed: boolean;
  evidence: string;
}

async function recorded(
  name: string,
  work: () => Promise<{ landed: boolean; evidence: string }>,
): Promise<FaultRecord> {
  const started = Date.now();
  const { landed, evidence } = await work();
  return { name, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, landed, evidence };
}

/** Queries that ride out a PostgreSQL restart: a refused connection is tried again for a while. */
async function query<R extends object>(context: ChaosContext, sql: string, parameters: unknown[] = []): Promise<R[]> {
  for (let attempt = 0; ; attempt++) {
    context.signal.throwIfAborted();
    try {
      return (await context.db.query<R>(sql, parameters)).rows;
    } catch (error) {
      if (attempt >= 40) throw error;
      await pause(250, context.signal);
    }
  }
}

async function restartWorkers(context: ChaosContext): Promise<void> {
  while (context.stack.workers.length < context.workers) {
    context.signal.throwIfAborted();
    await context.stack.startWorker();
  }
}

/**
 * An order of the fault's own, bought and paid by card, so the jobs a fault aims at come whatever
 * the steady flow happens to be doing. Its payment goes to the money invariant like the others.
 */
async function payOwnOrder(context: ChaosContext): Promise<string> {
  const buyer = new Customer(context.stack.baseUrl, 12);
  const { order } = await unpaidOrder(buyer);
  const payment = await buyer.startPayment(order.id);
  await buyer.payOnPage(payment.redirectUrl);
  context.paidAtProvider.push({ provider: 'card', providerPaymentId: payment.providerPaymentId, orderId: order.id });
  return order.number;
}

/** Tries of a kill: a job can end between being seen running and the kill. */
const KILL_TRIES = 3;

/**
 * SIGKILL of every worker while `jobName` jobs run: pays an order of its own (so such a job is
 * coming), waits for one to be running, kills, counts the runs the dead processes left behind,
 * starts fresh workers. When the job had already ended at the kill, it tries again.
 */
async function killDuring(context: ChaosContext, jobName: string): Promise<{ landed: boolean; evidence: string }> {
  const notes: string[] = [];
  for (let attempt = 1; attempt <= KILL_TRIES; attempt++) {
    const since = new Date();
    const own = await payOwnOrder(context);
    const running = await waitUntil(
      context.signal,
      async () =>
        (
          await query(
            context,
            `select 1 from job_runs where job_name = $1 and outcome = 'running' and started_at >= $2 limit 1`,
            [jobName, since],
          )
        ).length > 0,
      { timeoutMs: 60_000, intervalMs: 20, description: `a running ${jobName} job` },
    ).then(
      () => true,
      (error: unknown) => {
        context.signal.throwIfAborted();
        notes.push(`try ${attempt}: ${(error as Error).message}`);
        return false;
      },
    );
    if (!running) continue;
    const killedAt = new Date();
    const killed = await context.stack.killWorkers('SIGKILL');
    const [cut] = await query<{ n: number; orders: string[] }>(
      context,
      `select count(*)::int as n, array_agg(distinct order_id::text) as orders from job_runs
        where job_name = $1 and outcome = 'running' and started_at >= $2 and started_at < $3`,
      [jobName, since, killedAt],
    );
    await restartWorkers(context);
    if (cut.n > 0) {
      return {
        landed: true,
        evidence: `${killed} worker(s) killed with ${cut.n} ${jobName} job(s) running (orders ${(cut.orders ?? []).slice(0, 5).join(', ')}; own order ${own}, try ${attempt}); ${context.workers} fresh worker(s) started`,
      };
    }
    notes.push(`try ${attempt}: the ${jobName} job had ended before the kill`);
  }
  return { landed: false, evidence: notes.join('; ') };
}

/** Insurers slowed to 1.5 s, then every worker SIGKILLed while a policy is being issued. */
export function killWorkersDuringIssuance(context: ChaosContext): Promise<FaultRecord> {
  return recorded('SIGKILL of the workers during issuance (insurers slowed to 1.5 s)', async () => {
    await setInsurers(context.stack.sandboxUrl, { latencyMs: 1500 });
    try {
      return await killDuring(context, 'issue-policy');
    } finally {
      await setInsurers(context.stack.sandboxUrl, { latencyMs: 0 });
    }
  });
}

/** Every worker SIGKILLed while documents are being generated and signed. */
export function killWorkersDuringDocuments(context: ChaosContext): Promise<FaultRecord> {
  return recorded('SIGKILL of the workers during document generation', () => killDuring(context, 'generate-documents'));
}

/** Offer searches a fault makes itself, one session per phase (the offer search is rate-limited). */
class OfferSearcher {
  private readonly customer: Customer;
  private draftId?: string;

  constructor(private readonly context: ChaosContext) {
    this.customer = new Customer(context.stack.baseUrl, 12);
  }

  /** The insurers that answered in time, cheapest first (none when the search was refused). */
  async search(): Promise<string[]> {
    this.draftId ??= (await this.customer.createDraft()).id;
    const answer = await this.customer.client.post<{ offers?: Offer[] }>(`/api/orders/${this.draftId}/offers`);
    return answer.status === 200 ? (answer.body.offers ?? []).map((offer) => offer.insurer.slug) : [];
  }

  /** Searches every 2 s until `until`, and on (at most 8 searches) until `enough` says so. */
  async during(until: number, enough: (answers: string[][]) => Promise<boolean>): Promise<string[][]> {
    const answers: string[][] = [];
    while (answers.length < 8 && (Date.now() < until || !(await enough(answers)))) {
      answers.push(await this.search());
      await pause(2000, this.context.signal);
    }
    return answers;
  }
}

/**
 * Insurers failing and slow: half of every insurer's calls answer 503 for a while, then the two
 * cheapest insurers go down and hang (the sandbox holds the request past the client's timeout).
 * The fault searches offers itself during both phases, so partner calls meet the failures
 * whatever the steady flow is doing; it lands when failed calls were recorded in the first phase
 * and a search of the second went on without the two insurers it had offered before.
 */
export function insurersFailingAndSlow(context: ChaosContext, holdMs: number): Promise<FaultRecord> {
  return recorded('insurers failing (50 % 503), then down and hanging', async () => {
    const sandbox = context.stack.sandboxUrl;
    const failuresSince = async (since: Date) => {
      const [row] = await query<{ n: number; insurers: string[] | null }>(
        context,
        `select count(*)::int as n, array_agg(distinct partner) as insurers from partner_exchanges
          where created_at >= $1 and (status >= 500 or error is not null)`,
        [since],
      );
      return row;
    };
    const cheapest = (await new OfferSearcher(context).search()).slice(0, 2);
    if (cheapest.length < 2) return { landed: false, evidence: `only ${cheapest.length} offer(s) before the fault` };
    const [down, slow] = cheapest;

    const leftOut = (answer: string[]) => answer.length > 0 && !answer.includes(down) && !answer.includes(slow);
    const since = new Date();
    let searched: string[][];
    try {
      await setInsurers(sandbox, { failureRate: 0.5 });
      await new OfferSearcher(context).during(Date.now() + holdMs, async () => (await failuresSince(since)).n > 0);
      // Each exchange is logged just after its call: give the last ones a moment (a timeout only
      // means none failed, which the record says).
      await waitUntil(context.signal, async () => (await failuresSince(since)).n > 0, {
        timeoutMs: 10_000,
        intervalMs: 250,
        description: 'failed partner calls recorded',
      }).catch(() => context.signal.throwIfAborted());
      await setInsurers(sandbox, { failureRate: 0 });
      await setInsurers(sandbox, { mode: 'down' }, down);
      await setInsurers(sandbox, { mode: 'slow' }, slow);
      searched = await new OfferSearcher(context).during(Date.now() + holdMs, async (answers) => answers.some(leftOut));
    } finally {
      await setInsurers(sandbox, { latencyMs: 0, failureRate: 0, mode: 'up' });
    }
    const failing = await failuresSince(since);
    const [retries] = await query<{ n: number }>(
      context,
      `select count(*)::int as n from job_runs where job_name = 'issue-policy' and outcome = 'retrying' and started_at >= $1`,
      [since],
    );
    const withoutBoth = searched.filter(leftOut).length;
    return {
      landed: failing.n > 0 && withoutBoth > 0,
      evidence:
        `${failing.n} failed partner calls (${(failing.insurers ?? []).join(', ')}); ${down} down and ${slow} hanging: ` +
        `${withoutBoth} of ${searched.length} offer searches answered without them; ${retries.n} issuance attempts retried`,
    };
  });
}

/** POSTs a notification through the sandbox's control endpoint; answers what the callback said. */
async function controlNotification(
  sandboxUrl: string,
  providerPaymentId: string,
  body: { mode: string; ageSeconds?: number },
): Promise<{ delivered: boolean; status: number | 'error' }> {
  const response = await fetch(`${sandboxUrl}/payments/control/notifications/card/${providerPaymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the notification control answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { delivered: boolean; status: number | 'error' };
}

async function statusOf(customer: Customer, orderId: string): Promise<string | undefined> {
  return (await customer.client.get<{ status: string }>(`/api/orders/${orderId}/status`)).body?.status;
}

/**
 * Payment notifications replayed, re-sent, forged, stale and out of order, and money arriving
 * where the order cannot take it: a second payment of a paid order, a payment after the customer
 * canceled, a payment after the order expired. Every payment made is handed to the invariants.
 */
export function paymentNotificationsReplayedAndReordered(context: ChaosContext): Promise<FaultRecord> {
  return recorded('payment notifications replayed, reordered, forged; late and surplus payments', async () => {
    const { baseUrl, sandboxUrl } = context.stack;
    const notes: string[] = [];
    const customer = () => new Customer(baseUrl, 12);
    const paid = (orderId: string, providerPaymentId: string) =>
      context.paidAtProvider.push({ provider: 'card', providerPaymentId, orderId });
    const waitStatus = (
      buyer: Customer,
      orderId: string,
      wanted: (status: string | undefined) => boolean,
      what: string,
    ) =>
      waitUntil(context.signal, async () => wanted(await statusOf(buyer, orderId)), {
        timeoutMs: 60_000,
        intervalMs: 200,
        description: what,
      });

    // A declined attempt, then a successful one; the decline's notification arrives again last.
    const reorder = customer();
    const { order: first } = await unpaidOrder(reorder);
    const declined = await reorder.startPayment(first.id);
    await reorder.payOnPage(declined.redirectUrl, TEST_CARDS.declined);
    const accepted = await reorder.startPayment(first.id);
    await reorder.payOnPage(accepted.redirectUrl);
    paid(first.id, accepted.providerPaymentId);
    await waitStatus(reorder, first.id, (status) => status !== 'unpaid', 'the payment after a declined one');
    const late = await controlNotification(sandboxUrl, declined.providerPaymentId, { mode: 'resend' });
    // The success notification again, byte for byte, and re-signed; then forged and stale ones.
    const replay = await controlNotification(sandboxUrl, accepted.providerPaymentId, { mode: 'replay' });
    const resend = await controlNotification(sandboxUrl, accepted.providerPaymentId, { mode: 'resend' });
    const forged = await controlNotification(sandboxUrl, accepted.providerPaymentId, { mode: 'bad-signature' });
    const stale = await controlNotification(sandboxUrl, accepted.providerPaymentId, {
      mode: 'stale',
      ageSeconds: 3600,
    });
    notes.push(
      `order ${first.number}: decline re-sent after success → ${late.status}; success replayed → ${replay.status}, re-sent → ${resend.status}; forged → ${forged.status}; stale → ${stale.status}`,
    );

    // Two tabs, two payments of one order: the second is surplus.
    const twice = customer();
    const { order: second } = await unpaidOrder(twice);
    const tabA = await twice.startPayment(second.id);
    const tabB = await twice.startPayment(second.id);
    await twice.payOnPage(tabA.redirectUrl);
    paid(second.id, tabA.providerPaymentId);
    await twice.payOnPage(tabB.redirectUrl);
    paid(second.id, tabB.providerPaymentId);
    notes.push(`order ${second.number}: paid twice in two tabs`);

    // Canceled, then paid on the provider's page still open.
    const canceler = customer();
    const { order: third } = await unpaidOrder(canceler);
    const open = await canceler.startPayment(third.id);
    await canceler.cancel(third.id);
    await canceler.payOnPage(open.redirectUrl);
    paid(third.id, open.providerPaymentId);
    notes.push(`order ${third.number}: paid after it was canceled`);

    // Expired (deadline moved into the past; the sweep runs every few seconds), then paid.
    const sleeper = customer();
    const { order: fourth } = await unpaidOrder(sleeper);
    const forgotten = await sleeper.startPayment(fourth.id);
    await query(context, `update orders set deadline = now() - interval '1 second' where id = $1`, [fourth.id]);
    await waitStatus(sleeper, fourth.id, (status) => status === 'expired', 'the sweep to expire the order');
    await sleeper.payOnPage(forgotten.redirectUrl);
    paid(fourth.id, forgotten.providerPaymentId);
    notes.push(`order ${fourth.number}: paid after it expired`);

    const landed =
      typeof replay.status === 'number' &&
      typeof late.status === 'number' &&
      forged.delivered === false &&
      stale.delivered === false;
    return { landed, evidence: notes.join('; ') };
  });
}

/** Jobs in Redis now (waiting, active, delayed, prioritized), by queue. */
async function jobsInRedis(stack: RunStack): Promise<Record<string, number>> {
  const connection = bullConnectionOptions(stack.env.REDIS_URL!);
  const counts: Record<string, number> = {};
  for (const name of QUEUES) {
    const queue = new Queue(name, { connection, prefix: stack.queuePrefix });
    try {
      const count = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      counts[name] = Object.values(count).reduce((sum, value) => sum + value, 0);
    } finally {
      await queue.close();
    }
  }
  return counts;
}

/** Redis shut down without saving and started again: it comes back empty. */
export function restartRedis(context: ChaosContext): Promise<FaultRecord> {
  return recorded('Redis restarted (shutdown nosave: it comes back empty)', async () => {
    const before = await jobsInRedis(context.stack);
    const [inFlight] = await query<{ n: number }>(
      context,
      `select count(*)::int as n from orders where status in ('paid', 'processing', 'issued')`,
    );
    const { downMs } = await context.servers.restartRedis();
    const total = Object.values(before).reduce((sum, value) => sum + value, 0);
    return {
      landed: true,
      evidence: `down ${downMs} ms; ${total} jobs were in Redis (${Object.entries(before)
        .filter(([, n]) => n > 0)
        .map(([queue, n]) => `${queue} ${n}`)
        .join(', ')}), ${inFlight.n} orders between payment and documents`,
    };
  });
}

/** PostgreSQL restarted (fast shutdown): every connection of every process is cut. */
export function restartPostgres(context: ChaosContext): Promise<FaultRecord> {
  return recorded('PostgreSQL restarted (every connection cut)', async () => {
    const [connections] = await query<{ n: number }>(
      context,
      `select count(*)::int as n from pg_stat_activity where datname = current_database()`,
    );
    const [inFlight] = await query<{ n: number }>(
      context,
      `select count(*)::int as n from orders where status in ('unpaid', 'paid', 'processing', 'issued')`,
    );
    const { downMs } = await context.servers.restartPostgres();
    return {
      landed: connections.n > 1,
      evidence: `down ${downMs} ms; ${connections.n} connections cut; ${inFlight.n} orders open or in flight`,
    };
  });
}
