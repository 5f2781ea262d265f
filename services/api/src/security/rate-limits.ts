import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;

/**
 * Named rate limits per client (session, else IP). The default applies to every route; the
 * others are stricter limits for costly or abusable actions.
 */
export const RATE_LIMITS = {
  default: { ttl: MINUTE, limit: 600 },
  offers: { ttl: MINUTE, limit: 20 },
  functions: { ttl: MINUTE, limit: 120 },
  contact: { ttl: 10 * MINUTE, limit: 5 },
  payments: { ttl: MINUTE, limit: 20 },
  signIn: { ttl: 10 * MINUTE, limit: 10 },
} as const;

export type RateLimitName = Exclude<keyof typeof RATE_LIMITS, 'default'>;

/** Applies one named limit (on top of the default) to a route. */
export function RateLimit(name: RateLimitName) {
  return Throttle({ [name]: RATE_LIMITS[name] });
}
