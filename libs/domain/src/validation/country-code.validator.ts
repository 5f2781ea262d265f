import { patterned } from './keyed-schemas';

/** An ISO 3166-1 alpha-2 country code in capitals (nationality, country of registration). */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** User-assigned codes (AA, QM–QZ, XA–XZ, ZZ) name no country; XK (Kosovo) is the usual exception. */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/;

/** Made once: a DisplayNames costs about ten times a lookup to make. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** True for two capital letters that name a country or territory Intl knows. */
export function isCountryCode(value: string): boolean {
  if (!COUNTRY_CODE.test(value) || USER_ASSIGNED.test(value)) return false;
  try {
    const name = regionNames.of(value);
    return name !== undefined;
  } catch {
    return false;
  }
}

export const countryCodeSchema = patterned(COUNTRY_CODE, 'invalid-country', 2).refine(isCountryCode, {
  error: 'invalid-country',
});
