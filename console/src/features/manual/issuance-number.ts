import { isIssuedNumber, manualIssuanceBodySchema, normalizeIssuedNumber, type ProductType } from '@asiguro/domain';

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
