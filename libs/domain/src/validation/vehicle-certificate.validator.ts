import { patterned } from './keyed-schemas';

/*
 * Moldovan vehicle registration certificate (domain.md §6.3): 9 digits — spec §5's "9-digit
 * numeric code" — and a provisional certificate is B + 9 digits or AB + 6 digits.
 */

const CERTIFICATE = /^\d{9}$/;
const PROVISIONAL = /^([Bb]\d{9}|[Aa][Bb]\d{6})$/;

export function isVehicleCertificate(value: string): boolean {
  return CERTIFICATE.test(value.trim());
}

export function isProvisionalCertificate(value: string): boolean {
  return PROVISIONAL.test(value.trim());
}

/** A permanent registration certificate number (the Green Card requires one). */
export const vehicleCertificateSchema = patterned(CERTIFICATE, 'invalid-certificate', 9);
/** A provisional registration certificate number. */
export const provisionalCertificateSchema = patterned(PROVISIONAL, 'invalid-certificate', 10);
/** Either kind of certificate (RCA accepts provisional registrations). */
export const anyVehicleCertificateSchema = patterned(/^(\d{9}|[Bb]\d{9}|[Aa][Bb]\d{6})$/, 'invalid-certificate', 10);

/** A foreign registration document: letters and digits as printed (no checksum is known). */
export const foreignCertificateSchema = patterned(/^[A-Za-z0-9][A-Za-z0-9 -]{3,19}$/, 'invalid-certificate', 20);
