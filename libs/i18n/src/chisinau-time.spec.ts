import { chisinauClock, chisinauDayText, formatChisinauDateTime, formatDayText } from './chisinau-time';

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
