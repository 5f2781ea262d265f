import { adultBirthdaySchema, adultRule, ageOn } from './adult.rule';
import { parseDmy } from './calendar-date';
import { fixedClock } from './clock';

const keys = (birthday: string, now: string) =>
  adultBirthdaySchema(fixedClock(now))
    .safeParse(birthday)
    .error?.issues.map((issue) => issue.message);

describe('contracting person over 18', () => {
  const now = '2025-03-10T07:00:00Z'; // 10.03.2025 in Chișinău

  it('accepts an 18th birthday today', () => {
    expect(keys('10.03.2007', now)).toBeUndefined();
  });

  it('refuses an 18th birthday tomorrow', () => {
    expect(keys('11.03.2007', now)).toEqual(['under-18']);
  });

  it('decides by the day in Chișinău: at 01:30 local time the birthday has come', () => {
    // 22:30 UTC on 14 June 2025 is already 15 June in Chișinău.
    expect(keys('15.06.2007', '2025-06-14T22:30:00Z')).toBeUndefined();
    expect(keys('15.06.2007', '2025-06-14T20:30:00Z')).toEqual(['under-18']);
  });

  it('still refuses impossible birthdays before checking the age', () => {
    expect(keys('11.03.2026', now)).toEqual(['birthday-in-future']);
    expect(keys('01.01.1900', now)).toEqual(['birthday-too-early']);
  });

  it('counts whole years of age', () => {
    expect(ageOn(parseDmy('11.03.1990')!, parseDmy('10.03.2025')!)).toBe(34);
    expect(ageOn(parseDmy('10.03.1990')!, parseDmy('10.03.2025')!)).toBe(35);
    expect(adultRule(parseDmy('29.02.2008')!, parseDmy('28.02.2026')!)).toBeNull();
    expect(adultRule(parseDmy('29.02.2008')!, parseDmy('27.02.2026')!)).toBe('under-18');
  });
});
