import type { z } from 'zod';
import { billNumberSchema, isBillNumber } from './bill-number.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('bill and transaction numbers', () => {
  it('bill / transaction number', () => {
    expect(isBillNumber('100234567')).toBe(true);
    expect(isBillNumber('TRX-2025/0042')).toBe(true);
    expect(isBillNumber('12')).toBe(false);
    expect(isBillNumber('-1234')).toBe(false);
    expect(keys(billNumberSchema, 'abc def')).toEqual(['invalid-bill-number']);
  });
});
