import { OrderService } from '@asiguro/orchestration';
import { startOrchestrationContext } from '@asiguro/testing';
import type { RunStack } from './bench-stack';
import { summarize, type Summary } from './percentiles';
import { httpRequest } from './kept-alive-http';
import { followCores, type CoreShares } from './process-memory';
import { pooled, visitor } from './visitors';

export interface TransitionLatencyOptions {
  stack: RunStack;
  /** Transitions to make, and how many per second. */
  transitions: number;
  rate: number;
  /** Orders they are spread over (each visitor's own draft). */
  orders?: number;
}

export interface TransitionLatencyResult {
  transitions: number;
  rate: number;
  /** Transitions per second actually made (lower than `rate` when the driver fell behind). */
  achievedRate: number;
  /** The event handed to the orchestration core → its transaction committed. */
  acceptedToCommitted: Summary;
  /** Committed → the first status answer carrying the new version. */
  committedToVisible: Summary;
  /** The whole span: event accepted → visible on the status endpoint. */
  acceptedToVisible: Summary;
  /** Status requests made; more than one per transition means the first did not see it yet. */
  statusRequests: number;
  /** Transitions the status endpoint had not shown after 5 s. */
  neverVisible: number;
  /**
   * The cores while the transitions ran: 100 a second keep them partly busy, so a larger busy
   * share, or a stolen one, is other work the latencies waited behind.
   */
  cores?: CoreShares;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Transition latency at a steady rate: each transition is an event applied through the
 * orchestration core (OrderService, as the API and the workers apply them) in this process, on
 * the stack's database; as soon as it commits, the order's owner asks the API for the status
 * (GET /api/orders/:id/status with the session cookie) until the new version shows.
 */
export async function runTransitionLatency(options: TransitionLatencyOptions): Promise<TransitionLatencyResult> {
  const { stack } = options;
  const context = await startOrchestrationContext({
    relay: false,
    env: { DATABASE_URL: stack.database.url, QUEUE_PREFIX: stack.queuePrefix, REDIS_URL: stack.env.REDIS_URL },
  });
  try {
    const orders = context.app.get(OrderService);
    const owners = await pooled(
      Array.from({ length: options.orders ?? 200 }, (_value, index) => index),
      20,
      () => visitor(stack.baseUrl),
    );
    const owned = await pooled(owners, 10, async (owner) => {
      const order = await orders.create(
        { items: [{ type: 'rca', details: {} }], authorUid: owner.uid },
        { kind: 'customer' },
      );
      return { id: order.id, cookie: owner.cookie };
    });

    const accepted: number[] = [];
    const visible: number[] = [];
    const total: number[] = [];
    let statusRequests = 0;
    let neverVisible = 0;
    const interval = 1000 / options.rate;
    const cores = followCores();
    const started = Date.now();
    // Transition i goes to order i mod orders: at 100/s over 200 orders one order changes every 2 s.
    await pooled(
      Array.from({ length: options.transitions }, (_value, index) => index),
      Math.max(1, Math.ceil(options.rate / 10)),
      async (index) => {
        const due = started + index * interval;
        if (due > Date.now()) await pause(due - Date.now());
        const { id, cookie } = owned[index % owned.length];
        const at = performance.now();
        const applied = await orders.apply(id, { type: 'UPDATE', actor: { kind: 'customer' } });
        const committed = performance.now();
        const deadline = committed + 5000;
        for (;;) {
          statusRequests++;
          const response = await httpRequest('GET', `${stack.baseUrl}/api/orders/${id}/status`, { cookie });
          const view = response.status === 200 ? (JSON.parse(response.body) as { version: number }) : undefined;
          const now = performance.now();
          if (view && view.version >= applied.order.version) {
            accepted.push(committed - at);
            visible.push(now - committed);
            total.push(now - at);
            break;
          }
          if (now > deadline) {
            neverVisible++;
            break;
          }
        }
      },
    );
    const elapsedSeconds = (Date.now() - started) / 1000;
    const shares = cores();
    return {
      transitions: options.transitions,
      rate: options.rate,
      achievedRate: Math.round((options.transitions / elapsedSeconds) * 10) / 10,
      acceptedToCommitted: summarize(accepted),
      committedToVisible: summarize(visible),
      acceptedToVisible: summarize(total),
      statusRequests,
      neverVisible,
      ...(shares ? { cores: { busyShare: shares.busyShare, stolenShare: shares.stolenShare } } : {}),
    };
  } finally {
    await context.close();
  }
}
