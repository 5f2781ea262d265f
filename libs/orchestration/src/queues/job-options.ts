import type { Env } from '@asiguro/platform';
import type { JobsOptions } from 'bullmq';
import { JOBS, type JobName } from './job-registry';

/**
 * Retry policy per queue. Backoff is exponential; the worker adds jitter (see the worker's
 * backoff strategy) so a partner coming back is not hit by every retry at once.
 */
export function jobOptions(name: JobName, config: Env): JobsOptions {
  const keep = { removeOnComplete: { age: 7 * 24 * 3600, count: 100_000 }, removeOnFail: { age: 30 * 24 * 3600 } };
  switch (JOBS[name].queue) {
    case 'issuance':
      return {
        ...keep,
        attempts: config.ISSUANCE_ATTEMPTS,
        backoff: { type: 'jitter', delay: config.ISSUANCE_BACKOFF_MS },
      };
    case 'documents':
      return { ...keep, attempts: config.DOCUMENTS_ATTEMPTS, backoff: { type: 'jitter', delay: 1000 } };
    case 'refunds':
      return { ...keep, attempts: config.REFUND_ATTEMPTS, backoff: { type: 'jitter', delay: 5000 } };
    case 'notifications':
      return { ...keep, attempts: 8, backoff: { type: 'jitter', delay: 2000 } };
    case 'rates':
      return { ...keep, attempts: 6, backoff: { type: 'jitter', delay: 10_000 } };
    case 'expiry':
      return { ...keep, attempts: 5, backoff: { type: 'jitter', delay: 1000 } };
  }
}

/** Exponential backoff with full jitter: a random delay in [base·2^(n-1)/2, base·2^(n-1)). */
export function jitteredBackoff(attemptsMade: number, baseDelayMs: number, random = Math.random): number {
  const ceiling = baseDelayMs * 2 ** Math.max(0, attemptsMade - 1);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
