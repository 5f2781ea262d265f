import { patterned } from './keyed-schemas';

/*
 * Passports (domain.md §6.3): a Moldovan passport is one or two series letters and seven digits
 * (ASSUMPTION from the biometric series); a foreign passport is any letters and digits as printed.
 */

const MD_PASSPORT = /^[A-Z]{1,2}\d{7}$/;
const FOREIGN_PASSPORT = /^[A-Za-z0-9]{5,20}$/;

export function isMoldovanPassport(value: string): boolean {
  return MD_PASSPORT.test(value.trim());
}

export function isForeignPassport(value: string): boolean {
  return FOREIGN_PASSPORT.test(value.trim());
}

export const mdPassportSchema = patterned(MD_PASSPORT, 'invalid-passport', 9);
/** Any passport a traveller may carry, Moldovan ones included. */
export const passportSchema = patterned(FOREIGN_PASSPORT, 'invalid-passport', 20);
