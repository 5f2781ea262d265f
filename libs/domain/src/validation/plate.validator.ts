import { patterned } from './keyed-schemas';

/*
 * Vehicle plates (domain.md §6.2). Written with or without spaces or hyphens, any case;
 * `normalizePlate` gives the stored form (upper case, no separators).
 * - Moldova since 2015: three letters and three digits (ABC 123).
 * - Moldova before 2015: region code of one or two letters, two series letters, 1–3 digits
 *   (C AB 123, BL AB 12).
 * - Moldova special series: H (foreigners) and P (temporary import) with four digits, optionally
 *   with two series letters.
 * - Two letters, four digits, two letters in Latin or Cyrillic letters (Ukraine: AA1234BB,
 *   АА1234ВВ), the spec's foreign plate.
 */

const MD_2015 = /^[A-Z]{3}\d{3}$/;
const MD_BEFORE_2015 = /^[A-Z]{1,2}[A-Z]{2}\d{1,3}$/;
const MD_SPECIAL = /^[HP](?:[A-Z]{2})?\d{4}$/;
const TWO_FOUR_TWO = /^[A-ZА-ЯЁІЇЄҐ]{2}\d{4}[A-ZА-ЯЁІЇЄҐ]{2}$/u;
/** Other countries' plates: letters of any alphabet and digits, as printed. */
const FOREIGN = /^[\p{L}\d]{2,12}$/u;

/** Upper case, without spaces, hyphens or dots. */
export function normalizePlate(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** A Moldovan plate of any series. */
export function isMoldovanPlate(value: string): boolean {
  const plate = normalizePlate(value);
  return MD_2015.test(plate) || MD_BEFORE_2015.test(plate) || MD_SPECIAL.test(plate);
}

/** Two letters, four digits, two letters, in Latin or Cyrillic (Ukrainian plates). */
export function isTwoFourTwoPlate(value: string): boolean {
  return TWO_FOUR_TWO.test(normalizePlate(value));
}

/** A plate of a vehicle registered abroad. */
export function isForeignPlate(value: string): boolean {
  return FOREIGN.test(normalizePlate(value));
}

const separators = /^[\p{L}\d][\p{L}\d\s.-]*$/u;

export const mdPlateSchema = patterned(separators, 'invalid-plate', 12).refine(isMoldovanPlate, {
  error: 'invalid-plate',
});
export const uaPlateSchema = patterned(separators, 'invalid-plate', 12).refine(isTwoFourTwoPlate, {
  error: 'invalid-plate',
});
/** A plate from Moldova or Ukraine (the markets the storefront sells vignettes to). */
export const plateSchema = patterned(separators, 'invalid-plate', 12).refine(
  (value) => isMoldovanPlate(value) || isTwoFourTwoPlate(value),
  { error: 'invalid-plate' },
);
/** A plate of a vehicle registered abroad (the Moldovan vignette). */
export const foreignPlateSchema = patterned(separators, 'invalid-plate', 15).refine(isForeignPlate, {
  error: 'invalid-plate',
});
