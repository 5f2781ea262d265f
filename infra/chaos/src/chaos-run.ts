import { Pool } from 'pg';
import { ApiClient, waitFor } from '@asiguro/testing';
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
  servers: ServerChoice;
  /** The machine's servers (used as they are when `servers` is shared). */
  shared: { postgresUrl: string; redisUrl: string };
  log?: (message: string) => void;
}

export const CHAOS_PROFILES = {
  short: { rounds: 1, customers: 4, workers: 2, insurerFaultMs: 5000, settleMs: 75_000 },
  full: { rounds: 3, customers: 12, workers: 2, insurerFaultMs: 15_000, settleMs: 240_000 },
} as const satisfies Record<
  string,
  Pick<ChaosOptions, 'rounds' | 'customers' | 'workers' | 'insurerFaultMs' | 'settleMs'>
>;

export interface ChaosReport {
  servers: DataServers['kind'];
  startedAt: string;
  durationMs: number;
  options: Omit<ChaosOptions, 'log' | 'shared'>;
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

/**
 * The chaos run: a steady flow of customers buying while the faults of the issue land one after
 * the other — workers SIGKILLed during issuance and during document generation, insurers failing
 * and slow, payment notifications replayed and reordered (with late and surplus payments), Redis
 * restarted, PostgreSQL restarted — then, once the orders had time to settle, the invariants.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const servers = await chaosServers(options.servers, options.shared);
  log(
    `servers: ${servers.kind} (PostgreSQL ${servers.postgresUrl.replace(/\/\/[^@]*@/, '//')}, Redis ${servers.redisUrl})`,
  );
  let stack: RunStack | undefined;
  let db: Pool | undefined;
  try {
    stack = await launchStack({
      postgresUrl: servers.postgresUrl,
      redisUrl: servers.redisUrl,
      label: 'chaos',
      workers: options.workers,
      env: {
        WORKER_CONCURRENCY: '5',
        // A dead worker's job is handed on after the lock: short, so the run stays short.
        JOB_LOCK_SECONDS: '5',
        ISSUANCE_BACKOFF_MS: '500',
        EXPIRY_SWEEP_SECONDS: '5',
      },
    });
    log(`stack up: ${stack.baseUrl}, ${options.workers} workers`);
    db = new Pool({ connectionString: stack.database.url, max: 4 });
    // Connections cut by the PostgreSQL restart: the pool drops them and connects again.
    db.on('error', () => undefined);
    await setInsurers(stack.sandboxUrl, { latencyMs: 0 });

    const context: ChaosContext = {
      stack,
      servers,
      db,
      workers: options.workers,
      paidAtProvider: [],
      log,
    };

    // The steady flow: customers buying one order after another until the faults are over.
    const purchases: Purchase[] = [];
    let flowing = true;
    const flow = Promise.all(
      Array.from({ length: options.customers }, async () => {
        while (flowing) {
          const purchase = await buyRcaOrder({
            baseUrl: stack!.baseUrl,
            retries: 12,
            settleTimeoutMs: options.settleMs,
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
      const record = await run();
      faults.push(record);
      log(`${record.landed ? 'landed' : 'MISSED'}: ${record.name} — ${record.evidence}`);
    };
    try {
      // Let the flow fill the pipeline first.
      await waitFor(async () => purchases.length > 0 || (await inFlight(db!)) > 0, {
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
      flowing = false;
    }
    const settleBy = Date.now() + options.settleMs;
    log(
      `faults done; letting the ${options.customers} customers finish (up to ${Math.round(options.settleMs / 1000)} s)`,
    );
    await flow;
    const settled = await waitFor(async () => (await unsettled(db!)) === 0, {
      timeoutMs: Math.max(5000, settleBy - Date.now()),
      intervalMs: 500,
      description: 'every order to settle',
    }).then(
      () => true,
      () => false,
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
    const { log: _log, shared: _shared, ...rest } = options;
    return {
      servers: servers.kind,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
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
  } catch (error) {
    if (stack) log(`the stack said:\n${stack.output()}`);
    throw error;
  } finally {
    await db?.end().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await servers.stop();
  }
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
