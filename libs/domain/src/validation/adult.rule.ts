import { daysInMonth } from '../calendar/calendar-day';
import { dateRuleSchema, type CalendarDate } from './calendar-date';
import { birthdayRule } from './birthday.rule';
import { systemClock, type Clock } from './clock';
import type { ValidationKey } from './validation-keys';

/** The contracting person must be of age (spec §9). */
export const ADULT_AGE = 18;

/**
 * Age in whole years on `day`, from the calendar fields. A 29 February birthday comes on
 * 28 February in other years (as date-fns' addYears counts it).
 */
export function ageOn(birthday: CalendarDate, day: CalendarDate): number {
  const years = day.getFullYear() - birthday.getFullYear();
  const month = birthday.getMonth();
  const lastDay = daysInMonth(day.getFullYear(), month + 1);
  const birthdayThisYear = Math.min(birthday.getDate(), lastDay);
  const hadBirthday = day.getMonth() > month || (day.getMonth() === month && day.getDate() >= birthdayThisYear);
  return hadBirthday ? years : years - 1;
}

/** Of age on `today`: an 18th birthday today is accepted, tomorrow is not. */
export function adultRule(birthday: CalendarDate, today: CalendarDate): ValidationKey | null {
  return ageOn(birthday, today) >= ADULT_AGE ? null : 'under-18';
}

/** The contracting person's birthday: a valid birthday of someone at least 18 today. */
export function adultBirthdaySchema(clock: Clock = systemClock) {
  return dateRuleSchema((date, today) => birthdayRule(date, today) ?? adultRule(date, today), clock);
}
