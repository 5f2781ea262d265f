import { periodDays, periodRule } from './period.rule';

describe('periodRule', () => {
  it('counts both ends of the period', () => {
    expect(periodDays('01.07.2025', '01.07.2025')).toBe(1);
    expect(periodDays('01.07.2025', '30.07.2025')).toBe(30);
  });

  it('accepts an end on the start day, refuses an end before it', () => {
    expect(periodRule('01.07.2025', '01.07.2025')).toBeNull();
    expect(periodRule('01.07.2025', '30.06.2025')).toBe('end-before-start');
  });

  it('refuses an interval one day shorter than the minimum', () => {
    expect(periodRule('01.07.2025', '03.07.2025', { minDays: 3 })).toBeNull();
    expect(periodRule('01.07.2025', '02.07.2025', { minDays: 3 })).toBe('interval-too-short');
  });

  it('refuses an interval one day longer than the maximum', () => {
    expect(periodRule('01.01.2025', '31.12.2025', { maxDays: 365 })).toBeNull();
    expect(periodRule('01.01.2025', '01.01.2026', { maxDays: 365 })).toBe('interval-too-long');
  });

  it('leaves unreadable dates to their own fields', () => {
    expect(periodRule('31.02.2025', '01.03.2025')).toBeNull();
  });
});
