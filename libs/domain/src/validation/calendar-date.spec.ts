import { dateDmySchema, daysBetween, formatDmy, isDmy, parseDmy, plusDays, todayIn } from './calendar-date';

describe('calendar dates (dd.mm.yyyy in Europe/Chisinau)', () => {
  it('reads real days only', () => {
    expect(isDmy('29.02.2024')).toBe(true);
    expect(isDmy('29.02.2025')).toBe(false);
    expect(isDmy('31.04.2025')).toBe(false);
    expect(isDmy('1.2.2025')).toBe(false);
    expect(isDmy('2025-02-01')).toBe(false);
    expect(isDmy('00.01.2025')).toBe(false);
  });

  it('knows the Gregorian leap years and every month length, as Date.UTC does', () => {
    expect(isDmy('29.02.2000')).toBe(true);
    expect(isDmy('29.02.1900')).toBe(false);
    expect(isDmy('31.12.2025')).toBe(true);
    expect(isDmy('01.13.2025')).toBe(false);
    expect(isDmy('01.00.2025')).toBe(false);
    const pad = (n: number) => String(n).padStart(2, '0');
    for (let year = 1896; year <= 2104; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 28; day <= 32; day++) {
          const probe = new Date(Date.UTC(year, month - 1, day));
          const real = probe.getUTCMonth() === month - 1; // eslint-disable-line no-restricted-syntax -- an oracle of month lengths, not a day taken from an instant
          const text = `${pad(day)}.${pad(month)}.${year}`;
          expect([text, isDmy(text), parseDmy(text) !== null]).toEqual([text, real, real]);
        }
      }
    }
  });

  it('round-trips a day through parse and format', () => {
    expect(formatDmy(parseDmy('05.11.2025')!)).toBe('05.11.2025');
  });

  it('takes today from the clock in Chișinău, not in UTC', () => {
    // 22:30 UTC on 14 June is 01:30 on 15 June in Chișinău (UTC+3 in summer).
    expect(formatDmy(todayIn(new Date('2025-06-14T22:30:00Z')))).toBe('15.06.2025');
    // 21:30 UTC on 14 December is 23:30 in Chișinău (UTC+2 in winter): still the 14th.
    expect(formatDmy(todayIn(new Date('2025-12-14T21:30:00Z')))).toBe('14.12.2025');
  });

  it('counts calendar days across a daylight-saving change', () => {
    const before = parseDmy('25.10.2025')!;
    const after = plusDays(before, 2);
    expect(formatDmy(after)).toBe('27.10.2025');
    expect(daysBetween(before, after)).toBe(2);
  });

  it('gives one key per failure of a date field', () => {
    const keys = (value: unknown) => dateDmySchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(keys('31.02.2025')).toEqual(['invalid-date']);
    expect(keys('2025-02-01')).toEqual(['invalid-date']);
    expect(keys('')).toEqual(['required']);
    expect(keys(undefined)).toEqual(['required']);
    expect(keys(20250201)).toEqual(['invalid-date']);
    expect(keys('01.02.2025')).toBeUndefined();
  });
});
