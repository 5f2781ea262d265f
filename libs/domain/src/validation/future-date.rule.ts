import { dateRuleSchema, daysBetween, type CalendarDate } from './calendar-date';
import { systemClock, type Clock } from './clock';
import type { ValidationKey } from './validation-keys';

/** Start, vignette start, end and departure dates: today or later (spec §5). */
export function notInPast(date: CalendarDate, today: CalendarDate): ValidationKey | null {
  return daysBetween(today, date) < 0 ? 'date-in-past' : null;
}

/** A `dd.mm.yyyy` field that may not be before today in Chișinău. */
export function futureDateSchema(clock: Clock = systemClock) {
  return dateRuleSchema(notInPast, clock);
}
