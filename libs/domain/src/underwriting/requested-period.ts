import { lineOfItem } from '../lines';
import { addCalendarDays, chisinauDayOf, type CalendarDay } from '../calendar/calendar-day';
import { readConfirmedDetails, startDayOf } from './details-reader';
import type { UnderwritingItem } from './underwriting.types';

/**
 * The days the customer asked to be covered, the last inclusive: from the first day they entered
 * to the last day their choice gives (a vignette by its country's rules, a trip to its end, a
 * period of N days to day N). What an operator buys in a partner's portal when the partner's API
 * could not issue the order. Undefined for lines without a start date (road tax) or when the
 * details do not read.
 */
export function requestedPeriod(item: UnderwritingItem, at: Date): { from: CalendarDay; to: CalendarDay } | undefined {
  const start = startDayOf(item);
  const read = readConfirmedDetails(item, at);
  if (!start || !read.ok) return undefined;
  const from = chisinauDayOf(start);
  const days = (count: number) => ({ from, to: addCalendarDays(from, count - 1) });
  const line = lineOfItem(read);
  return line.periodDays ? days(line.periodDays(read.details)) : undefined;
}
