import { Injectable } from '@nestjs/common';
import { BaseRepository } from './repository';

/** One attempt of a job as the dispatcher starts recording it. */
export interface JobRunStart {
  orderId: string | null;
  queue: string;
  jobName: string;
  jobId: string;
  attempt: number;
  startedAt: Date;
}

/** The job_runs table: every attempt of every job (duration, outcome, error), for the console and recovery. */
@Injectable()
export class JobRunRepository extends BaseRepository {
  /** Records an attempt as running; answers its row id. */
  async start(run: JobRunStart): Promise<string> {
    const [{ id }] = await this.db.query(
      `insert into job_runs (order_id, queue, job_name, job_id, attempt, outcome, started_at)
       values ($1, $2, $3, $4, $5, 'running', $6) returning id`,
      [run.orderId, run.queue, run.jobName, run.jobId, run.attempt, run.startedAt],
    );
    return id as string;
  }

  async finish(runId: string, outcome: string, error: string | null, durationMs: number): Promise<void> {
    await this.db.query(
      `update job_runs set outcome = $2, error = $3, finished_at = now(), duration_ms = $4 where id = $1`,
      [runId, outcome, error, durationMs],
    );
  }

  /**
   * Whether an earlier run of `jobName` for the order, other than `runId`, may have left work done
   * at a partner that nobody recorded: it never ended (its worker died, or its end could not be
   * written), or it ended with an error that begins with `unknownOutcome`. With `item`, only runs
   * of jobs for that item of the order count (read from their outbox rows' payloads).
   */
  async leftUnknownOutcome(
    run: { orderId: string; jobName: string; runId: string; item?: number },
    unknownOutcome: string,
  ): Promise<boolean> {
    const [{ unknown }] = await this.db.query(
      `select exists (
         select 1 from job_runs r
          where r.order_id = $1 and r.job_name = $2 and r.id <> $3
            and (r.outcome = 'running' or starts_with(r.error, $4))
            and ($5::int is null or exists (
              select 1 from outbox o
               where o.id = substring(r.job_id from '^outbox-([0-9]+)$')::bigint and (o.payload->>'item')::int = $5))
       ) as unknown`,
      [run.orderId, run.jobName, run.runId, unknownOutcome, run.item ?? null],
    );
    return unknown as boolean;
  }

  /**
   * Of the given job ids, those with a run that ended (completed, or failed for good) or one that
   * started less than `graceSeconds` ago (a live worker may still be running it).
   */
  async settledOrRunning(jobIds: string[], graceSeconds: number): Promise<Set<string>> {
    const settled: { job_id: string }[] = await this.db.query(
      `select distinct job_id from job_runs
        where job_id = any($1)
          and (outcome in ('completed', 'failed') or started_at > now() - make_interval(secs => $2))`,
      [jobIds, graceSeconds],
    );
    return new Set(settled.map((run) => run.job_id));
  }
}
