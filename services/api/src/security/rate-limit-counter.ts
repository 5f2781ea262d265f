import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@asiguro/domain';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { clientAddress } from './client-address';
import { addressLimitOf, byAddress, RATE_LIMITS, type RateLimitName } from './rate-limits';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Spends one named rate limit, per session and per network address, from inside a handler: for
 * an action a route cannot limit as a whole (the callable that saves drafts creates one only
 * without an id). One counter per action whatever the route: a draft made by any route counts
 * once against the same limits.
 */
@Injectable()
export class RateLimitCounter {
  constructor(
    private readonly counters: RedisThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /** Counts one action of the caller; 429 rate-limited (with when to come back) past either limit. */
  async spend(name: RateLimitName, req: Request): Promise<void> {
    const { ttl, limit } = RATE_LIMITS[name];
    const records = await this.counters.incrementAll([
      { key: req.session?.id ?? clientAddress(req), ttl, limit, blockDuration: ttl, throttlerName: name },
      {
        key: clientAddress(req),
        ttl,
        limit: addressLimitOf(name, this.config.RATE_LIMIT_ADDRESS_FACTOR),
        blockDuration: ttl,
        throttlerName: byAddress(name),
      },
    ]);
    const refused = records.find((record) => record.isBlocked);
    if (refused) throw new DomainError('rate-limited', { retryAfterSeconds: Math.max(1, refused.timeToBlockExpire) });
  }
}
