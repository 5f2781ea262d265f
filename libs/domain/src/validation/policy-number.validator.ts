import { compacted } from './keyed-schemas';
import { asciiCode } from './typed-code';

/** Order and policy numbers: product prefix, six digits, three letters (e.g. IAI123456ABC). */
const POLICY_NUMBER = /^[A-Z]{3}\d{6}[A-Z]{3}$/;

/**
 * A document number as the customer meant it: upper case, without whitespace; hyphens dropped
 * when what is left is a policy number ("iai-123456-abc" → "IAI123456ABC"). Other numbers (the
 * state systems' vignette numbers, "MD-EV-2026-12345678") keep their hyphens.
 */
export function normalizePolicyNumber(raw: string): string {
  const number = asciiCode(raw).replace(/\s/g, '').toUpperCase();
  const bare = number.replace(/-/g, '');
  return POLICY_NUMBER.test(bare) ? bare : number;
}

export function isPolicyNumber(value: string): boolean {
  return POLICY_NUMBER.test(normalizePolicyNumber(value));
}

/** A policy number, stored normalized (normalizePolicyNumber). */
export const policyNumberSchema = compacted(normalizePolicyNumber, POLICY_NUMBER, 'invalid-policy-number', 12);
