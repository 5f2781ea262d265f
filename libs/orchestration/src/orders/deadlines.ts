import { addDays } from 'date-fns';
import { addCalendarDays, chisinauDayOf, chisinauMidnight, dayKey, TIME_ZONE } from '@asiguro/domain';

/** The market's time zone (spec §9): days, deadlines and daily rates follow it. */
export const MARKET_TIME_ZONE = TIME_ZONE;

/** A draft lives `ttlDays` after its last change. */
export function draftDeadline(now: Date, ttlDays: number): Date {
  return addDays(now, ttlDays);
}

/**
 * An unpaid order's price uses the day's official exchange rate, so it can be paid until the end
 * of that day in Europe/Chisinau.
 */
export function paymentDeadline(now: Date): Date {
  // The day's last millisecond: the next day's midnight in Chișinău, less one.
  return new Date(chisinauMidnight(addCalendarDays(chisinauDayOf(now), 1)).getTime() - 1);
}

/** yyyyMMdd of an instant in Europe/Chisinau (the key of the daily exchange-rate record). */
export const marketDay = dayKey;
