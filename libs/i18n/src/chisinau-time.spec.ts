import fc from 'fast-check';
import { chisinauClock as clockByHand, instantsAcrossClockChanges, intlChisinauParts } from '@asiguro/testing';
import {
  chisinauClock,
  chisinauDayText,
  chisinauDayStart,
  chisinauUtcOffset,
  formatChisinauDateTime,
  formatDayText,
} from './chisinau-time';

/*
 * Expectations worked out by hand from Moldova's offsets: UTC+2 in winter (EET), UTC+3 in summer
 * (EEST). Moldova changes at 02:00 local time in March and 03:00 in October (00:00 UTC both
 * times), an hour before the European Union does (01:00 UTC).
 */
describe('Chișinău days and times', () => {
  it('names the day it is in Chișinău, not in UTC, in the first hours after midnight', () => {
    expect(chisinauDayText(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26'); // 00:30 EET
    expect(chisinauDayText(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02'); // 00:00 EEST
    expect(chisinauDayText(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01'); // 23:59:59 EEST
    expect(chisinauDayText(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the clock across the summer-time changes', () => {
    // 29 March 2026: 02:00 EET becomes 03:00 EEST (00:00 UTC).
    expect(chisinauClock(new Date('2026-03-28T23:59:00Z'))).toBe('01:59');
    expect(chisinauClock(new Date('2026-03-29T00:00:00Z'))).toBe('03:00');
    expect(chisinauClock(new Date('2026-03-29T00:59:00Z'))).toBe('03:59');
    // 25 October 2026: 03:00 EEST becomes 02:00 EET (00:00 UTC): the hour from 02:00 comes twice.
    expect(chisinauClock(new Date('2026-10-24T23:30:00Z'), { seconds: true })).toBe('02:30:00');
    expect(chisinauClock(new Date('2026-10-25T00:30:05Z'), { seconds: true })).toBe('02:30:05');
  });

  it('writes days and moments as Moldovan documents do', () => {
    expect(formatDayText('2026-02-03')).toBe('03.02.2026');
    expect(formatChisinauDateTime(new Date('2026-11-25T22:03:12Z'))).toBe('26.11.2026 00:03');
    expect(formatChisinauDateTime(new Date('2026-11-25T22:03:12Z'), { seconds: true })).toBe('26.11.2026 00:03:12');
    expect(formatChisinauDateTime(new Date('2026-06-15T11:35:00Z'), { separator: ', ' })).toBe('15.06.2026, 14:35');
  });
});

/** What Intl itself says of an instant in Chișinău: the expectation the fast reads must meet. */
function intlDayAndClock(instant: Date): { day: string; clock: string } {
  const parts = intlChisinauParts(instant);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, clock: `${parts.hour}:${parts.minute}:${parts.second}` };
}

const read = (instant: Date) => ({ day: chisinauDayText(instant), clock: chisinauClock(instant, { seconds: true }) });

describe('Chișinău days and times, against Intl', () => {
  it('agrees with Intl at every minute around the clock changes, under both rules', () => {
    // 2016: the European Union's rule (01:00 UTC); 2017 on: Moldova's own (00:00 UTC); 1990:
    // the last Soviet autumn; 1984: a Soviet spring.
    const changes = ['2016-03-27T01:00Z', '2016-10-30T01:00Z', '2017-03-26T00:00Z', '2017-10-29T00:00Z'];
    for (const change of [
      ...changes,
      '2026-03-29T00:00Z',
      '2026-10-25T00:00Z',
      '1990-09-30T00:00Z',
      '1984-04-01T00:00Z',
    ]) {
      for (let minute = -200; minute <= 200; minute++) {
        const instant = new Date(Date.parse(change) + minute * 60_000 + 7_000);
        expect({ instant, ...read(instant) }).toEqual({ instant, ...intlDayAndClock(instant) });
      }
    }
  });

  it('agrees with Intl at 50,000 instants spread over 1850–2100', () => {
    let seed = 17;
    const from = Date.UTC(1850, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    for (let index = 0; index < 50_000; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const instant = new Date(from + Math.floor((seed / 2 ** 31) * span));
      const [ours, intl] = [read(instant), intlDayAndClock(instant)];
      if (ours.day !== intl.day || ours.clock !== intl.clock)
        expect({ instant, ...ours }).toEqual({ instant, ...intl });
    }
  });

  it('agrees with Moldova’s clocks written out by hand around the changes of 2026 and 2027', () => {
    fc.assert(
      fc.property(instantsAcrossClockChanges(), (instant) => {
        const { wall } = clockByHand(instant);
        expect(read(instant)).toEqual({ day: wall.slice(0, 10), clock: wall.slice(11, 19) });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => chisinauDayText(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => chisinauClock(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('gives the instant a day begins in Chișinău', () => {
    expect(new Date(chisinauDayStart(2026, 11, 26)!).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(new Date(chisinauDayStart(2026, 7, 2)!).toISOString()).toBe('2026-07-01T21:00:00.000Z');
    // The days of the 2026 changes: midnight is two hours before the change (00:00 UTC).
    expect(new Date(chisinauDayStart(2026, 3, 29)!).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(new Date(chisinauDayStart(2026, 10, 25)!).toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(new Date(chisinauDayStart(2024, 2, 29)!).toISOString()).toBe('2024-02-28T22:00:00.000Z');
  });

  it('writes the offset as ISO 8601 does, across a change and as Intl writes it', () => {
    expect(chisinauUtcOffset(new Date('2026-03-28T23:59:59Z'))).toBe('+02:00');
    expect(chisinauUtcOffset(new Date('2026-03-29T00:00:00Z'))).toBe('+03:00');
    expect(chisinauUtcOffset(new Date('2026-10-25T00:00:00Z'))).toBe('+02:00');
    const longOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Chisinau', timeZoneName: 'longOffset' });
    for (let year = 1860; year <= 2060; year += 3) {
      for (const month of [0, 6]) {
        const instant = new Date(Date.UTC(year, month, 15, 12));
        const zone = longOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
        expect({ instant, offset: chisinauUtcOffset(instant) }).toEqual({ instant, offset: zone.replace('GMT', '') });
      }
    }
  });
});
