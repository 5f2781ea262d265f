import { chisinauDayOf } from '../calendar/calendar-day';
import { checkDetails } from '../catalogue/details-check';
import type { ProductDetails } from '../catalogue/details-examples';
import { productLineOf } from '../lines';
import type { ProductType } from '../products/product-types';
import { parseDmy, type CalendarDate } from '../validation/calendar-date';
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

/** The clock of `day`, the Chișinău day of `at` (the caller has it already). */
function clockOnDayOf(at: Date, day: string): Clock {
  let clock = clocksByDay.get(day);
  if (!clock) {
    if (clocksByDay.size >= 64) clocksByDay.delete(clocksByDay.keys().next().value!);
    clock = fixedClock(at);
    clocksByDay.set(day, clock);
  }
  return clock;
}

/** Freezes a checked result all the way down: it is shared by every read of the same details. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/** The last checks made, by day, line and details (as JSON): their outcomes, frozen. */
const readsByInput = new Map<string, ReadResult>();
const READS_KEPT = 1000;

/**
 * Checks an item's details against its line's full schema, with dates judged on the calendar day
 * of `at` in Chișinău, and returns them typed. Underwriting never maps details the catalogue
 * would refuse: a mapping only ever sees trimmed, complete, consistent details.
 *
 * An order's details are read again by every step that prices, issues or documents it (a check
 * costs about 0.2 ms for a car's), and the same details on the same day always read alike: the
 * outcome is kept for the next read, frozen, since every reader gets the same objects.
 */
export function readDetails(item: UnderwritingItem, at: Date): ReadResult {
  const day = chisinauDayOf(at);
  const key = `${day} ${item.type} ${JSON.stringify(item.details)}`;
  const known = readsByInput.get(key);
  if (known) return known;
  const checked = checkDetails(item.type, item.details, { clock: clockOnDayOf(at, day) });
  const result: ReadResult = checked.ok
    ? ({ ok: true, type: item.type, details: checked.details } as { ok: true } & ReadItem)
    : { ok: false, issues: checked.issues };
  if (readsByInput.size >= READS_KEPT) readsByInput.delete(readsByInput.keys().next().value!);
  readsByInput.set(key, deepFreeze(result));
  return result;
}

/** The first day of cover written in the details (dd.mm.yyyy), read before any check; undefined if none. */
export function startDayOf(item: UnderwritingItem): CalendarDate | undefined {
  // The line's field holding the first day of cover (the road tax has none: it is the current year).
  const field = productLineOf(item.type)?.startField;
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

export { dayOf, dayOfIso, isoDateOf, isoDay, isoInstant, yearsSince } from './details-dates';
