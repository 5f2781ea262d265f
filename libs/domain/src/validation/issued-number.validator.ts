import { isVignette, type ProductType } from '../products/product-types';
import { normalizePolicyNumber, policyNumberSchema } from './policy-number.validator';

/*
 * The number an issuer gives a policy or certificate, as an operator types it when issuing by
 * hand: vignette numbers come from the state portals in their own formats (letters, digits,
 * dashes); policies carry the product prefix, six digits and three letters.
 */
const VIGNETTE_NUMBER = /^[A-Z0-9-]{6,32}$/;

/** The number as it is stored: upper case, no whitespace, a policy number without hyphens. */
export function normalizeIssuedNumber(raw: string): string {
  return normalizePolicyNumber(raw);
}

/** True when `raw` is an acceptable policy, certificate or vignette number for `product`. */
export function isIssuedNumber(product: ProductType, raw: string): boolean {
  const number = normalizeIssuedNumber(raw);
  return isVignette(product) ? VIGNETTE_NUMBER.test(number) : policyNumberSchema.safeParse(number).success;
}
