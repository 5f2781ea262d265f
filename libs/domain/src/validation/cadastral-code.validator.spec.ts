import type { z } from 'zod';
import { cadastralCodeSchema, isCadastralCode } from './cadastral-code.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('cadastral codes', () => {
  it('cadastral code: digit groups separated by dots', () => {
    expect(isCadastralCode('0100101123')).toBe(true);
    expect(isCadastralCode('0100101.123.01')).toBe(true);
    expect(isCadastralCode('0100101..123')).toBe(false);
    expect(isCadastralCode('.0100101')).toBe(false);
    expect(keys(cadastralCodeSchema, '01-001')).toEqual(['invalid-cadastral-code']);
  });
});
