import { chisinauClock, chisinauDayText, chisinauUtcOffset, formatDayText, MARKET_TIME_ZONE } from '@asiguro/i18n';

/**
 * The one type of a calendar day people read (a validity period, a birthday, an invoice date): a
 * day with no time and no zone, written `yyyy-mm-dd`. A day is never cut from an ISO timestamp in
 * UTC: midnight in Chișinău is 21:00 or 22:00 UTC of the day before, so the UTC date names the
 * wrong day for every instant of the first two or three hours (the lint forbids it).
 * `chisinauDayOf` is the one conversion from an instant; everything else is calendar arithmetic.
 */
export type CalendarDay = string & { readonly __calendarDay: true };

export { MARKET_TIME_ZONE };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The day's number since 1 January 1970 from its fields, by integer arithmetic on the proleptic
 * Gregorian calendar (H. Hinnant's days_from_civil): no Date, so no zone can shift it.
 */
function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The inverse of dayNumber (civil_from_days). */
function fromDayNumber(value: number): CalendarDay {
  const z = value + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}` as CalendarDay;
}

/** True when `value` is a real day written `yyyy-mm-dd` (2026-02-30 is not). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return fromDayNumber(dayNumber(year, month, day)) === value;
}

/** `yyyy-mm-dd` as a CalendarDay; throws a RangeError for anything else. */
export function calendarDay(value: string): CalendarDay {
  if (!isCalendarDay(value)) throw new RangeError('not a yyyy-mm-dd calendar day');
  return value;
}

/**
 * THE conversion: the calendar day it is in Chișinău at `instant` (EET in winter, EEST in summer),
 * whatever the server's own zone.
 */
export function chisinauDayOf(instant: Date): CalendarDay {
  return chisinauDayText(instant) as CalendarDay;
}

/** The wall-clock time in Chișinău at `instant`, `HH:mm`. */
export function chisinauClockOf(instant: Date): string {
  return chisinauClock(instant);
}

/** Chișinău's offset from UTC at `instant`, `+02:00` or `+03:00`. */
export function chisinauOffsetAt(instant: Date): string {
  return chisinauUtcOffset(instant);
}

/** The year, month (1–12) and day of a calendar day. */
export function dayFields(day: CalendarDay): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** How many days `month` (1–12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return month === 12 ? 31 : dayNumber(year, month + 1, 1) - dayNumber(year, month, 1);
}

/** `day` moved by whole calendar days. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const fields = dayFields(day);
  return fromDayNumber(dayNumber(fields.year, fields.month, fields.day) + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  const a = dayFields(from);
  const b = dayFields(to);
  return dayNumber(b.year, b.month, b.day) - dayNumber(a.year, a.month, a.day);
}

/** The first instant of `day` in Chișinău (its midnight, in whichever offset holds then). */
export function chisinauMidnight(day: CalendarDay): Date {
  return chisinauAt(day, '00:00');
}

/**
 * The instant it is `HH:mm` on `day` in Chișinău. Read as winter time, the clock either is winter
 * time or lies in summer time, one hour earlier (times between 02:00 and 04:00 on the nights the
 * clocks change are ambiguous or missing; nothing here asks for them).
 */
export function chisinauAt(day: CalendarDay, clock: string): Date {
  const winter = new Date(`${day}T${clock}:00+02:00`);
  const offset = chisinauOffsetAt(winter);
  return offset === '+02:00' ? winter : new Date(`${day}T${clock}:00${offset}`);
}

/** An instant written with Chișinău's offset (`2026-11-29T00:00:00+02:00`), as partners and documents expect. */
export function chisinauInstant(instant: Date): string {
  return `${chisinauDayOf(instant)}T${chisinauClock(instant, { seconds: true })}${chisinauOffsetAt(instant)}`;
}

/** `dd.mm.yyyy`, as Moldovan documents and forms write a day in every language. */
export function formatDay(day: CalendarDay): string {
  return formatDayText(day);
}

/**
 * The days a policy covers, as the insurer states them: the day cover starts and its last day,
 * inclusive. Insurers answer instants with the end exclusive (cover until that moment), so the
 * last day is the day of the instant just before it: an end at midnight closes the day before, an
 * end at 14:35 still covers that day.
 */
export function coverDays(period: { validFrom: Date; validTo: Date }): { from: CalendarDay; to: CalendarDay } {
  return { from: chisinauDayOf(period.validFrom), to: lastDayBefore(period.validTo) };
}

/** The calendar day of the last moment before an exclusive end. */
export function lastDayBefore(exclusiveEnd: Date): CalendarDay {
  return chisinauDayOf(new Date(exclusiveEnd.getTime() - 1));
}

/** The exclusive end of a cover whose last day is `day`: the next midnight in Chișinău. */
export function endOfCover(day: CalendarDay): Date {
  return chisinauMidnight(addCalendarDays(day, 1));
}
