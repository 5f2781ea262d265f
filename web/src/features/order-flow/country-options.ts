import type { Locale } from '@asiguro/i18n';
import { INTL_LOCALE } from '../../i18n/formatters';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// User-assigned codes name no country (the domain's countryCodeSchema refuses them too).
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/;

/** A code Intl names as a region: the same test as the domain's country rule (not exported by it). */
function isCountryCode(code: string, names: Intl.DisplayNames): boolean {
  if (USER_ASSIGNED.test(code)) return false;
  try {
    return names.of(code) !== undefined;
  } catch {
    return false;
  }
}
let codes: string[] | undefined;

/** Every ISO 3166-1 country code the domain accepts (computed once). */
function countryCodes(): string[] {
  if (!codes) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    codes = [];
    for (const first of LETTERS) {
      for (const second of LETTERS) if (isCountryCode(first + second, names)) codes.push(first + second);
    }
  }
  return codes;
}

/** Countries as select options, named and sorted in the page's language. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  return countryCodes()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
