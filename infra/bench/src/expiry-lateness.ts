import { Client } from 'pg';
import { OrderService, QueueProducer, jobOptions } from '@asiguro/orchestration';
import { startOrchestrationContext } from '@asiguro/testing';
import type { RunStack } from './bench-stack';
import { summarize, type Summary } from './percentiles';
import { pooled } from './visitors';

export interface ExpiryLatenessOptions {
  stack: RunStack;
  /** Pending drafts to expire (default 10,000). */
  drafts: number;
  /** Their deadlines are spread evenly over this many seconds. */
  windowSeconds: number;
  /** How long after the last deadline to wait for the last expiry. */
  graceSeconds?: number;
}

export interface ExpiryLatenessResult {
  drafts: number;
  windowSeconds: number;
  /** Drafts expired, and those still open when the wait ended. */
  expired: number;
  notExpired: number;
  /** The expiry's commit (its order_events row) minus the deadline, ms. */
  lateness: Summary;
  /** Creating the drafts and planning their expiry jobs took this long (s). */
  setupSeconds: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Expiry lateness: `drafts` drafts are created through the orchestration core (OrderService, as
 * the API creates them; each plans its expiry 30 days ahead through the outbox), then their
 * deadlines are moved into the next minute as if they had all been made 30 days ago within one
 * minute, and each gets the delayed expire-order job planning a deadline gives (the job id the
 * expiry service uses for a moved deadline). The stack's workers expire them; lateness is the
 * moment each expiry committed minus its deadline.
 */
export async function runExpiryLateness(options: ExpiryLatenessOptions): Promise<ExpiryLatenessResult> {
  const { stack } = options;
  const context = await startOrchestrationContext({
    relay: false,
    env: { DATABASE_URL: stack.database.url, QUEUE_PREFIX: stack.queuePrefix, REDIS_URL: stack.env.REDIS_URL },
  });
  const db = new Client({ connectionString: stack.database.url });
  await db.connect();
  try {
    const orders = context.app.get(OrderService);
    const producer = context.app.get(QueueProducer);
    const setupStarted = Date.now();
    const ids = await pooled(
      Array.from({ length: options.drafts }, (_value, index) => index),
      20,
      async (index) =>
        (
          await orders.create(
            { items: [{ type: 'rca', details: {} }], authorUid: `anon:bench-expiry-${index}` },
            { kind: 'customer' },
          )
        ).id,
    );
    // Room to plan every job before the first deadline (about 3,000 jobs a second here).
    const first = Date.now() + 10_000 + options.drafts;
    const deadlines = ids.map((_id, index) => new Date(first + (index * options.windowSeconds * 1000) / ids.length));
    await db.query(
      `update orders set deadline = moved.deadline
         from (select unnest($1::uuid[]) as id, unnest($2::timestamptz[]) as deadline) moved
        where orders.id = moved.id`,
      [ids, deadlines],
    );
    const queue = producer.queue('expiry');
    const options_ = jobOptions('expire-order', context.config);
    for (let start = 0; start < ids.length; start += 500) {
      const now = Date.now();
      await queue.addBulk(
        ids.slice(start, start + 500).map((orderId, offset) => {
          const deadline = deadlines[start + offset];
          return {
            name: 'expire-order',
            data: { orderId, deadline: deadline.toISOString() },
            opts: {
              ...options_,
              jobId: `expire-${orderId}-${deadline.getTime()}`,
              delay: Math.max(0, deadline.getTime() - now),
            },
          };
        }),
      );
    }
    const setupSeconds = Math.round((Date.now() - setupStarted) / 100) / 10;

    const last = deadlines[deadlines.length - 1].getTime();
    const waitUntil = last + (options.graceSeconds ?? 120) * 1000;
    let open = ids.length;
    while (Date.now() < waitUntil) {
      const [{ n }] = (
        await db.query<{ n: number }>(
          `select count(*)::int as n from orders where id = any($1::uuid[]) and status = 'draft'`,
          [ids],
        )
      ).rows;
      open = n;
      if (open === 0) break;
      await pause(1000);
    }
    const { rows } = await db.query<{ late_ms: number }>(
      `select extract(epoch from (e.created_at - o.deadline)) * 1000 as late_ms
         from order_events e join orders o on o.id = e.order_id
        where e.order_id = any($1::uuid[]) and e.to_status = 'expired'`,
      [ids],
    );
    return {
      drafts: ids.length,
      windowSeconds: options.windowSeconds,
      expired: rows.length,
      notExpired: open,
      lateness: summarize(rows.map((row) => Number(row.late_ms))),
      setupSeconds,
    };
  } finally {
    await db.end();
    await context.close();
  }
}
