import fc from 'fast-check';
import { chisinauDayByHand, instantsAcrossClockChanges } from '@asiguro/testing';
import {
  addCalendarDays,
  calendarDay,
  calendarDaysBetween,
  chisinauDayOf,
  chisinauInstant,
  chisinauMidnight,
  coverDays,
  endOfCover,
  formatDay,
  isCalendarDay,
} from './calendar-day';

/** The oracle: Moldova's clocks written out by hand (libs/testing), not through Intl. */
const expectedDay = chisinauDayByHand;

/** Any instant around the clock changes and New Years (libs/testing). */
const instants = instantsAcrossClockChanges();

describe('calendar days in Chișinău', () => {
  it('names the Chișinău day of any instant across the 2026/2027 clock changes and New Years', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(chisinauDayOf(instant)).toBe(expectedDay(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('is not the UTC day in the first hours of a Chișinău day', () => {
    // 28.11.2026 00:30 in Chișinău is 27.11.2026 22:30 UTC.
    expect(chisinauDayOf(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-28');
    // 1 July 2027 01:00 in Chișinău (summer time) is 30 June 22:00 UTC.
    expect(chisinauDayOf(new Date('2027-06-30T22:00:00Z'))).toBe('2027-07-01');
    // New Year in Chișinău two hours before UTC's.
    expect(chisinauDayOf(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
    expect(chisinauDayOf(new Date('2026-12-31T21:59:59.999Z'))).toBe('2026-12-31');
  });

  it('finds midnight on every day, including the days the clocks change', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const day = chisinauDayOf(instant);
        const midnight = chisinauMidnight(day);
        expect(expectedDay(midnight)).toBe(day);
        expect(expectedDay(new Date(midnight.getTime() - 1))).toBe(addCalendarDays(day, -1));
        expect(chisinauInstant(midnight)).toMatch(new RegExp(`^${day}T00:00:00\\+0[23]:00$`));
      }),
    );
    expect(chisinauMidnight(calendarDay('2026-03-29')).toJSON()).toBe('2026-03-28T22:00:00.000Z');
    expect(chisinauMidnight(calendarDay('2026-10-25')).toJSON()).toBe('2026-10-24T21:00:00.000Z');
  });

  it('reads a cover as its first and last day: an exclusive end at midnight closes the day before', () => {
    // An RCA policy from 28.11.2026 for a year, as an insurer answers it.
    expect(
      coverDays({ validFrom: new Date('2026-11-28T00:00:00+02:00'), validTo: new Date('2027-11-28T00:00:00+02:00') }),
    ).toEqual({ from: '2026-11-28', to: '2027-11-27' });
    // Cover from payment at 14:35 for 30 days ends at 14:35: that day is still covered.
    expect(
      coverDays({ validFrom: new Date('2026-03-20T14:35:00+02:00'), validTo: new Date('2026-04-19T14:35:00+03:00') }),
    ).toEqual({ from: '2026-03-20', to: '2026-04-19' });
    expect(endOfCover(calendarDay('2027-11-27')).toJSON()).toBe('2027-11-27T22:00:00.000Z');
  });

  it('counts and writes days by the calendar alone', () => {
    expect(calendarDaysBetween(calendarDay('2026-11-28'), calendarDay('2027-11-28'))).toBe(365);
    expect(calendarDaysBetween(calendarDay('2027-11-28'), calendarDay('2028-11-28'))).toBe(366);
    expect(addCalendarDays(calendarDay('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addCalendarDays(calendarDay('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addCalendarDays(calendarDay('1970-01-01'), -1)).toBe('1969-12-31');
    expect(formatDay(calendarDay('2026-03-09'))).toBe('09.03.2026');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(() => calendarDay('28.11.2026')).toThrow(RangeError);
  });
});
