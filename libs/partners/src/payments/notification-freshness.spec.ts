import { assertFreshNotification } from './notification-freshness';
import { StalePaymentNotificationError } from './payment-errors';

const now = new Date('2026-03-01T12:00:00Z');
const at = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000);

describe(assertFreshNotification.name, () => {
  it('accepts a notification up to the maximum age and a little clock skew ahead', () => {
    expect(() => assertFreshNotification('p', at(-300), now, 300)).not.toThrow();
    expect(() => assertFreshNotification('p', at(30), now, 300)).not.toThrow();
  });

  it('refuses one older than the maximum age, dated further ahead, or undated', () => {
    expect(() => assertFreshNotification('p', at(-301), now, 300)).toThrow(StalePaymentNotificationError);
    expect(() => assertFreshNotification('p', at(31), now, 300)).toThrow(StalePaymentNotificationError);
    expect(() => assertFreshNotification('p', new Date('not a date'), now, 300)).toThrow(StalePaymentNotificationError);
  });
});
