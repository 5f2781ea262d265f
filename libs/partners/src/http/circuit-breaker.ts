export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before one trial call is let through. */
  resetAfterMs: number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * Stops hammering a partner that is down: after `failureThreshold` consecutive failures calls
 * fail fast for `resetAfterMs`; then a single trial call decides whether to close again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;

  constructor(
    private readonly options: CircuitBreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.failures < this.options.failureThreshold) return 'closed';
    return this.now() - this.openedAt >= this.options.resetAfterMs ? 'half-open' : 'open';
  }

  /** Milliseconds until a call may be attempted, or 0 when one may be attempted now. */
  waitMs(): number {
    const state = this.state;
    if (state === 'closed') return 0;
    if (state === 'half-open') return this.trialInFlight ? this.options.resetAfterMs : 0;
    return this.options.resetAfterMs - (this.now() - this.openedAt);
  }

  /** Claims permission for one call; false means fail fast. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'half-open' && !this.trialInFlight) {
      this.trialInFlight = true;
      return true;
    }
    return false;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.failures >= this.options.failureThreshold) this.openedAt = this.now();
  }
}
