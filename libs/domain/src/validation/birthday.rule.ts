import { dateRuleSchema, daysBetween, type CalendarDate } from './calendar-date';
import { systemClock, type Clock } from './clock';
import type { ValidationKey } from './validation-keys';

/** Birthdays are accepted from this year on (spec §9). */
export const BIRTH_YEAR_FLOOR = 1920;

/** A birthday is not in the future and not before 01.01.1920 (spec §5). */
export function birthdayRule(date: CalendarDate, today: CalendarDate): ValidationKey | null {
  if (daysBetween(today, date) > 0) return 'birthday-in-future';
  if (date.getFullYear() < BIRTH_YEAR_FLOOR) return 'birthday-too-early';
  return null;
}

/** A birthday field. */
export function birthdaySchema(clock: Clock = systemClock) {
  return dateRuleSchema(birthdayRule, clock);
}
