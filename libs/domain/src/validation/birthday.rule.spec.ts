import { birthdaySchema } from './birthday.rule';
import { fixedClock } from './clock';

const clock = fixedClock('2025-03-10T07:00:00Z'); // 10.03.2025 in Chișinău
const keys = (value: string) =>
  birthdaySchema(clock)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message);

describe('birthday', () => {
  it('accepts today (a newborn) and refuses tomorrow', () => {
    expect(keys('10.03.2025')).toBeUndefined();
    expect(keys('11.03.2025')).toEqual(['birthday-in-future']);
  });

  it('accepts 01.01.1920 and refuses 31.12.1919', () => {
    expect(keys('01.01.1920')).toBeUndefined();
    expect(keys('31.12.1919')).toEqual(['birthday-too-early']);
  });
});
