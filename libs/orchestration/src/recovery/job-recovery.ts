import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { jobsRequeued } from '../metrics/orchestration-metrics';
import { addOutboxJobs, type OutboxJobRow } from '../outbox/outbox-relay';
import { outboxJobId } from '../queues/job-registry';
import { QueueProducer } from '../queues/queue-producer';

/** An outbox row as the recovery reads it: `enqueued_at` null means the relay has not moved it yet. */
interface CandidateRow extends OutboxJobRow {
  enqueued_at: Date | null;
}

/** Where the bounded step checks stopped: the next run continues after these keys, then wraps. */
interface StepCursors {
  orders: { since: Date; id: string } | null;
  refunds: string | null;
}

/**
 * After Redis lost its data, outbox rows this recent are checked: every job but the expiry ones
 * ends within minutes of its row (retries included). Expiry jobs are left to the expiry sweep.
 */
const OUTBOX_LOOKBACK_MS = 24 * 3600 * 1000;

/**
 * Puts back into BullMQ the jobs Redis lost (restarted without persistence, flushed), each from
 * its outbox row with the row's own job id, so a job Redis still holds is never doubled. A job
 * counts as lost when Redis no longer knows its id AND job_runs shows neither a run that ended
 * (completed, or failed for good: a job leaves Redis only after that is recorded, so a completed
 * job that was removed is never run again) nor one that started within the grace (a live worker
 * may still be running it; its retry, if any, is caught by a later check). Running a step twice is
 * harmless anyway: issuance and refunds reuse their idempotency keys, documents skip what exists,
 * e-mails go once per dedupe key, staff alerts once per job id.
 */
@Injectable()
export class JobRecovery {
  private readonly logger = new Logger(JobRecovery.name);
  private readonly cursors: StepCursors = { orders: null, refunds: null };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * The next step of in-flight orders (paid and processing: issuance; issued: documents), their
   * add-ons' issuance and refunds, and pending refunds whose job is lost: at most RECOVERY_BATCH of each per call, each call
   * continuing where the previous one stopped. Returns how many jobs it queued again.
   */
  async requeueLostSteps(): Promise<number> {
    const batch = this.config.RECOVERY_BATCH;
    const after = this.cursors.orders;
    const steps: (CandidateRow & { order_id: string; in_flight_since: Date })[] = await this.db.query(
      `select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at, o.id as order_id, o.in_flight_since
         from orders o
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = o.id
              and job_name = case o.status when 'issued' then 'generate-documents' else 'issue-policy' end
            order by id desc limit 1
         ) x
        where o.status in ('paid', 'processing', 'issued')
          and ($1::timestamptz is null or (o.in_flight_since, o.id) > ($1::timestamptz, $2::uuid))
        order by o.in_flight_since, o.id
        limit $3`,
      [after?.since ?? null, after?.id ?? null, batch],
    );
    const last = steps.at(-1);
    this.cursors.orders = steps.length < batch || !last ? null : { since: last.in_flight_since, id: last.order_id };

    const refunds: (CandidateRow & { payment_id: string })[] = await this.db.query(
      `select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at, p.id as payment_id
         from payments p
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = p.order_id and job_name = 'refund-payment' and payload->>'paymentId' = p.id::text
            order by id desc limit 1
         ) x
        where p.status = 'refund_pending' and ($1::uuid is null or p.id > $1)
        order by p.id
        limit $2`,
      [this.cursors.refunds, batch],
    );
    this.cursors.refunds = refunds.length < batch ? null : (refunds.at(-1)?.payment_id ?? null);

    // Orders with add-ons: each add-on still waiting for its issuer (or its courier), each courier
    // delivery still followed, each add-on share still to give back (the latest job of each;
    // oldest first, at most RECOVERY_BATCH).
    const addons: CandidateRow[] = await this.db.query(
      `select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at
         from orders o
         cross join lateral jsonb_array_elements(
           case jsonb_typeof(o.machine_snapshot->'context'->'items')
             when 'array' then o.machine_snapshot->'context'->'items' else '[]' end
         ) with ordinality as i(state, n)
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = o.id and job_name in ('issue-addon', 'book-delivery')
              and (payload->>'item')::int = i.n - 1
            order by id desc limit 1
         ) x
        where o.status = 'processing' and i.n > 1 and i.state->>'status' = 'pending'
       union all
       select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at
         from addon_items a
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = a.order_id and job_name = 'refund-addon' and (payload->>'item')::int = a.item
            order by id desc limit 1
         ) x
        where a.refund_status = 'refund_pending'
       union all
       select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at
         from addon_items a
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = a.order_id and job_name = 'track-delivery' and (payload->>'item')::int = a.item
            order by id desc limit 1
         ) x
        where a.delivery_status in ('booked', 'scheduled')
        order by id
        limit $1`,
      [batch],
    );
    return this.requeueIfLost([...steps, ...refunds, ...addons]);
  }

  /**
   * After Redis lost its data: every outbox row of the last day (but the expiry ones) whose job is
   * lost, page by page, newest first. Returns how many jobs it queued again.
   */
  async requeueLostOutbox(now = new Date()): Promise<number> {
    const since = now.getTime() - OUTBOX_LOOKBACK_MS;
    let before: string | null = null;
    let requeued = 0;
    for (;;) {
      const page: (CandidateRow & { created_at: Date })[] = await this.db.query(
        `select id, queue, job_name, payload, run_at, enqueued_at, created_at from outbox
          where ($1::bigint is null or id < $1) order by id desc limit $2`,
        [before, this.config.RECOVERY_BATCH],
      );
      const recent = page.filter((row) => new Date(row.created_at).getTime() >= since);
      requeued += await this.requeueIfLost(recent.filter((row) => row.job_name !== 'expire-order'));
      if (page.length < this.config.RECOVERY_BATCH || recent.length < page.length) return requeued;
      before = page[page.length - 1].id;
    }
  }

  private async requeueIfLost(rows: CandidateRow[]): Promise<number> {
    // Rows not yet moved are the relay's.
    const enqueued = rows.filter((row) => row.enqueued_at !== null);
    const states = await Promise.all(
      enqueued.map((row) => this.producer.queue(row.queue).getJobState(outboxJobId(row.id))),
    );
    const missing = enqueued.filter((_, index) => states[index] === 'unknown');
    if (missing.length === 0) return 0;
    // Read after Redis was asked: a job that ended and was removed since then shows as ended here.
    const settled: { job_id: string }[] = await this.db.query(
      `select distinct job_id from job_runs
        where job_id = any($1)
          and (outcome in ('completed', 'failed') or started_at > now() - make_interval(secs => $2))`,
      [missing.map((row) => outboxJobId(row.id)), this.config.JOB_LOCK_SECONDS * 2],
    );
    const ended = new Set(settled.map((run) => run.job_id));
    const lost = missing.filter((row) => !ended.has(outboxJobId(row.id)));
    if (lost.length === 0) return 0;

    await addOutboxJobs(this.producer, lost, this.config);
    for (const row of lost) jobsRequeued.inc({ queue: row.queue, job: row.job_name });
    this.logger.warn(
      `queued again ${lost.length} jobs Redis had lost: ${lost.map((row) => `${row.job_name} ${outboxJobId(row.id)}`).join(', ')}`,
    );
    return lost.length;
  }
}
