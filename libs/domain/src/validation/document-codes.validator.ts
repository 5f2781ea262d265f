import { patterned } from './keyed-schemas';

/*
 * The personal document code of spec §5 "Formats": one or two letters followed by 4–9 digits.
 * Of the catalogue's fields, a Moldovan resident driver's licence number is held to it
 * (driver.details.ts; a non-resident's foreign licence follows no known format). That rule depends
 * on another field, so it is a predicate rather than a field schema. The spec's other short
 * format, "a 9-digit numeric code", is the vehicle registration certificate
 * (vehicleCertificateSchema).
 */

const PERSONAL_CODE = /^[A-Za-z]{1,2}\d{4,9}$/;

export function isPersonalDocumentCode(value: string): boolean {
  return PERSONAL_CODE.test(value.trim());
}

/**
 * A foreign person's personal code as their country prints it on an identity document: letters
 * and digits, 4–20. Which check applies depends on the nationality (nationalPersonalCodeRule:
 * a CNP for Romanians).
 */
export const foreignPersonalCodeSchema = patterned(/^[A-Za-z0-9]{4,20}$/, 'invalid-value', 20);
