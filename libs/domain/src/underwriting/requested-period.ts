import { lineOfItem } from '../lines';
import { addCalendarDays, chisinauDayOf, type CalendarDay } from '../calendar/calendar-day';
import { readConfirmedDetails, startDayOf } from './details-reader';
import type { UnderwritingItem } from './underwriting.types';

/**
 * The days the customer asked to be covered, the last inclusive: from the first day they entered
 * (or, for a line without a start date, the road tax, the day of `at`) to the last day their
 * choice gives (a vignette by its country's rules, a trip to its end, a period of N days to day
 * N). What an operator buys in a partner's portal when the partner's API could not issue the
 * order. Undefined for lines whose tariff sets the period or that cover none, or when the details
 * do not read.
 */
export function requestedPeriod(item: UnderwritingItem, at: Date): { from: CalendarDay; to: CalendarDay } | undefined {
  const read = readConfirmedDetails(item, at);
  if (!read.ok) return undefined;
  const line = lineOfItem(read);
  const start = line.startField ? startDayOf(item) : at;
  if (!start || !line.periodDays) return undefined;
  const from = chisinauDayOf(start);
  return { from, to: addCalendarDays(from, line.periodDays(read.details) - 1) };
}
