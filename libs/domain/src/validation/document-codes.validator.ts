import { patterned } from './keyed-schemas';

/*
 * Short document codes of spec §5 "Formats": a personal document code of one or two letters
 * followed by 4–9 digits (identity-card series and number, driving licence), and a plain
 * 9-digit code.
 */

const PERSONAL_CODE = /^[A-Za-z]{1,2}\d{4,9}$/;
const NINE_DIGITS = /^\d{9}$/;

export function isPersonalDocumentCode(value: string): boolean {
  return PERSONAL_CODE.test(value.trim());
}

export function isNineDigitCode(value: string): boolean {
  return NINE_DIGITS.test(value.trim());
}

export const personalDocumentCodeSchema = patterned(PERSONAL_CODE, 'invalid-personal-code', 11);
export const nineDigitCodeSchema = patterned(NINE_DIGITS, 'invalid-nine-digit-code', 9);
