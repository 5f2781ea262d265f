import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;

/**
 * Rate limits. Each counts per session (`limit`) and per network address (`addressLimit`, times
 * RATE_LIMIT_ADDRESS_FACTOR where many customers share an address): sessions cost nothing to
 * make, so a script that drops its cookies meets the address limit instead. The default applies
 * to every route; the others are stricter limits for costly or abusable actions, on top of it.
 */
export const RATE_LIMITS = {
  /** Every route, counted per route. */
  default: { ttl: MINUTE, limit: 600, addressLimit: 600 },
  offers: { ttl: MINUTE, limit: 20, addressLimit: 200 },
  functions: { ttl: MINUTE, limit: 120, addressLimit: 600 },
  contact: { ttl: 10 * MINUTE, limit: 5, addressLimit: 50 },
  payments: { ttl: MINUTE, limit: 20, addressLimit: 200 },
  signIn: { ttl: 10 * MINUTE, limit: 10, addressLimit: 100 },
  /**
   * Sign-in e-mails we are asked to send (spent once a request is valid, so malformed ones use
   * none of a shared address's budget): nobody can make us mail many addresses.
   */
  signInMails: { ttl: 10 * MINUTE, limit: 10, addressLimit: 50 },
  /** The order form's vehicle look-ups (certificate and owner's code): enough for typos, not for trawling. */
  registryLookups: { ttl: 10 * MINUTE, limit: 30, addressLimit: 100 },
  /** New drafts, however made (the order form, the silent draft saving, a renewal). */
  drafts: { ttl: 10 * MINUTE, limit: 30, addressLimit: 50 },
} as const;

export type RateLimitName = Exclude<keyof typeof RATE_LIMITS, 'default'>;

/** A limit's allowance per network address under RATE_LIMIT_ADDRESS_FACTOR. */
export function addressLimitOf(name: keyof typeof RATE_LIMITS, factor: number): number {
  return Math.max(1, Math.round(RATE_LIMITS[name].addressLimit * factor));
}

/** The name of a limit's per-address counterpart. */
export const byAddress = (name: keyof typeof RATE_LIMITS) => `${name}ByAddress`;

/** Applies one named limit (on top of the default), per session and per address, to a route. */
export function RateLimit(name: RateLimitName) {
  const { ttl, limit } = RATE_LIMITS[name];
  return Throttle({ [name]: { ttl, limit } });
}
