import type { OfficialRates } from './official-rates.types';
import { pickRatesForDay } from './pick-rates-for-day';

const record = (date: string, eur: number): OfficialRates => ({
  date,
  rates: { MDL: 1, EUR: eur, RON: 3.9, USD: 17.5, HUF: 0.0492 },
  source: 'bnm',
});
const records = [record('20260110', 19.1), record('20260112', 19.3), record('20260108', 19.0)];

describe(pickRatesForDay.name, () => {
  it("picks the day's own record", () => {
    expect(pickRatesForDay(records, '20260112')).toEqual({ record: records[1], fallback: false });
  });

  it('falls back to the latest earlier record when the day has none', () => {
    expect(pickRatesForDay(records, '20260111')).toEqual({ record: records[0], fallback: true });
    expect(pickRatesForDay(records, '20260301')).toEqual({ record: records[1], fallback: true });
  });

  it('never uses a record published after the day', () => {
    expect(pickRatesForDay(records, '20260107')).toBeUndefined();
    expect(pickRatesForDay([], '20260107')).toBeUndefined();
  });

  it('takes a Date as its day in Chișinău', () => {
    // 23:30 UTC on 11 Jan is 12 Jan in Chișinău.
    expect(pickRatesForDay(records, new Date('2026-01-11T23:30:00Z'))).toEqual({ record: records[1], fallback: false });
  });
});
