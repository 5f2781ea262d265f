import { patterned } from './keyed-schemas';

/*
 * IBAN (ISO 13616): country, two check digits, account; moved to the end with letters as numbers
 * the whole is 1 modulo 97. A Moldovan IBAN is 24 characters: MD, 2 digits, 20 letters or digits
 * (domain.md §6.3: MD08AG000000022516095659).
 */

const compact = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** The ISO 13616 mod-97 check over an IBAN of any country. */
export function hasValidIbanChecksum(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** A Moldovan IBAN with a correct check. */
export function isMoldovanIban(value: string): boolean {
  return /^MD\d{2}[A-Z0-9]{20}$/.test(compact(value)) && hasValidIbanChecksum(value);
}

export const ibanSchema = patterned(/^[A-Za-z0-9 ]+$/, 'invalid-iban', 34).refine(isMoldovanIban, {
  error: 'invalid-iban',
});
