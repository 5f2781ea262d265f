import type { z } from 'zod';
import { foreignPersonalCodeSchema, isPersonalDocumentCode } from './document-codes.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('personal document code', () => {
  it('is one or two letters then 4–9 digits', () => {
    for (const ok of ['A1234', 'AB123456789', 'b12345', ' MD123456 ']) expect(isPersonalDocumentCode(ok)).toBe(true);
  });

  it('refuses three letters, too few or too many digits, and digits first', () => {
    for (const bad of ['ABC1234', 'A123', 'A1234567890', '1234A', '', 'AB 1234']) {
      expect(isPersonalDocumentCode(bad)).toBe(false);
    }
  });
});

describe('foreign personal code', () => {
  it('is 4–20 letters and digits as printed', () => {
    for (const ok of ['AB12', '1800101010015', 'X1234567890123456789'])
      expect(keys(foreignPersonalCodeSchema, ok)).toEqual([]);
  });

  it('refuses separators, too short a code, and an empty one', () => {
    expect(keys(foreignPersonalCodeSchema, 'AB-123')).toEqual(['invalid-value']);
    expect(keys(foreignPersonalCodeSchema, 'AB1')).toEqual(['invalid-value']);
    expect(keys(foreignPersonalCodeSchema, 'X12345678901234567890')).toEqual(['too-long']);
    expect(keys(foreignPersonalCodeSchema, ' ')).toEqual(['required']);
  });
});
