import { patterned } from './keyed-schemas';

/*
 * Phone numbers. Moldovan numbers have eight national digits after the country code 373
 * (the account's default prefix, spec §9) and may be written +373…, 373…, 0… or as the bare
 * eight digits. Foreign numbers must be written in full international form (+ and 8–15 digits).
 */

export const DEFAULT_PHONE_PREFIX = '373';

const MOLDOVAN = /^(?:\+?373|0)?([2-9]\d{7})$/;
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

const compact = (value: string) => value.replace(/[\s().-]/g, '');

/** The number in international form (+373XXXXXXXX), or null when it is not a phone number. */
export function normalizePhone(value: string): string | null {
  const phone = compact(value);
  const moldovan = MOLDOVAN.exec(phone);
  if (moldovan) return `+${DEFAULT_PHONE_PREFIX}${moldovan[1]}`;
  // A number with Moldova's country code is judged by Moldovan rules only.
  if (phone.startsWith(`+${DEFAULT_PHONE_PREFIX}`)) return null;
  return INTERNATIONAL.test(phone) ? phone : null;
}

export function isPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}

export const phoneSchema = patterned(/^[+\d][\d\s().-]*$/, 'invalid-phone', 24).refine(isPhone, {
  error: 'invalid-phone',
});
