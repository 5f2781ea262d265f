import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { OutboxRepository, type OutboxRow } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { CoalescedRuns } from '../common/coalesced-runs';
import { outboxRelayed } from '../metrics/orchestration-metrics';
import { jobOptions } from '../queues/job-options';
import { JOBS, outboxJobId, type JobName, type QueueName } from '../queues/job-registry';
import { QueueProducer } from '../queues/queue-producer';

/**
 * How long a relay holds the rows it claimed: far longer than adding their jobs takes (milliseconds),
 * and the longest a relay's crash delays them.
 */
export const CLAIM_LEASE_SECONDS = 30;

/** An outbox row as the relay (and the queue recovery) turns it into a job. */
export type OutboxJobRow = OutboxRow<QueueName, JobName>;

/**
 * Adds the jobs of outbox rows, one addBulk per queue. Each job's id is derived from its row's, so
 * a row added again while its job is still in Redis stays one job.
 */
export async function addOutboxJobs(producer: QueueProducer, rows: OutboxJobRow[], config: Env): Promise<void> {
  const byQueue = new Map<QueueName, OutboxJobRow[]>();
  for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row]);
  const now = Date.now();
  await Promise.all(
    [...byQueue].map(([queue, queued]) =>
      producer.queue(queue).addBulk(
        queued.map((row) => ({
          name: row.job_name,
          data: JOBS[row.job_name].payload.parse(row.payload),
          opts: {
            ...jobOptions(row.job_name, config),
            jobId: outboxJobId(row.id),
            delay: Math.max(0, new Date(row.run_at).getTime() - now),
          },
        })),
      ),
    ),
  );
}

/**
 * Moves outbox rows into BullMQ. Each row becomes a job whose id is derived from the row id, so
 * a row re-sent after a crash (jobs added, stamp not yet committed) is ignored by BullMQ as a
 * duplicate: no row is lost, none runs twice. Rows are claimed for a lease (CLAIM_LEASE_SECONDS)
 * in one statement, with FOR UPDATE SKIP LOCKED, so several relays (one per worker process) share
 * the work; rows whose relay died are taken again when its lease ends. NOTIFY wakes the relay at
 * once; a short poll covers missed notifications and reconnects.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly drains = new CoalescedRuns(
    () => this.drainAll(),
    (error) => this.logger.warn(`outbox relay: ${error.message}`),
  );

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onApplicationBootstrap(): void {
    void this.listen();
    this.timer = setInterval(() => this.kick(), this.config.OUTBOX_POLL_MS);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.drains.stop();
    await this.listener?.end().catch(() => undefined);
  }

  /** Asks for a drain; drains never overlap, and a kick during a drain triggers one more. */
  kick(): void {
    this.drains.request();
  }

  /** Relays until nothing is pending; returns how many rows moved. */
  async drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const moved = await this.relayBatch();
      total += moved;
      if (moved < this.config.OUTBOX_BATCH || this.stopped) return total;
    }
  }

  private async relayBatch(): Promise<number> {
    const rows = await this.outbox.claimPending<OutboxJobRow>(this.config.OUTBOX_BATCH, CLAIM_LEASE_SECONDS);
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    try {
      await addOutboxJobs(this.producer, rows, this.config);
    } catch (error) {
      await this.outbox.release(ids).catch(() => undefined);
      throw error;
    }
    // Jobs first, stamp second: a crash in between re-sends rows (once the lease ends) that BullMQ ignores.
    await this.outbox.markEnqueued(ids);
    outboxRelayed.inc(rows.length);
    return rows.length;
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL, application_name: 'asiguro-outbox-relay' });
    client.on('notification', () => this.kick());
    client.on('error', (error) => {
      this.logger.warn(`outbox listener lost (${error.message}); polling until it is back`);
      this.listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 1000).unref();
    });
    try {
      await client.connect();
      await client.query('listen outbox');
      this.listener = client;
      if (this.stopped) await client.end();
    } catch (error) {
      this.logger.warn(`outbox listener cannot connect (${(error as Error).message}); retrying`);
      await client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 1000).unref();
    }
  }
}
