import { compacted } from './keyed-schemas';
import { asciiCode } from './typed-code';

/*
 * Moldovan state identification numbers (domain.md §6.1): 13 digits whose last digit is the sum
 * of the first twelve weighted 7,3,1,7,3,1,… modulo 10. The first digits tell the holder:
 * IDNP (person) starts with 2 or 09, IDNO (legal entity) with 1, IDNV (vehicle) with 3.
 * People type them in groups ("2004 0001 23456"): the spaces are dropped first, as
 * python-stdnum's `stdnum.md.idno.compact` does (spaces only; a hyphen stays and is refused).
 */

const WEIGHTS = [7, 3, 1];

/** The number without its spaces and surrounding whitespace (python-stdnum's compact). */
export function compactIdnx(value: string): string {
  return asciiCode(value).replace(/ /g, '').trim();
}

/** The check digit of the first twelve digits of an IDNx. */
export function idnxCheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(firstTwelve[i]) * WEIGHTS[i % 3];
  return sum % 10;
}

/** 13 digits (once compacted) with a correct check digit, whatever the kind. */
export function hasValidIdnxChecksum(value: string): boolean {
  const number = compactIdnx(value);
  return /^\d{13}$/.test(number) && idnxCheckDigit(number) === Number(number[12]);
}

export type IdnxKind = 'idnp' | 'idno' | 'idnv';

/** Which kind of number `value` is, or null when it is none (bad format or check digit). */
export function idnxKind(value: string): IdnxKind | null {
  if (!hasValidIdnxChecksum(value)) return null;
  const number = compactIdnx(value);
  if (number.startsWith('2') || number.startsWith('09')) return 'idnp';
  if (number.startsWith('1')) return 'idno';
  if (number.startsWith('3')) return 'idnv';
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
const idnx = (key: 'invalid-idnp' | 'invalid-idno' | 'invalid-idnv' | 'invalid-idnx') =>
  compacted(compactIdnx, DIGITS, key, 13);

/** Each schema stores the compacted number: "2004 0001 23456" is kept as "2004000123456". */
export const idnpSchema = idnx('invalid-idnp').refine(isIdnp, { error: 'invalid-idnp' });
export const idnoSchema = idnx('invalid-idno').refine(isIdno, { error: 'invalid-idno' });
export const idnvSchema = idnx('invalid-idnv').refine(isIdnv, { error: 'invalid-idnv' });
/** A payer's code that may be either an IDNP or an IDNO (road tax's `idnx`). */
export const idnxSchema = idnx('invalid-idnx').refine((value) => isIdnp(value) || isIdno(value), {
  error: 'invalid-idnx',
});
