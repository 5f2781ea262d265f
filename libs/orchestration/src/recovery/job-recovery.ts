import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobRunRepository, OutboxRepository, type OutboxCandidateRow } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { jobsRequeued } from '../metrics/orchestration-metrics';
import { addOutboxJobs, type OutboxJobRow } from '../outbox/outbox-relay';
import { outboxJobId } from '../queues/job-registry';
import { QueueProducer } from '../queues/queue-producer';

/** An outbox row as the recovery reads it: `enqueued_at` null means the relay has not moved it yet. */
type CandidateRow = OutboxCandidateRow<OutboxJobRow['queue'], OutboxJobRow['job_name']>;

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
    private readonly outbox: OutboxRepository,
    private readonly runs: JobRunRepository,
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
    const steps = await this.outbox.inFlightSteps<CandidateRow>(after, batch);
    const last = steps.at(-1);
    this.cursors.orders = steps.length < batch || !last ? null : { since: last.in_flight_since, id: last.order_id };

    const refunds = await this.outbox.pendingRefunds<CandidateRow>(this.cursors.refunds, batch);
    this.cursors.refunds = refunds.length < batch ? null : (refunds.at(-1)?.payment_id ?? null);

    // Orders with add-ons: their add-ons' issuance, deliveries followed and shares to give back.
    const addons = await this.outbox.pendingAddonSteps<CandidateRow>(batch);
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
      const page: (CandidateRow & { created_at: Date })[] = await this.outbox.page<CandidateRow>(
        before,
        this.config.RECOVERY_BATCH,
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
    const ended = await this.runs.settledOrRunning(
      missing.map((row) => outboxJobId(row.id)),
      this.config.JOB_LOCK_SECONDS * 2,
    );
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
