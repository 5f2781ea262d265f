import { patterned } from './keyed-schemas';

/** Moldovan cadastral code: groups of digits separated by dots (0100101.123.01). */
const CADASTRAL_CODE = /^\d+(\.\d+)*$/;

export function isCadastralCode(value: string): boolean {
  return CADASTRAL_CODE.test(value.trim());
}

export const cadastralCodeSchema = patterned(CADASTRAL_CODE, 'invalid-cadastral-code', 40);
