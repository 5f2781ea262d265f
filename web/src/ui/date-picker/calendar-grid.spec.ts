import type { CalendarDay } from '@asiguro/domain';
import { addMonths, dayAfterKey, dayOfText, monthWeeks, textOfDay, weekdayOf, withinBounds } from './calendar-grid';

const day = (iso: string) => iso as CalendarDay;

describe('date picker calendar', () => {
  it('reads a typed dd.mm.yyyy as its day, and refuses days that do not exist or are half typed', () => {
    expect(dayOfText('05.03.2027')).toBe('2027-03-05');
    expect(dayOfText('29.02.2028')).toBe('2028-02-29');
    expect(dayOfText('29.02.2027')).toBeUndefined();
    expect(dayOfText('31.04.2027')).toBeUndefined();
    expect(dayOfText('05.03.20')).toBeUndefined();
    expect(textOfDay(day('2027-03-05'))).toBe('05.03.2027');
  });

  it('lays a month out in weeks from Monday, with empty cells before the 1st and after the last day', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    expect(weekdayOf(day('2026-12-01'))).toBe(1);
    const weeks = monthWeeks(day('2026-12-15'));
    expect(weeks[0]).toEqual([null, ...['01', '02', '03', '04', '05', '06'].map((d) => `2026-12-${d}`)]);
    expect(weeks[weeks.length - 1]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves the focused day as the keys of a date grid do', () => {
    const from = day('2026-12-31');
    expect(dayAfterKey(from, 'ArrowRight', false, {})).toBe('2027-01-01');
    expect(dayAfterKey(from, 'ArrowLeft', false, {})).toBe('2026-12-30');
    expect(dayAfterKey(from, 'ArrowDown', false, {})).toBe('2027-01-07');
    expect(dayAfterKey(from, 'ArrowUp', false, {})).toBe('2026-12-24');
    expect(dayAfterKey(from, 'Home', false, {})).toBe('2026-12-28');
    expect(dayAfterKey(from, 'End', false, {})).toBe('2027-01-03');
    expect(dayAfterKey(day('2027-01-31'), 'PageDown', false, {})).toBe('2027-02-28');
    expect(dayAfterKey(from, 'PageUp', true, {})).toBe('2025-12-31');
    expect(dayAfterKey(from, 'a', false, {})).toBeUndefined();
  });

  it('never moves past the days that may be chosen', () => {
    const bounds = { min: day('2026-12-10'), max: day('2027-01-05') };
    expect(dayAfterKey(day('2026-12-12'), 'ArrowUp', false, bounds)).toBe('2026-12-10');
    expect(dayAfterKey(day('2027-01-01'), 'PageDown', false, bounds)).toBe('2027-01-05');
    expect(withinBounds(day('2026-12-09'), bounds)).toBe(false);
    expect(withinBounds(day('2026-12-10'), bounds)).toBe(true);
    expect(addMonths(day('2028-02-29'), 12)).toBe('2029-02-28');
  });
});
