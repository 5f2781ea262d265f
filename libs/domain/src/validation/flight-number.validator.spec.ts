import type { z } from 'zod';
import { flightNumberSchema, isFlightNumber } from './flight-number.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('flight numbers', () => {
  it('flight numbers', () => {
    for (const ok of ['9U123', '9U 123', 'RO202', 'W64321', 'TK1234A', 'THY1234'])
      expect(isFlightNumber(ok)).toBe(true);
    for (const bad of ['12345', 'ROABC', 'R1', 'RO12345']) expect(isFlightNumber(bad)).toBe(false);
    expect(keys(flightNumberSchema, 'RO12345')).toEqual(['invalid-flight-number']);
  });
});
