import { compacted, patterned } from './keyed-schemas';
import { asciiCode } from './typed-code';

/*
 * Moldovan vehicle registration certificate (domain.md §6.3): 9 digits — spec §5's "9-digit
 * numeric code" — and a provisional certificate is B + 9 digits or AB + 6 digits. People copy
 * them in groups ("123 456 789", "AB-482913"): spaces and hyphens are dropped and letters
 * upper-cased before the check, and the number is stored that way.
 */

const CERTIFICATE = /^\d{9}$/;
const PROVISIONAL = /^([Bb]\d{9}|[Aa][Bb]\d{6})$/;

/** The certificate number as printed: no spaces or hyphens, upper case ("123 456 789" → "123456789"). */
export function compactCertificate(value: string): string {
  return asciiCode(value).replace(/[\s-]/g, '').toUpperCase();
}

export function isVehicleCertificate(value: string): boolean {
  return CERTIFICATE.test(compactCertificate(value));
}

export function isProvisionalCertificate(value: string): boolean {
  return PROVISIONAL.test(compactCertificate(value));
}

/** A permanent registration certificate number (the Green Card requires one). */
export const vehicleCertificateSchema = compacted(compactCertificate, CERTIFICATE, 'invalid-certificate', 9);
/** A provisional registration certificate number. */
export const provisionalCertificateSchema = compacted(compactCertificate, PROVISIONAL, 'invalid-certificate', 10);
/** Either kind of certificate (RCA accepts provisional registrations). */
export const anyVehicleCertificateSchema = compacted(
  compactCertificate,
  // Lower case stays in the pattern: the published JSON Schema tells clients it is accepted.
  /^(\d{9}|[Bb]\d{9}|[Aa][Bb]\d{6})$/,
  'invalid-certificate',
  10,
);

/** A foreign registration document: letters and digits as printed (no checksum is known). */
export const foreignCertificateSchema = patterned(/^[A-Za-z0-9][A-Za-z0-9 -]{3,19}$/, 'invalid-certificate', 20);
