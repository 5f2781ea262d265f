import { fixedClock } from './clock';
import { documentDateSchema } from './document-date.rule';

const keys = (value: string) =>
  documentDateSchema(fixedClock('2025-03-10T07:00:00Z'))
    .safeParse(value)
    .error?.issues.map((issue) => issue.message);

describe('document date', () => {
  it('accepts today and the past', () => {
    expect(keys('10.03.2025')).toBeUndefined();
    expect(keys('01.01.2001')).toBeUndefined();
  });

  it('refuses tomorrow', () => {
    expect(keys('11.03.2025')).toEqual(['document-date-in-future']);
  });
});
