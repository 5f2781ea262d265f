/**
 * Typed failures of a call to a partner. `retryable` says whether trying the same request again
 * later may succeed: a queue job retries those with backoff and gives up on the others.
 */
export abstract class PartnerError extends Error {
  abstract readonly retryable: boolean;
  /**
   * The partner may have carried out a request of this call without its answer reaching us: a
   * timeout, a connection cut after it was sent, a 5xx other than 503 — at any attempt of the
   * call, not only the last (set by PartnerHttpClient). Whoever sent a request that changes
   * something (a policy) must then not assume that nothing happened.
   */
  outcomeUnknown = false;

  constructor(
    readonly partner: string,
    message: string,
  ) {
    super(`${partner}: ${message}`);
    this.name = new.target.name;
  }
}

/** No answer within the timeout. */
export class PartnerTimeoutError extends PartnerError {
  readonly retryable = true;
  constructor(partner: string, timeoutMs: number) {
    super(partner, `no answer within ${timeoutMs} ms`);
  }
}

/** Connection refused or reset, or 5xx: the partner cannot serve us right now. */
export class PartnerUnavailableError extends PartnerError {
  readonly retryable = true;
  constructor(
    partner: string,
    message: string,
    readonly status?: number,
  ) {
    super(partner, message);
  }
}

/**
 * The partner asked us to slow down (429): back-pressure, not an outage. It does not count
 * towards the circuit breaker, the call is not repeated at once, and no call to the partner is
 * made before `retryAfterMs` (its Retry-After) has passed. Queued work retries later by itself.
 */
export class PartnerRateLimitedError extends PartnerError {
  readonly retryable = true;
  constructor(
    partner: string,
    readonly retryAfterMs: number,
  ) {
    super(partner, `asked us to slow down; next call in ${retryAfterMs} ms`);
  }
}

/** Too many recent failures: calls are not even attempted until the breaker half-opens. */
export class PartnerCircuitOpenError extends PartnerError {
  readonly retryable = true;
  constructor(
    partner: string,
    readonly retryAfterMs: number,
  ) {
    super(partner, `circuit open; next attempt in ${retryAfterMs} ms`);
  }
}

/** The answer does not have the agreed shape (bad JSON, missing fields, wrong signature). */
export class PartnerProtocolError extends PartnerError {
  readonly retryable = false;
}

/**
 * The partner understood and said no (4xx): a declined quote, a refused policy, a declined card.
 * `reason` is the partner's own code; `body` its parsed answer when there was one.
 */
export class PartnerRejectedError extends PartnerError {
  readonly retryable = false;
  constructor(
    partner: string,
    readonly status: number,
    readonly reason: string,
    readonly body?: unknown,
  ) {
    super(partner, `rejected (${status}): ${reason}`);
  }
}

export function isRetryable(error: unknown): boolean {
  return error instanceof PartnerError && error.retryable;
}
