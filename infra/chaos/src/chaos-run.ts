import { Pool } from 'pg';
import { ApiClient } from '@asiguro/testing';
import { settlesWithin, unlessAborted, waitUntil } from './abort';
import { launchStack, setInsurers, type RunStack } from '../../bench/src/bench-stack';
import { buyRcaOrder, type Purchase } from '../../bench/src/customer';
import { chaosServers, type DataServers, type ServerChoice } from './data-servers';
import {
  insurersFailingAndSlow,
  killWorkersDuringDocuments,
  killWorkersDuringIssuance,
  paymentNotificationsReplayedAndReordered,
  restartPostgres,
  restartRedis,
  type ChaosContext,
  type FaultRecord,
} from './faults';
import { checkInvariants, type InvariantResult } from './invariants';
import { signInStaff } from './staff-sign-in';

export interface ChaosOptions {
  /** `short`: each fault once, about two minutes (inside npm test); `full`: several rounds, more orders. */
  rounds: number;
  /** Customers buying at once in the steady flow. */
  customers: number;
  workers: number;
  /** How long insurers stay failing, and then down. */
  insurerFaultMs: number;
  /** How long, after the last fault, orders get to settle before the invariants are checked. */
  settleMs: number;
  /**
   * The whole run's budget. Past it the run stops: every fault at its next wait, the stack's
   * processes and the servers it started (within CHAOS_TEARDOWN_MS), then it rejects.
   */
  deadlineMs: number;
  servers: ServerChoice;
  /** The machine's servers: restarted when `servers` is shared (or auto without the programs); unused when private. */
  shared?: { postgresUrl: string; redisUrl: string };
  /** Stops the run early (Ctrl-C), exactly as the deadline does, with this signal's reason. */
  signal?: AbortSignal;
  log?: (message: string) => void;
}

export const CHAOS_PROFILES = {
  short: { rounds: 1, customers: 4, workers: 2, insurerFaultMs: 5000, settleMs: 75_000, deadlineMs: 420_000 },
  full: { rounds: 3, customers: 12, workers: 2, insurerFaultMs: 15_000, settleMs: 240_000, deadlineMs: 1_800_000 },
} as const satisfies Record<
  string,
  Pick<ChaosOptions, 'rounds' | 'customers' | 'workers' | 'insurerFaultMs' | 'settleMs' | 'deadlineMs'>
>;

/**
 * How long a stopped run takes at most, past its deadline, to stop its processes and servers:
 * stopping a service waits up to 20 s before SIGKILL, a server restart under way up to about 60 s.
 */
export const CHAOS_TEARDOWN_MS = 90_000;

/** Time kept, before the deadline, for the invariants (the settling stops waiting then). */
const INVARIANTS_RESERVE_MS = 30_000;

export interface ChaosReport {
  servers: DataServers['kind'];
  startedAt: string;
  durationMs: number;
  options: Omit<ChaosOptions, 'log' | 'shared' | 'signal'>;
  flow: {
    purchases: number;
    byOutcome: Record<string, number>;
    retries: number;
    /** Purchases whose open stream stayed silent while the order moved on. */
    streamMissedChange: number;
    errors: string[];
  };
  faults: FaultRecord[];
  invariants: InvariantResult[];
  /** Every fault landed and every invariant holds. */
  ok: boolean;
}

/** What a run started, for the one teardown (each part is stopped once, whoever gets there first). */
interface Started {
  servers?: DataServers;
  stack?: RunStack;
  db?: Pool;
  /** The steady flow's customers, and the switch that ends it. */
  flow?: Promise<unknown>;
  flowing: boolean;
}

async function teardown(started: Started): Promise<void> {
  started.flowing = false;
  const { stack, db, servers } = started;
  started.stack = started.db = started.servers = undefined;
  await db?.end().catch(() => undefined);
  await stack?.stop().catch(() => undefined);
  await servers?.stop();
}

/**
 * The chaos run: a steady flow of customers buying while the faults of the issue land one after
 * the other — workers SIGKILLed during issuance and during document generation, insurers failing
 * and slow, payment notifications replayed and reordered (with late and surplus payments), Redis
 * restarted, PostgreSQL restarted — then, once the orders had time to settle, the invariants.
 * It never outlives its deadline (or its caller's signal) by more than CHAOS_TEARDOWN_MS, and
 * when it returns or rejects nothing it started is running any more.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined);
  const controller = new AbortController();
  const deadline = setTimeout(
    () =>
      controller.abort(new Error(`the chaos run passed its deadline of ${Math.round(options.deadlineMs / 1000)} s`)),
    options.deadlineMs,
  );
  const stopEarly = () => controller.abort(options.signal?.reason ?? new Error('the chaos run was stopped'));
  if (options.signal?.aborted) stopEarly();
  options.signal?.addEventListener('abort', stopEarly, { once: true });

  const started: Started = { flowing: true };
  const work = chaosRun(options, controller.signal, started, log);
  try {
    return await unlessAborted(work, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) log(`stopping: ${(controller.signal.reason as Error).message}`);
    else if (started.stack) log(`the stack said:\n${started.stack.output()}`);
    throw error;
  } finally {
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', stopEarly);
    // Whatever still runs stops at its next wait; its processes and servers stop now.
    controller.abort(new Error('the chaos run has ended'));
    await teardown(started);
    if (!(await settlesWithin(work, 60_000))) log('a step was still running a minute after the stop');
    // The flow's customers only meet a stopped stack now; they give up within their retries.
    if (started.flow && !(await settlesWithin(started.flow, 15_000))) log('some customers were still finishing');
  }
}

async function chaosRun(
  options: ChaosOptions,
  signal: AbortSignal,
  started: Started,
  log: (message: string) => void,
): Promise<ChaosReport> {
  const startedAt = Date.now();
  const deadlineAt = startedAt + options.deadlineMs;
  /** Whatever it got while being stopped is stopped at once. */
  const keep = async () => {
    if (signal.aborted) await teardown(started);
    signal.throwIfAborted();
  };

  const servers = (started.servers = await chaosServers(options.servers, options.shared));
  await keep();
  log(
    `servers: ${servers.kind} (PostgreSQL ${servers.postgresUrl.replace(/\/\/[^@]*@/, '//')}, Redis ${servers.redisUrl})`,
  );
  const stack = (started.stack = await launchStack({
    postgresUrl: servers.postgresUrl,
    redisUrl: servers.redisUrl,
    label: 'chaos',
    workers: options.workers,
    env: {
      WORKER_CONCURRENCY: '5',
      // A dead worker's job is handed on after the lock: short, so the run stays short.
      JOB_LOCK_SECONDS: '5',
      ISSUANCE_BACKOFF_MS: '500',
      // An order whose insurer may have issued unheard asks again soon, so it settles within the run.
      ISSUANCE_RECONCILE_MS: '2000',
      EXPIRY_SWEEP_SECONDS: '5',
    },
  }));
  await keep();
  log(`stack up: ${stack.baseUrl}, ${options.workers} workers`);
  const db = (started.db = new Pool({ connectionString: stack.database.url, max: 4 }));
  // Connections cut by the PostgreSQL restart: the pool drops them and connects again.
  db.on('error', () => undefined);
  await setInsurers(stack.sandboxUrl, { latencyMs: 0 });

  const context: ChaosContext = {
    stack,
    servers,
    db,
    workers: options.workers,
    paidAtProvider: [],
    signal,
    log,
  };

  // The steady flow: customers buying one order after another until the faults are over. None
  // watches an order past the point where the invariants must start.
  const purchases: Purchase[] = [];
  started.flow = Promise.all(
    Array.from({ length: options.customers }, async () => {
      while (started.flowing && !signal.aborted) {
        const purchase = await buyRcaOrder({
          baseUrl: stack.baseUrl,
          retries: 12,
          settleTimeoutMs: Math.max(5000, Math.min(options.settleMs, deadlineAt - INVARIANTS_RESERVE_MS - Date.now())),
          pollMs: 1000,
        });
        purchases.push(purchase);
        if (purchase.paidAtProvider && purchase.orderId && purchase.providerPaymentId) {
          context.paidAtProvider.push({
            provider: 'card',
            providerPaymentId: purchase.providerPaymentId,
            orderId: purchase.orderId,
          });
        }
      }
    }),
  );

  const faults: FaultRecord[] = [];
  const fault = async (run: () => Promise<FaultRecord>) => {
    signal.throwIfAborted();
    const record = await run();
    faults.push(record);
    log(`${record.landed ? 'landed' : 'MISSED'}: ${record.name} — ${record.evidence}`);
  };
  try {
    // Let the flow fill the pipeline first.
    await waitUntil(signal, async () => purchases.length > 0 || (await inFlight(db)) > 0, {
      timeoutMs: 120_000,
      intervalMs: 250,
      description: 'orders in flight',
    });
    for (let round = 1; round <= options.rounds; round++) {
      log(`round ${round}/${options.rounds}`);
      await fault(() => killWorkersDuringIssuance(context));
      await fault(() => killWorkersDuringDocuments(context));
      await fault(() => insurersFailingAndSlow(context, options.insurerFaultMs));
      await fault(() => paymentNotificationsReplayedAndReordered(context));
      await fault(() => restartRedis(context));
      await fault(() => restartPostgres(context));
    }
  } finally {
    started.flowing = false;
  }
  const settleBy = Math.min(Date.now() + options.settleMs, deadlineAt - INVARIANTS_RESERVE_MS);
  log(
    `faults done; letting the ${options.customers} customers finish (up to ${Math.round((settleBy - Date.now()) / 1000)} s)`,
  );
  await started.flow;
  const settled = await waitUntil(signal, async () => (await unsettled(db)) === 0, {
    timeoutMs: Math.max(5000, settleBy - Date.now()),
    intervalMs: 500,
    description: 'every order to settle',
  }).then(
    () => true,
    () => {
      signal.throwIfAborted();
      return false;
    },
  );
  log(settled ? 'every order settled' : 'some orders never settled: the invariants will say which');

  const staff = new ApiClient(stack.baseUrl);
  await signInStaff(staff);
  const invariants = await checkInvariants({
    db,
    sandboxUrl: stack.sandboxUrl,
    staff,
    paidAtProvider: context.paidAtProvider,
  });
  const byOutcome: Record<string, number> = {};
  for (const purchase of purchases) byOutcome[purchase.outcome] = (byOutcome[purchase.outcome] ?? 0) + 1;
  const { log: _log, shared: _shared, signal: _signal, ...rest } = options;
  return {
    servers: servers.kind,
    startedAt: new Date(startedAt).toISOString(),
    durationMs: Date.now() - startedAt,
    options: rest,
    flow: {
      purchases: purchases.length,
      byOutcome,
      retries: purchases.reduce((sum, purchase) => sum + purchase.retries, 0),
      streamMissedChange: purchases.filter((purchase) => purchase.streamMissedChange).length,
      errors: [
        ...new Set(purchases.flatMap((purchase) => (purchase.error ? [purchase.error.slice(0, 200)] : []))),
      ].slice(0, 10),
    },
    faults,
    invariants,
    ok: faults.every((record) => record.landed) && invariants.every((invariant) => invariant.ok),
  };
}

async function inFlight(db: Pool): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from orders where status in ('paid', 'processing', 'issued')`,
  );
  return rows[0].n;
}

/** Orders between payment and documents, refunds not yet done, outbox rows not yet relayed. */
async function unsettled(db: Pool): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select (select count(*) from orders where status in ('paid', 'processing', 'issued'))
          + (select count(*) from payments where status = 'refund_pending')
          + (select count(*) from outbox where enqueued_at is null) as n`,
  );
  return Number(rows[0].n);
}
