import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { outboxRelayed } from '../metrics/orchestration-metrics';
import { jobOptions } from '../queues/job-options';
import { JOBS, outboxJobId, type JobName, type QueueName } from '../queues/job-registry';
import { QueueProducer } from '../queues/queue-producer';

interface PendingRow {
  id: string;
  queue: QueueName;
  job_name: JobName;
  payload: Record<string, unknown>;
  run_at: Date;
}

/**
 * Moves outbox rows into BullMQ. Each row becomes a job whose id is derived from the row id, so
 * a row re-sent after a crash (jobs added, stamp not yet committed) is ignored by BullMQ as a
 * duplicate: no row is lost, none runs twice. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several relays (one per worker process) share the work. NOTIFY wakes the relay at once; a
 * short poll covers missed notifications and reconnects.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    void this.listen();
    this.timer = setInterval(() => this.kick(), this.config.OUTBOX_POLL_MS);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining;
    await this.listener?.end().catch(() => undefined);
  }

  /** Asks for a drain; drains never overlap, and a kick during a drain triggers one more. */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drainAll()
      .then(() => undefined)
      .catch((error: Error) => this.logger.warn(`outbox relay: ${error.message}`))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
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
    return this.db.transaction(async (tx) => {
      const rows: PendingRow[] = await tx.query(
        `select id, queue, job_name, payload, run_at from outbox
          where enqueued_at is null order by id limit $1 for update skip locked`,
        [this.config.OUTBOX_BATCH],
      );
      if (rows.length === 0) return 0;
      const byQueue = new Map<QueueName, PendingRow[]>();
      for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row]);
      const now = Date.now();
      // Jobs first, stamp second: a crash in between re-sends rows that BullMQ then ignores.
      await Promise.all(
        [...byQueue].map(([queue, pending]) =>
          this.producer.queue(queue).addBulk(
            pending.map((row) => ({
              name: row.job_name,
              data: JOBS[row.job_name].payload.parse(row.payload),
              opts: {
                ...jobOptions(row.job_name, this.config),
                jobId: outboxJobId(row.id),
                delay: Math.max(0, new Date(row.run_at).getTime() - now),
              },
            })),
          ),
        ),
      );
      await tx.query(`update outbox set enqueued_at = now() where id = any($1::bigint[])`, [rows.map((row) => row.id)]);
      outboxRelayed.inc(rows.length);
      return rows.length;
    });
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
