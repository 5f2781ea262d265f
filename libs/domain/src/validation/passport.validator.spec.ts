import type { z } from 'zod';
import { isForeignPassport, isMoldovanPassport, mdPassportSchema, passportSchema } from './passport.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('passports', () => {
  it('passports: Moldovan 1–2 letters and 7 digits; foreign any letters and digits', () => {
    expect(isMoldovanPassport('AB1234567')).toBe(true);
    expect(isMoldovanPassport('A1234567')).toBe(true);
    expect(isMoldovanPassport('AB123456')).toBe(false);
    expect(isMoldovanPassport('ABC1234567')).toBe(false);
    expect(keys(mdPassportSchema, 'ab1234567')).toEqual(['invalid-passport']);
    expect(isForeignPassport('FX12345678')).toBe(true);
    expect(isForeignPassport('123-456')).toBe(false);
    expect(keys(passportSchema, 'X 1')).toEqual(['invalid-passport']);
  });
});
