import { patterned } from './keyed-schemas';

/**
 * Company names: letters of any alphabet (Romanian diacritics, Cyrillic…), digits, spaces and
 * the characters - , " . ; only (spec §5), with at least one letter or digit.
 */
const COMPANY_NAME = /^(?=.*[\p{L}\d])[\p{L}\p{M}\d\s\-,".;]+$/u;

export function isCompanyName(value: string): boolean {
  return COMPANY_NAME.test(value.trim());
}

export const companyNameSchema = patterned(COMPANY_NAME, 'invalid-company-name', 200);
