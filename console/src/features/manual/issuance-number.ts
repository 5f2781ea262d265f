import {
  chisinauDayOf,
  isIssuedNumber,
  normalizeIssuedNumber,
  parseDmy,
  type CalendarDay,
  type ProductType,
} from '@asiguro/domain';
import { manualIssuanceBodySchema } from '@asiguro/contracts';

/** The number as the API stores it: upper case, no whitespace (the domain's rule, shared with the API). */
export const normalizeIssuanceNumber = normalizeIssuedNumber;

/** True when `raw` is an acceptable manual-issuance number for an order of `product`. */
export function isValidIssuanceNumber(product: ProductType, raw: string): boolean {
  return (
    manualIssuanceBodySchema.shape.number.safeParse(normalizeIssuedNumber(raw)).success && isIssuedNumber(product, raw)
  );
}

/** True when the optional validity days are in order (either may be left out; the last day is inclusive). */
export function isValidPeriod(validFrom: string, validTo: string): boolean {
  return !validFrom || !validTo || validTo >= validFrom;
}

/** A day the operator typed as dd.mm.yyyy, as the API takes it (yyyy-mm-dd); '' when left empty, null when not a day. */
export function dayOfTyped(text: string): CalendarDay | '' | null {
  if (!text.trim()) return '';
  const date = parseDmy(text);
  return date ? chisinauDayOf(date) : null;
}
