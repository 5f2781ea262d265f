import fc from 'fast-check';
/*
 * Moldova's clocks written out by hand, for tests to check the product's dates against something
 * that is neither the product's code nor Intl: EET (UTC+2) all year, EEST (UTC+3) from the last
 * Sunday of March to the last Sunday of October, both changes at 00:00 UTC (02:00 → 03:00 and
 * 03:00 → 02:00 local time).
 */

const SUMMER_TIME: Record<number, readonly [string, string]> = {
  2025: ['2025-03-30T00:00:00Z', '2025-10-26T00:00:00Z'],
  2026: ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z'],
  2027: ['2027-03-28T00:00:00Z', '2027-10-31T00:00:00Z'],
  2028: ['2028-03-26T00:00:00Z', '2028-10-29T00:00:00Z'],
  2029: ['2029-03-25T00:00:00Z', '2029-10-28T00:00:00Z'],
  2030: ['2030-03-31T00:00:00Z', '2030-10-27T00:00:00Z'],
};

const intlWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Chisinau',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Chișinău's wall clock at an instant as Intl's time-zone data has it (year, month, day, hour,
 * minute, second, each as written): the other outside view, for instants the table does not cover.
 */
export function intlChisinauParts(instant: Date): Record<string, string> {
  return Object.fromEntries(intlWallClock.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The first and last instants the table covers. */
export const CHISINAU_CLOCK_RANGE = { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2030-12-31T12:00:00Z') };

/** Chișinău's wall clock at an instant: `yyyy-mm-ddTHH:mm:ss` and its offset in hours. */
export function chisinauClock(instant: Date): { wall: string; offsetHours: 2 | 3 } {
  // eslint-disable-next-line no-restricted-syntax -- the table is keyed by the UTC year on purpose
  const year = Number(instant.toJSON().slice(0, 4));
  const change = SUMMER_TIME[year];
  if (!change) throw new RangeError(`no clock table for ${year}`);
  const offsetHours = instant >= new Date(change[0]) && instant < new Date(change[1]) ? 3 : 2;
  // The instant moved by the offset reads, in UTC, as the wall clock.
  const wall = new Date(instant.getTime() + offsetHours * 3_600_000).toJSON().slice(0, 19); // eslint-disable-line no-restricted-syntax -- a shifted wall clock
  return { wall, offsetHours };
}

/** The calendar day in Chișinău at an instant, yyyy-mm-dd. */
export function chisinauDayByHand(instant: Date): string {
  return chisinauClock(instant).wall.slice(0, 10);
}

/** A yyyy-mm-dd calendar day moved by whole days (at noon UTC, which no clock change moves). */
export function calendarDayPlus(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days, 12)).toJSON().slice(0, 10); // eslint-disable-line no-restricted-syntax -- a calendar day at noon UTC
}

/**
 * The calendar day `days` after today (`now`) in Chișinău, yyyy-mm-dd. Counted on the calendar,
 * not as 24-hour steps from now: late in the evening, 180 such steps across the clock change of
 * March land on the day after.
 */
export function chisinauDayFromToday(days: number, now = new Date()): string {
  return calendarDayPlus(chisinauDayByHand(now), days);
}

/** The instants the UTC day and Chișinău's day disagree around: both clock changes of 2026 and 2027, two New Years. */
const CHANGES = [
  '2026-03-29T00:00:00Z',
  '2026-10-25T00:00:00Z',
  '2027-03-28T00:00:00Z',
  '2027-10-31T00:00:00Z',
  '2026-12-31T22:00:00Z',
  '2027-12-31T22:00:00Z',
] as const;

/**
 * Random instants for property tests of dates: from Christmas 2025 to February 2028 (both clock
 * changes of 2026 and 2027, two New Years), and half of them within four hours of a change or a
 * New Year, where a day cut from UTC is the wrong one.
 */
export function instantsAcrossClockChanges(): fc.Arbitrary<Date> {
  return fc.oneof(
    fc.date({ min: new Date('2025-12-20T00:00:00Z'), max: new Date('2028-01-31T00:00:00Z'), noInvalidDate: true }),
    fc
      .constantFrom(...CHANGES)
      .chain((at) =>
        fc.integer({ min: -4 * 3_600_000, max: 4 * 3_600_000 }).map((ms) => new Date(new Date(at).getTime() + ms)),
      ),
  );
}
