import type { z } from 'zod';
import { isPolicyNumber, normalizePolicyNumber, policyNumberSchema } from './policy-number.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('policy numbers', () => {
  it('policy number: three letters, six digits, three letters', () => {
    expect(isPolicyNumber('IAI123456ABC')).toBe(true);
    expect(isPolicyNumber('IAI12345ABC')).toBe(false);
    expect(keys(policyNumberSchema, 'IA1123456ABC')).toEqual(['invalid-policy-number']);
    expect(keys(policyNumberSchema, 'IAI1234567ABC')).toEqual(['too-long']);
  });

  it.each([
    ['iai123456abc', 'IAI123456ABC'],
    ['IAI 123456 ABC', 'IAI123456ABC'],
    ['iai-123456-abc', 'IAI123456ABC'],
    [' Iai 123-456 aBc\t', 'IAI123456ABC'],
  ])('reads %j as the policy number %s', (typed, number) => {
    expect(normalizePolicyNumber(typed)).toBe(number);
    expect(isPolicyNumber(typed)).toBe(true);
    expect(policyNumberSchema.parse(typed)).toBe(number);
  });

  it('keeps the hyphens of numbers that are not policy numbers', () => {
    expect(normalizePolicyNumber('md-ev-2026-12345678')).toBe('MD-EV-2026-12345678');
    expect(normalizePolicyNumber('hu-e26 123456789')).toBe('HU-E26123456789');
  });
});
