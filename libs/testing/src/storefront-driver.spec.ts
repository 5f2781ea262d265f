import { dayFromToday } from './storefront-driver';

describe('dayFromToday', () => {
  afterEach(() => jest.useRealTimers());

  it('counts calendar days in Chișinău, late in the evening and across the clock change of March', () => {
    // 23:26 in Chișinău on 28 November 2026 (EET): tomorrow is the 29th, and 180 days on is
    // 27 May 2027 on the calendar, although 180 × 24 hours from now reads 00:26 on the 28th (EEST).
    jest.useFakeTimers({ now: new Date('2026-11-28T21:26:00Z') });
    expect(dayFromToday(0)).toBe('28.11.2026');
    expect(dayFromToday(1)).toBe('29.11.2026');
    expect(dayFromToday(180)).toBe('27.05.2027');
    expect(dayFromToday(365)).toBe('28.11.2027');
  });

  it('takes today from Chișinău, not from UTC, just after local midnight', () => {
    // 00:30 on 1 January 2027 in Chișinău is still 31 December in UTC.
    jest.useFakeTimers({ now: new Date('2026-12-31T22:30:00Z') });
    expect(dayFromToday(0)).toBe('01.01.2027');
    expect(dayFromToday(-1)).toBe('31.12.2026');
  });
});
