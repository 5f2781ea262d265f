import { z } from 'zod';
import { patterned, typeError } from './keyed-schemas';

/**
 * Amounts the customer types (marketValue, replacementCost, in MDL): digits only, no sign,
 * separators or decimals (spec §5), and not zero. Kept as text so a leading "+" or "1e6" never
 * sneaks through number parsing.
 */
const DIGITS = /^\d+$/;

export function isDigitsOnly(value: string): boolean {
  return DIGITS.test(value.trim());
}

export const digitsOnlySchema = patterned(DIGITS, 'digits-only', 12).refine((value) => Number(value) > 0, {
  error: 'invalid-number',
});

/** Number of pieces of baggage: a positive whole number (spec §5). */
export const baggagePcsSchema = z
  .number({ error: typeError('invalid-baggage-pcs') })
  .int({ error: 'invalid-baggage-pcs', abort: true })
  .min(1, { error: 'invalid-baggage-pcs' })
  .max(20, { error: 'invalid-baggage-pcs' });

export function isValidBaggagePcs(value: number): boolean {
  return baggagePcsSchema.safeParse(value).success;
}
