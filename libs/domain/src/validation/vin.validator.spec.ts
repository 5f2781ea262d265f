import type { z } from 'zod';
import { isVin, vinSchema } from './vin.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('VIN', () => {
  it('VIN: 17 characters without I, O, Q (shorter old chassis numbers too)', () => {
    expect(isVin('WVWZZZ1JZXW000001')).toBe(true);
    expect(isVin('WVWZZZ1JZXW00000O')).toBe(false);
    expect(isVin('XTA210700')).toBe(true);
    expect(keys(vinSchema, 'WVWZZZ1JZXW00000I')).toEqual(['invalid-vin']);
  });
});
