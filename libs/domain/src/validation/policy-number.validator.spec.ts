import type { z } from 'zod';
import { isPolicyNumber, policyNumberSchema } from './policy-number.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('policy numbers', () => {
  it('policy number: three letters, six digits, three letters', () => {
    expect(isPolicyNumber('IAI123456ABC')).toBe(true);
    expect(isPolicyNumber('IAI12345ABC')).toBe(false);
    expect(isPolicyNumber('iai123456abc')).toBe(false);
    expect(keys(policyNumberSchema, 'IA1123456ABC')).toEqual(['invalid-policy-number']);
  });
});
