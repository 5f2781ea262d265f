import { patterned } from './keyed-schemas';

/*
 * Moldovan state identification numbers (domain.md §6.1): 13 digits whose last digit is the sum
 * of the first twelve weighted 7,3,1,7,3,1,… modulo 10. The first digits tell the holder:
 * IDNP (person) starts with 2 or 09, IDNO (legal entity) with 1, IDNV (vehicle) with 3.
 */

const WEIGHTS = [7, 3, 1];

/** The check digit of the first twelve digits of an IDNx. */
export function idnxCheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(firstTwelve[i]) * WEIGHTS[i % 3];
  return sum % 10;
}

/** 13 digits with a correct check digit, whatever the kind. */
export function hasValidIdnxChecksum(value: string): boolean {
  return /^\d{13}$/.test(value) && idnxCheckDigit(value) === Number(value[12]);
}

export type IdnxKind = 'idnp' | 'idno' | 'idnv';

/** Which kind of number `value` is, or null when it is none (bad format or check digit). */
export function idnxKind(value: string): IdnxKind | null {
  if (!hasValidIdnxChecksum(value)) return null;
  if (value.startsWith('2') || value.startsWith('09')) return 'idnp';
  if (value.startsWith('1')) return 'idno';
  if (value.startsWith('3')) return 'idnv';
  return null;
}

/** A personal numeric code (IDNP). */
export function isIdnp(value: string): boolean {
  return idnxKind(value) === 'idnp';
}

/** A legal entity's code (IDNO). */
export function isIdno(value: string): boolean {
  return idnxKind(value) === 'idno';
}

/** A vehicle's state identification number (IDNV). */
export function isIdnv(value: string): boolean {
  return idnxKind(value) === 'idnv';
}

const DIGITS = /^\d{13}$/;

export const idnpSchema = patterned(DIGITS, 'invalid-idnp', 13).refine(isIdnp, { error: 'invalid-idnp' });
export const idnoSchema = patterned(DIGITS, 'invalid-idno', 13).refine(isIdno, { error: 'invalid-idno' });
export const idnvSchema = patterned(DIGITS, 'invalid-idnv', 13).refine(isIdnv, { error: 'invalid-idnv' });
/** A payer's code that may be either an IDNP or an IDNO (road tax's `idnx`). */
export const idnxSchema = patterned(DIGITS, 'invalid-idnx', 13).refine((value) => isIdnp(value) || isIdno(value), {
  error: 'invalid-idnx',
});
