import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;

/**
 * Named rate limits per session. The default applies to every route; the others are stricter
 * limits for costly or abusable actions, and each of those is also counted per network address
 * (RATE_LIMIT_ADDRESS_FACTOR times the session's limit): sessions cost nothing to make, so a
 * script that drops its cookies would otherwise never meet them.
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

/** The name of a limit's per-address counterpart. */
export const byAddress = (name: RateLimitName) => `${name}ByAddress`;

/** Applies one named limit (on top of the default), per session and per address, to a route. */
export function RateLimit(name: RateLimitName) {
  return Throttle({ [name]: RATE_LIMITS[name] });
}
