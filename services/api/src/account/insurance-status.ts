import { calendarDaysBetween, chisinauDayOf, lastDayBefore } from '@asiguro/domain';
import type { MyOrder } from '@asiguro/contracts';

/** A policy "expires soon" from this many calendar days before its last day. */
export const EXPIRES_SOON_DAYS = 30;

/**
 * My account's insurance status of a policy: expired once its cover has ended; expires soon while
 * at most EXPIRES_SOON_DAYS calendar days (in Chișinău) are left to its last day; active before
 * that; unknown without a policy. Counted in calendar days, not hours, so the answer does not
 * change with the time of day the page is opened.
 */
export function insuranceStatusOf(validTo: Date | null, now: Date): MyOrder['insuranceStatus'] {
  if (!validTo) return 'unknown';
  if (validTo.getTime() <= now.getTime()) return 'expired';
  // A cover ending exactly at midnight ends with the day before.
  return calendarDaysBetween(chisinauDayOf(now), lastDayBefore(validTo)) <= EXPIRES_SOON_DAYS
    ? 'expires-soon'
    : 'active';
}
