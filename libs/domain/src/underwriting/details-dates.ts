import { calendarDay, chisinauDayOf, chisinauInstant, type CalendarDay } from '../calendar/calendar-day';
import { ageOn } from '../validation/adult.rule';
import { dateOfDay, parseDmy, type CalendarDate } from '../validation/calendar-date';

/*
 * The dates of details already checked by their line's schema. A leaf of the domain (it reads no
 * line), so the lines' folders can use it without an import cycle through the registry.
 */

/** A `dd.mm.yyyy` field the schema has already checked, as a calendar day. */
export function dayOf(dmy: string): CalendarDate {
  const day = parseDmy(dmy);
  if (!day) throw new RangeError('not a dd.mm.yyyy date');
  return day;
}

/** `dd.mm.yyyy` → `yyyy-MM-dd` (documents and tariffs use ISO dates). */
export function isoDateOf(dmy: string): string {
  return isoDay(dayOf(dmy));
}

/** A calendar day as `yyyy-MM-dd`. */
export function isoDay(day: CalendarDate): CalendarDay {
  return chisinauDayOf(day);
}

/** `yyyy-MM-dd` → the calendar day in Chișinău. */
export function dayOfIso(iso: string): CalendarDate {
  return dateOfDay(calendarDay(iso));
}

/** An instant written with Chișinău's offset (`2026-11-29T00:00:00+02:00`), as partners expect. */
export function isoInstant(instant: Date): string {
  return chisinauInstant(instant);
}

/** Whole years from a `dd.mm.yyyy` day (a birthday, a licence date) to `day`. */
export function yearsSince(dmy: string, day: CalendarDate): number {
  return Math.max(0, ageOn(dayOf(dmy), day));
}
