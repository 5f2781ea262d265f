import type { z } from 'zod';
import {
  isNineDigitCode,
  isPersonalDocumentCode,
  nineDigitCodeSchema,
  personalDocumentCodeSchema,
} from './document-codes.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('document codes', () => {
  it('personal document code: one or two letters then 4–9 digits', () => {
    for (const ok of ['A1234', 'AB123456789', 'b12345']) expect(isPersonalDocumentCode(ok)).toBe(true);
    for (const bad of ['ABC1234', 'A123', 'A1234567890', '1234A']) expect(isPersonalDocumentCode(bad)).toBe(false);
    expect(keys(personalDocumentCodeSchema, 'A123')).toEqual(['invalid-personal-code']);
  });

  it('nine-digit code', () => {
    expect(isNineDigitCode('123456789')).toBe(true);
    expect(isNineDigitCode('12345678')).toBe(false);
    expect(keys(nineDigitCodeSchema, '12345678a')).toEqual(['invalid-nine-digit-code']);
  });
});
