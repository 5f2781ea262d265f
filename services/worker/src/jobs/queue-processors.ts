import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Type } from '@nestjs/common';
import type { Job, MinimalJob, WorkerOptions } from 'bullmq';
import { jitteredBackoff, QUEUES, type QueueName } from '@asiguro/orchestration';
import type { Env } from '@asiguro/platform';
import { JobDispatcher } from './job-dispatcher.service';

/**
 * BullMQ worker settings: concurrency, the lock after which a dead worker's job is handed to
 * another, and the "jitter" backoff named in the job options (exponential with jitter).
 */
export function workerOptions(config: Env): Omit<WorkerOptions, 'connection'> {
  const lockMs = config.JOB_LOCK_SECONDS * 1000;
  return {
    concurrency: config.WORKER_CONCURRENCY,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: 5,
    settings: {
      backoffStrategy: (attemptsMade: number, _type?: string, _error?: Error, job?: MinimalJob) =>
        jitteredBackoff(attemptsMade, Number((job?.opts.backoff as { delay?: number } | undefined)?.delay ?? 1000)),
    },
  };
}

/** One thin processor per queue: every job goes through the dispatcher. */
function processorFor(queue: QueueName, options: Omit<WorkerOptions, 'connection'>): Type<WorkerHost> {
  @Processor(queue, options)
  class QueueProcessor extends WorkerHost {
    constructor(@Inject(JobDispatcher) private readonly jobs: JobDispatcher) {
      super();
    }

    process(job: Job): Promise<unknown> {
      return this.jobs.dispatch(job);
    }
  }
  Object.defineProperty(QueueProcessor, 'name', { value: `${queue[0].toUpperCase()}${queue.slice(1)}Processor` });
  return QueueProcessor;
}

export function queueProcessors(config: Env): Type<WorkerHost>[] {
  const options = workerOptions(config);
  return QUEUES.map((queue) => processorFor(queue, options));
}
