import { Counter, Histogram } from 'prom-client';

/** Transitions by (from, to, event): the console's transitions-per-minute chart and alerting. */
export const orderTransitions = new Counter({
  name: 'order_transitions_total',
  help: 'Committed order transitions by from status, to status and event',
  labelNames: ['from', 'to', 'event'] as const,
});

export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Duration of queue job attempts by queue, job and outcome',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
});

export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Failed queue job attempts by queue and job (final or to be retried)',
  labelNames: ['queue', 'job', 'final'] as const,
});

export const outboxRelayed = new Counter({
  name: 'outbox_relayed_total',
  help: 'Outbox rows moved into the queues',
});

export const jobsRequeued = new Counter({
  name: 'jobs_requeued_total',
  help: 'Jobs Redis had lost (restarted empty, flushed), queued again from their outbox rows, by queue and job',
  labelNames: ['queue', 'job'] as const,
});

export const queueRecoveryRuns = new Counter({
  name: 'queue_recovery_runs_total',
  help: 'Runs of the queue recovery, by whether Redis had lost its data since the previous one',
  labelNames: ['redis_emptied'] as const,
});
