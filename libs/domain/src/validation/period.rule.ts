import { daysBetween, parseDmy } from './calendar-date';
import type { ValidationKey } from './validation-keys';

/** Bounds of an insured period, in days counted inclusively (01.07–01.07 is one day). */
export interface PeriodBounds {
  minDays?: number;
  maxDays?: number;
}

/** Days from `start` to `end`, both included, as an insured period counts them. */
export function periodDays(start: string, end: string): number | null {
  const from = parseDmy(start);
  const to = parseDmy(end);
  return from && to ? daysBetween(from, to) + 1 : null;
}

/**
 * End not before start, and the interval neither too short nor too long (spec §5). Unreadable
 * dates are left to the date fields' own rules.
 */
export function periodRule(start: string, end: string, bounds: PeriodBounds = {}): ValidationKey | null {
  const days = periodDays(start, end);
  if (days === null) return null;
  if (days < 1) return 'end-before-start';
  if (bounds.minDays !== undefined && days < bounds.minDays) return 'interval-too-short';
  if (bounds.maxDays !== undefined && days > bounds.maxDays) return 'interval-too-long';
  return null;
}
