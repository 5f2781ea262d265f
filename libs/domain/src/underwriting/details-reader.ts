import { calendarDay, chisinauDayOf, chisinauInstant, type CalendarDay } from '../calendar/calendar-day';
import { checkDetails } from '../catalogue/details-check';
import type { ProductDetails } from '../catalogue/details-examples';
import type { ProductType } from '../products/product-types';
import { ageOn } from '../validation/adult.rule';
import { dateOfDay, parseDmy, type CalendarDate } from '../validation/calendar-date';
import { fixedClock, type Clock } from '../validation/clock';
import type { ValidationIssue } from '../validation/keyed-schemas';
import type { UnderwritingItem } from './underwriting.types';

/** An item whose details passed their line's schema, typed by its line. */
export type ReadItem = { [T in ProductType]: { type: T; details: ProductDetails<T> } }[ProductType];

/** The outcome of reading an item's details. */
export type ReadResult = ({ ok: true } & ReadItem) | { ok: false; issues: ValidationIssue[] };

/**
 * One clock per calendar day in Chișinău, the last few days kept. Date rules only ever read the
 * day of their clock (dateRuleSchema), so every instant of a day judges alike; one clock per day
 * lets checkDetails build each line's schema once a day rather than once per read.
 */
const clocksByDay = new Map<string, Clock>();

function clockOnDayOf(at: Date): Clock {
  const day = chisinauDayOf(at);
  let clock = clocksByDay.get(day);
  if (!clock) {
    if (clocksByDay.size >= 64) clocksByDay.delete(clocksByDay.keys().next().value!);
    clock = fixedClock(at);
    clocksByDay.set(day, clock);
  }
  return clock;
}

/**
 * Checks an item's details against its line's full schema, with dates judged on the calendar day
 * of `at` in Chișinău, and returns them typed. Underwriting never maps details the catalogue
 * would refuse: a mapping only ever sees trimmed, complete, consistent details.
 */
export function readDetails(item: UnderwritingItem, at: Date): ReadResult {
  const checked = checkDetails(item.type, item.details, { clock: clockOnDayOf(at) });
  if (!checked.ok) return { ok: false, issues: checked.issues };
  return { ok: true, type: item.type, details: checked.details } as { ok: true } & ReadItem;
}

/** The field holding the first day of cover, per line (road tax has none: it is the current year). */
const START_FIELD: Record<ProductType, string | undefined> = {
  'green-card': 'startDate',
  rca: 'startDate',
  medical: 'startDate',
  'medical-optional': 'startDate',
  'real-estate': 'startDate',
  casco: 'startDate',
  baggage: 'departureDate',
  'road-tax': undefined,
  'courier-delivery': undefined,
  'roadside-assistance-eu': 'contractStartDate',
  mobility: 'startDate',
  'vignette:ro': 'vignetteStartDate',
  'vignette:md': 'vignetteStartDate',
  'vignette:hu': 'vignetteStartDate',
  'vignette:bg': 'vignetteStartDate',
};

/** The first day of cover written in the details (dd.mm.yyyy), read before any check; undefined if none. */
export function startDayOf(item: UnderwritingItem): CalendarDate | undefined {
  const field = START_FIELD[item.type];
  const details = item.details;
  if (!field || typeof details !== 'object' || details === null) return undefined;
  const value = (details as Record<string, unknown>)[field];
  return typeof value === 'string' ? (parseDmy(value) ?? undefined) : undefined;
}

/**
 * Reads the details of an order that was confirmed earlier (issuance, documents), judged as on its
 * first day of cover: every date rule held at confirmation still holds on that day (the start was
 * within its window, the contractor was of age, documents were dated before), so a retry days
 * later reads the same details. Lines without a start date are judged at `fallback`.
 */
export function readConfirmedDetails(item: UnderwritingItem, fallback: Date): ReadResult {
  return readDetails(item, startDayOf(item) ?? fallback);
}

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
