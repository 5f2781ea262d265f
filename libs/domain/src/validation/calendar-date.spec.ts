import { TZDate } from '@date-fns/tz';
import { daysInMonth, type CalendarDay } from '../calendar/calendar-day';
import { dateDmySchema, dateOfDay, daysBetween, formatDmy, isDmy, parseDmy, plusDays, todayIn } from './calendar-date';

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

describe('calendar dates against @date-fns/tz', () => {
  it('begin at the instant TZDate gives: every day of 1978–1992 (the Soviet clock changes at midnight), the fifth, tenth… of every month of 1900–2100', () => {
    const pad = (value: number) => String(value).padStart(2, '0');
    const days: [number, number, number][] = [];
    for (let year = 1900; year <= 2100; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let date = 1; date <= daysInMonth(year, month); date++) {
          if ((year >= 1978 && year <= 1992) || date % 5 === 0) days.push([year, month, date]);
        }
      }
    }
    for (const [year, month, date] of days) {
      const expected = new TZDate(year, month - 1, date, 'Europe/Chisinau').getTime();
      const parsed = parseDmy(`${pad(date)}.${pad(month)}.${year}`)!;
      const ofDay = dateOfDay(`${year}-${pad(month)}-${pad(date)}` as CalendarDay);
      if (parsed.getTime() !== expected || ofDay.getTime() !== expected || parsed.getDate() !== date) {
        expect({ year, month, date, parsed: parsed.getTime(), ofDay: ofDay.getTime() }).toEqual({
          year,
          month,
          date,
          parsed: expected,
          ofDay: expected,
        });
      }
    }
  });
});
