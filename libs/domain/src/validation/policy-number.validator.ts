import { patterned } from './keyed-schemas';

/** Order and policy numbers: product prefix, six digits, three letters (e.g. IAI123456ABC). */
const POLICY_NUMBER = /^[A-Z]{3}\d{6}[A-Z]{3}$/;

export function isPolicyNumber(value: string): boolean {
  return POLICY_NUMBER.test(value.trim());
}

export const policyNumberSchema = patterned(POLICY_NUMBER, 'invalid-policy-number', 12);
