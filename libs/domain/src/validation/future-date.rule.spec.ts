import { parseDmy } from './calendar-date';
import { fixedClock } from './clock';
import { futureDateSchema, notInPast } from './future-date.rule';

// 10 March 2025, 09:00 in Chișinău.
const clock = fixedClock('2025-03-10T07:00:00Z');
const keys = (value: string) =>
  futureDateSchema(clock)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message);

describe('notInPast', () => {
  it('accepts today, the boundary', () => {
    expect(keys('10.03.2025')).toBeUndefined();
  });

  it('refuses yesterday', () => {
    expect(keys('09.03.2025')).toEqual(['date-in-past']);
  });

  it('accepts tomorrow and later', () => {
    expect(keys('11.03.2025')).toBeUndefined();
    expect(notInPast(parseDmy('01.01.2030')!, parseDmy('10.03.2025')!)).toBeNull();
  });

  it('judges "today" at parse time, not when the schema was built', () => {
    let now = new Date('2025-03-10T07:00:00Z');
    const schema = futureDateSchema(() => now);
    expect(schema.safeParse('10.03.2025').success).toBe(true);
    now = new Date('2025-03-11T07:00:00Z');
    expect(schema.safeParse('10.03.2025').success).toBe(false);
  });

  it('leaves a malformed date to the format rule', () => {
    expect(keys('32.03.2025')).toEqual(['invalid-date']);
  });
});
