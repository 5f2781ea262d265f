import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import {
  JOB_NAMES,
  jobDuration,
  jobFailures,
  JOBS,
  orderCorrelation,
  parseJobPayload,
  type JobName,
  type JobPayload,
} from '@asiguro/orchestration';
import { JobRunRepository } from '@asiguro/persistence';

export interface AttemptInfo {
  jobId: string;
  /** This attempt's job_runs row. */
  runId: string;
  attempt: number;
  maxAttempts: number;
  /** No retry follows this attempt: a failing step must now fail the order. */
  isLast: boolean;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, attempt: AttemptInfo) => Promise<unknown>;

/**
 * Routes each job to its handler, validating the payload against the job registry, and records
 * every attempt (job_runs: duration, outcome, error) and its metrics. Start-up fails if any job of
 * the registry has no handler, so a job can never sit in a queue nobody serves.
 */
@Injectable()
export class JobDispatcher implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobDispatcher.name);
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  constructor(private readonly runs: JobRunRepository) {}

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} has two handlers`);
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
  }

  onApplicationBootstrap(): void {
    const missing = JOB_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`no handler for the jobs ${missing.join(', ')}`);
  }

  async dispatch(job: Job): Promise<unknown> {
    const name = job.name as JobName;
    const handler = this.handlers.get(name);
    if (!handler || JOBS[name].queue !== job.queueName) {
      throw new UnrecoverableError(`job ${job.name} does not belong to queue ${job.queueName}`);
    }
    const payload = parseJobPayload(name, job.data);
    const maxAttempts = job.opts.attempts ?? 1;
    const jobId = job.id ?? 'unknown';
    const orderId = 'orderId' in payload ? (payload.orderId ?? null) : null;
    const started = new Date();
    const runId = await this.runs.start({
      orderId,
      queue: job.queueName,
      jobName: name,
      jobId,
      attempt: job.attemptsMade + 1,
      startedAt: started,
    });
    const attempt: AttemptInfo = {
      jobId,
      runId,
      attempt: job.attemptsMade + 1,
      maxAttempts,
      isLast: job.attemptsMade + 1 >= maxAttempts,
    };
    try {
      // Partner exchanges made while handling are recorded against this order.
      const result = orderId
        ? await orderCorrelation.run(orderId, () => handler(payload, attempt))
        : await handler(payload, attempt);
      await this.finish(runId, started, 'completed', null);
      jobDuration.observe(
        { queue: job.queueName, job: name, outcome: 'completed' },
        (Date.now() - started.getTime()) / 1000,
      );
      return result;
    } catch (error) {
      const final = attempt.isLast || error instanceof UnrecoverableError;
      const message = (error as Error).message ?? String(error);
      await this.finish(runId, started, final ? 'failed' : 'retrying', message).catch(() => undefined);
      jobDuration.observe(
        { queue: job.queueName, job: name, outcome: 'failed' },
        (Date.now() - started.getTime()) / 1000,
      );
      jobFailures.inc({ queue: job.queueName, job: name, final: String(final) });
      this.logger.warn(`${name} ${attempt.jobId} attempt ${attempt.attempt}/${maxAttempts} failed: ${message}`);
      throw error;
    }
  }

  private async finish(runId: string, started: Date, outcome: string, error: string | null): Promise<void> {
    await this.runs.finish(runId, outcome, error?.slice(0, 2000) ?? null, Date.now() - started.getTime());
  }
}
