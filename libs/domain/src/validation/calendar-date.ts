import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { z } from 'zod';
import { chisinauDayStart } from '@asiguro/i18n';
import { chisinauDayOf, dayFields, formatDay, MARKET_TIME_ZONE, type CalendarDay } from '../calendar/calendar-day';
import type { Clock } from './clock';
import { typeError } from './keyed-schemas';
import type { ValidationKey } from './validation-keys';

/** Dates the customer enters are calendar days in Moldova (spec §9: default time zone). */
export const TIME_ZONE = MARKET_TIME_ZONE;

/**
 * A day as the date rules compute with it: midnight of that day in Europe/Chisinau (date-fns
 * arithmetic on fields). What leaves the rules as a day people read is a CalendarDay.
 */
export type CalendarDate = TZDate;

const DMY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * The fields of a real calendar day written `dd.mm.yyyy`, or null (31.02.2025, 1.2.2025), told by
 * the Gregorian calendar's month lengths. A TZDate costs three time-zone lookups through Intl
 * (about 25 µs) and a confirmed order's details are checked many times over. Years before 100 are
 * refused, as Date's constructor reads them as 19xx.
 */
function dmyFields(value: string): { year: number; month: number; day: number } | null {
  const match = DMY.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const monthLength = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= monthLength ? { year, month, day } : null;
}

/**
 * Midnight of a day (month 1–12) in Chișinău as the date rules compute with it. A TZDate made from
 * an instant asks Intl for the offset once, one made from the day's fields three times (about 7 µs
 * against 20, and the details of an order are checked several times per request and job); the
 * instant comes from the Chișinău offsets already known, except on the rare day whose clocks
 * changed around midnight, which TZDate settles from the fields as before.
 */
function calendarDate(year: number, month: number, day: number): CalendarDate {
  const midnight = chisinauDayStart(year, month, day);
  return midnight === undefined ? new TZDate(year, month - 1, day, TIME_ZONE) : new TZDate(midnight, TIME_ZONE);
}

/** Reads `dd.mm.yyyy`; null when the text is not a real calendar day (31.02.2025, 1.2.2025). */
export function parseDmy(value: string): CalendarDate | null {
  const fields = dmyFields(value);
  return fields && calendarDate(fields.year, fields.month, fields.day);
}

/** True when `value` is a real day written `dd.mm.yyyy`. */
export function isDmy(value: string): boolean {
  return dmyFields(value) !== null;
}

/** Writes a calendar day as `dd.mm.yyyy`. */
export function formatDmy(date: Date): string {
  return formatDay(chisinauDayOf(date));
}

/** The calendar day of an instant in Chișinău as `yyyyMMdd`: the key of daily records (exchange rates). */
export function dayKey(instant: Date): string {
  return chisinauDayOf(instant).replace(/-/g, '');
}

/** The calendar day it is in Chișinău at `now` (a Moldovan midnight, whatever the server's zone). */
export function todayIn(now: Date): CalendarDate {
  return dateOfDay(chisinauDayOf(now));
}

/** A CalendarDay as the date rules compute with it (its midnight in Chișinău). */
export function dateOfDay(day: CalendarDay): CalendarDate {
  const { year, month, day: date } = dayFields(day);
  return calendarDate(year, month, date);
}

/** `date` moved by whole calendar days (DST changes do not shift it off midnight). */
export function plusDays(date: CalendarDate, days: number): CalendarDate {
  return addDays(date, days);
}

const DAY_MS = 86_400_000;

/** The day's number since 1 January 1970, read from its calendar fields (no time-zone arithmetic). */
function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  // Calendar fields, not instants: a day across a DST change is still one day.
  return dayNumber(to) - dayNumber(from);
}

/** A date field: `dd.mm.yyyy` naming a real day (`invalid-date` otherwise). */
export const dateDmySchema = z
  .string({ error: typeError('invalid-date') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(DMY, { error: 'invalid-date', abort: true })
  .refine(isDmy, { error: 'invalid-date', abort: true });

/**
 * A date field checked against today by `rule` (which returns the failed key or null). The clock
 * is read at every parse, so a long-lived schema never freezes "today".
 */
export function dateRuleSchema(rule: (date: CalendarDate, today: CalendarDate) => ValidationKey | null, clock: Clock) {
  return dateDmySchema.superRefine((value, ctx) => {
    const date = parseDmy(value);
    if (!date) return;
    const key = rule(date, todayIn(clock()));
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}
