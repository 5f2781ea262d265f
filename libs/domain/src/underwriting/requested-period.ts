import { isLineItem, lineOfItem } from '../lines';
import { addCalendarDays, chisinauDayOf, type CalendarDay } from '../calendar/calendar-day';
import { vignetteEndDate, type VignetteCountry } from '../catalogue/options/vignette.options';
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
  if (isLineItem(read)) {
    const line = lineOfItem(read);
    return line.periodDays ? days(line.periodDays(read.details)) : undefined;
  }
  switch (read.type) {
    case 'vignette:ro':
    case 'vignette:md':
    case 'vignette:hu':
    case 'vignette:bg': {
      const country = read.type.slice('vignette:'.length) as VignetteCountry;
      return { from, to: chisinauDayOf(vignetteEndDate(country, read.details.validity, start)) };
    }
    default:
      return undefined;
  }
}
