import { dateRuleSchema, daysBetween, type CalendarDate } from './calendar-date';
import { systemClock, type Clock } from './clock';
import type { ValidationKey } from './validation-keys';

/** A document (ownership title, driving licence) cannot be dated after today (spec §5). */
export function documentDateRule(date: CalendarDate, today: CalendarDate): ValidationKey | null {
  return daysBetween(today, date) > 0 ? 'document-date-in-future' : null;
}

/** A document-date field. */
export function documentDateSchema(clock: Clock = systemClock) {
  return dateRuleSchema(documentDateRule, clock);
}
