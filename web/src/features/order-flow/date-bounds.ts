import { addCalendarDays, type CalendarDay, type DateWindow } from '@asiguro/domain';
import { dayOfText, type DayBounds } from '../../ui/date-picker/calendar-grid';
import { getAt, type Details } from './details-state';

/** The day a cover starts: within the product's window from today. */
const START_FIELDS = /^(startDate|vignetteStartDate|contractStartDate|departureDate)$/;
/** Days already past: a birthday, a licence, a document, a first registration. */
const PAST_FIELDS = /^(birthday|driverLicenseDate|documentDate|firstRegistration)$/;

/**
 * The days the picker offers for a date field (the schema still judges what is typed): a start
 * within the product's window, an end not before its start, a birthday or a document up to today.
 */
export function dateBounds(
  path: string,
  today: CalendarDay,
  window: DateWindow | undefined,
  details: Details,
): DayBounds {
  const name = path.split('.').pop() ?? path;
  if (START_FIELDS.test(name)) {
    return window
      ? { min: addCalendarDays(today, window.minDays), max: addCalendarDays(today, window.maxDays) }
      : { min: today };
  }
  if (name === 'endDate') {
    const start = dayOfText(String(getAt(details, path.replace(/endDate$/, 'startDate')) ?? ''));
    return { min: start && start > today ? start : today };
  }
  if (PAST_FIELDS.test(name)) return { max: today };
  return {};
}
