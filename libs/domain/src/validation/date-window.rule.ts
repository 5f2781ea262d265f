import { dateRuleSchema, daysBetween, type CalendarDate } from './calendar-date';
import { systemClock, type Clock } from './clock';
import type { ValidationKey } from './validation-keys';

/**
 * How far from today a start date may be, in calendar days: `minDays` 0 is today, 1 tomorrow;
 * `maxDays` bounds how far ahead one may buy (e.g. a rovinieta at most 30 days ahead).
 */
export interface DateWindow {
  minDays: number;
  maxDays: number;
}

/** A start date between today + minDays and today + maxDays (spec §5); the past is always refused. */
export function withinWindow(date: CalendarDate, today: CalendarDate, window: DateWindow): ValidationKey | null {
  const offset = daysBetween(today, date);
  if (offset < 0) return 'date-in-past';
  if (offset < window.minDays) return 'date-before-min';
  if (offset > window.maxDays) return 'date-after-max';
  return null;
}

/** A start-date field bound to a window from today in Chișinău. */
export function startDateSchema(window: DateWindow, clock: Clock = systemClock) {
  return dateRuleSchema((date, today) => withinWindow(date, today, window), clock);
}
