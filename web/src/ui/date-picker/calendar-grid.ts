import {
  addCalendarDays,
  calendarDaysBetween,
  dayFields,
  daysInMonth,
  isCalendarDay,
  type CalendarDay,
} from '@asiguro/domain';

/*
 * The pure part of the date picker: dd.mm.yyyy text to a calendar day and back, a month as weeks
 * starting on Monday (as calendars in Moldova do), and where each key moves the focused day.
 * Calendar days only (yyyy-mm-dd): no Date, so no time zone can shift a day.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day a complete dd.mm.yyyy text names, when it is a real day (31.02.2026 is not). */
export function dayOfText(text: string): CalendarDay | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDay(iso) ? iso : undefined;
}

/** A calendar day as the customer types it: dd.mm.yyyy. */
export function textOfDay(day: CalendarDay): string {
  const { year, month, day: date } = dayFields(day);
  return `${pad(date)}.${pad(month)}.${pad(year, 4)}`;
}

/** The first day of the month `day` falls in. */
export function firstOfMonth(day: CalendarDay): CalendarDay {
  const { year, month } = dayFields(day);
  return `${pad(year, 4)}-${pad(month)}-01` as CalendarDay;
}

/** Monday 0 … Sunday 6 (5 January 1970 was a Monday). */
export function weekdayOf(day: CalendarDay): number {
  return (((calendarDaysBetween('1970-01-05' as CalendarDay, day) % 7) + 7) % 7) as number;
}

/** The month of `day` as weeks Monday to Sunday; cells outside the month are null. */
export function monthWeeks(day: CalendarDay): (CalendarDay | null)[][] {
  const first = firstOfMonth(day);
  const { year, month } = dayFields(first);
  const cells: (CalendarDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = 0; date < daysInMonth(year, month); date++) cells.push(addCalendarDays(first, date));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** `day` moved by whole months, kept within the target month (31.01 + 1 month = 28.02 or 29.02). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const { year, month, day: date } = dayFields(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(targetDate)}` as CalendarDay;
}

export interface DayBounds {
  min?: CalendarDay;
  max?: CalendarDay;
}

/** Whether `day` may be chosen. */
export function withinBounds(day: CalendarDay, bounds: DayBounds): boolean {
  return (!bounds.min || day >= bounds.min) && (!bounds.max || day <= bounds.max);
}

/** `day` brought within the bounds. */
export function clampDay(day: CalendarDay, bounds: DayBounds): CalendarDay {
  if (bounds.min && day < bounds.min) return bounds.min;
  if (bounds.max && day > bounds.max) return bounds.max;
  return day;
}

/**
 * The day a key moves the focus to in the calendar grid (the WAI-ARIA date picker pattern):
 * arrows by a day or a week, Home/End to the week's ends, PageUp/PageDown by a month (with Shift by
 * a year). Never past the bounds. Undefined for keys the grid does not handle.
 */
export function dayAfterKey(day: CalendarDay, key: string, shift: boolean, bounds: DayBounds): CalendarDay | undefined {
  let next: CalendarDay;
  switch (key) {
    case 'ArrowLeft':
      next = addCalendarDays(day, -1);
      break;
    case 'ArrowRight':
      next = addCalendarDays(day, 1);
      break;
    case 'ArrowUp':
      next = addCalendarDays(day, -7);
      break;
    case 'ArrowDown':
      next = addCalendarDays(day, 7);
      break;
    case 'Home':
      next = addCalendarDays(day, -weekdayOf(day));
      break;
    case 'End':
      next = addCalendarDays(day, 6 - weekdayOf(day));
      break;
    case 'PageUp':
      next = addMonths(day, shift ? -12 : -1);
      break;
    case 'PageDown':
      next = addMonths(day, shift ? 12 : 1);
      break;
    default:
      return undefined;
  }
  return clampDay(next, bounds);
}
