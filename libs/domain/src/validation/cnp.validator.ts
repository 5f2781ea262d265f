import { daysInMonth } from '../calendar/calendar-day';
import { compacted } from './keyed-schemas';
import { asciiCode } from './typed-code';
import type { ValidationKey } from './validation-keys';

/*
 * Romanian personal numeric code (CNP), needed for Romanian customers (domain.md §6.3):
 * S YY MM DD JJ NNN C — sex/century digit, birth date, county, serial, check digit.
 * Check digit: digits weighted 2,7,9,1,4,6,3,5,8,2,7,9, sum mod 11, and 10 becomes 1.
 * Spaces and hyphens typed between the groups are dropped first (python-stdnum's
 * `stdnum.ro.cnp.compact`).
 */

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/**
 * County codes: 01–40 (the counties, Bucharest as 40), 41–46 (Bucharest's sectors 1–6), 47 and 48
 * (Bucharest's former sectors 7 and 8, abolished in 1979 but still on the CNPs of people
 * registered there), 51–52 (Călărași, Giurgiu), 70 (foreign residents' registry).
 */
function isCountyCode(code: number): boolean {
  return (code >= 1 && code <= 48) || code === 51 || code === 52 || code === 70;
}

/** The CNP without the spaces and hyphens typed between its groups, nor surrounding whitespace. */
export function compactCnp(value: string): string {
  return asciiCode(value).replace(/[ -]/g, '').trim();
}

/** The century a sex digit stands for; 7–9 (residents and foreigners) carry none, so both are tried. */
function centuriesOf(sexDigit: number): number[] {
  if (sexDigit === 1 || sexDigit === 2) return [1900];
  if (sexDigit === 3 || sexDigit === 4) return [1800];
  if (sexDigit === 5 || sexDigit === 6) return [2000];
  if (sexDigit >= 7 && sexDigit <= 9) return [1900, 2000];
  return [];
}

function isRealDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The CNP check digit of the first twelve digits. */
export function cnpCheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(firstTwelve[i]) * WEIGHTS[i];
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

/** A Romanian CNP: 13 digits, a real birth date, a known county and a correct check digit. */
export function isCnp(raw: string): boolean {
  const value = compactCnp(raw);
  if (!/^\d{13}$/.test(value)) return false;
  const yy = Number(value.slice(1, 3));
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  if (!centuriesOf(Number(value[0])).some((century) => isRealDay(century + yy, month, day))) return false;
  if (!isCountyCode(Number(value.slice(7, 9)))) return false;
  return cnpCheckDigit(value) === Number(value[12]);
}

/** Stores the compacted CNP: "1800101 010019" is kept as "1800101010019". */
export const cnpSchema = compacted(compactCnp, /^\d{13}$/, 'invalid-cnp', 13).refine(isCnp, { error: 'invalid-cnp' });

/** Nationality (ISO 3166-1 alpha-2) whose personal code is a CNP. */
export const ROMANIA = 'RO';

/**
 * The personal code a foreign person types beside their nationality (non-resident medical's
 * visitors): a Romanian national's code must be a valid CNP; other countries' codes have no
 * known check. Null when the code passes or is absent.
 */
export function nationalPersonalCodeRule(
  nationalityCode: string | undefined,
  code: string | undefined,
): ValidationKey | null {
  if (nationalityCode !== ROMANIA || code === undefined) return null;
  return isCnp(code) ? null : 'invalid-cnp';
}
