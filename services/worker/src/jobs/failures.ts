import { UnrecoverableError } from 'bullmq';
import { DomainError } from '@asiguro/domain';
import { PartnerError } from '@asiguro/partners';

/**
 * Whether a failed attempt is final: the insurer said no (or answered nonsense), or the order
 * cannot be mapped. Anything else (timeouts, 5xx, a database or Redis hiccup) is worth retrying.
 */
export function isFinalFailure(error: unknown): boolean {
  return (error instanceof PartnerError && !error.retryable) || error instanceof DomainError;
}

/** Whether another attempt may succeed where this one ended with `error`. */
export function isRetryable(error: unknown): boolean {
  return !isFinalFailure(error) && !(error instanceof UnrecoverableError);
}
