import { z } from 'zod';
import { choice, list, numberChoice, record, text, toValidationIssues, variants, wholeNumber } from './keyed-schemas';

describe('keyed schemas', () => {
  const schema = record({
    name: text(5),
    kind: choice(['a', 'b']),
    days: numberChoice([15, 30]),
    count: wholeNumber(1),
    items: list(text(), 1, 2, 'persons-required'),
    party: variants('type', [record({ type: z.literal('x'), code: text() }), record({ type: z.literal('y') })]),
  });
  const issues = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : toValidationIssues(result.error);
  };

  it('names every failure with a validation key', () => {
    expect(
      issues({ name: 'toolong', kind: 'c', days: 16, count: 0, items: [], party: { type: 'z' }, extra: 1, other: 2 }),
    ).toEqual([
      { path: 'name', key: 'too-long' },
      { path: 'kind', key: 'invalid-option' },
      { path: 'days', key: 'invalid-option' },
      { path: 'count', key: 'invalid-number' },
      { path: 'items', key: 'persons-required' },
      { path: 'party.type', key: 'invalid-option' },
      { path: 'extra', key: 'unknown-field' },
      { path: 'other', key: 'unknown-field' },
    ]);
  });

  it('calls absent values required, wrong types invalid', () => {
    expect(issues({ name: ' ', kind: 1, items: ['a', 'b', 'c'], party: {} })).toEqual([
      { path: 'name', key: 'required' },
      { path: 'kind', key: 'invalid-option' },
      { path: 'days', key: 'required' },
      { path: 'count', key: 'required' },
      { path: 'items', key: 'too-many-items' },
      { path: 'party.type', key: 'required' },
    ]);
  });

  it('maps messages of foreign schemas to invalid-value', () => {
    const result = z.object({ a: z.string() }).safeParse({ a: 1 });
    expect(toValidationIssues(result.error!)).toEqual([{ path: 'a', key: 'invalid-value' }]);
  });
});
