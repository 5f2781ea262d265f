import { StalePaymentNotificationError } from './payment-errors';

/** Clocks of two servers differ a little; a notification this far "in the future" is still accepted. */
export const NOTIFICATION_CLOCK_SKEW_SECONDS = 30;

/**
 * Refuses a notification signed more than `maxAgeSeconds` before `now` (a replay of an old,
 * genuine notification) or dated in the future beyond a small clock skew.
 */
export function assertFreshNotification(
  partner: string,
  signedAt: Date,
  now: Date,
  maxAgeSeconds: number,
  skewSeconds = NOTIFICATION_CLOCK_SKEW_SECONDS,
): void {
  const ageMs = now.getTime() - signedAt.getTime();
  if (Number.isNaN(ageMs)) throw new StalePaymentNotificationError(partner, 'notification time is not a date');
  if (ageMs > maxAgeSeconds * 1000) {
    throw new StalePaymentNotificationError(partner, `notification is ${Math.round(ageMs / 1000)} s old`);
  }
  if (-ageMs > skewSeconds * 1000) {
    throw new StalePaymentNotificationError(partner, 'notification is dated in the future');
  }
}
