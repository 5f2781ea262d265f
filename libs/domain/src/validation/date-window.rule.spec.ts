import { fixedClock } from './clock';
import { startDateSchema } from './date-window.rule';

const clock = fixedClock('2025-03-10T07:00:00Z'); // 10.03.2025 in Chișinău
const keys = (value: string, minDays: number, maxDays: number) =>
  startDateSchema({ minDays, maxDays }, clock)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message);

describe('start date window', () => {
  it('accepts the first allowed day and refuses the day before it', () => {
    expect(keys('11.03.2025', 1, 60)).toBeUndefined();
    expect(keys('10.03.2025', 1, 60)).toEqual(['date-before-min']);
  });

  it('accepts the last allowed day and refuses the day after it', () => {
    expect(keys('09.04.2025', 0, 30)).toBeUndefined();
    expect(keys('10.04.2025', 0, 30)).toEqual(['date-after-max']);
  });

  it('refuses the past as past, whatever the minimum', () => {
    expect(keys('09.03.2025', 0, 30)).toEqual(['date-in-past']);
    expect(keys('09.03.2025', 5, 30)).toEqual(['date-in-past']);
  });
});
