import { isVignette, type ProductType } from '../products/product-types';
import { normalizePolicyNumber, policyNumberSchema } from './policy-number.validator';

/*
 * The number an issuer gives a policy or certificate, as an operator types it when issuing by
 * hand: vignettes and the road tax come from state portals, each in its own format (letters,
 * digits, dashes); policies carry the product prefix, six digits and three letters.
 */
const STATE_PORTAL_NUMBER = /^[A-Z0-9-]{6,32}$/;

/** Products a state portal issues (the vignette systems, the tax service's road tax). */
export function isStateIssued(product: ProductType): boolean {
  return isVignette(product) || product === 'road-tax';
}

/** The number as it is stored: upper case, no whitespace, a policy number without hyphens. */
export function normalizeIssuedNumber(raw: string): string {
  return normalizePolicyNumber(raw);
}

/** True when `raw` is an acceptable policy, certificate or vignette number for `product`. */
export function isIssuedNumber(product: ProductType, raw: string): boolean {
  const number = normalizeIssuedNumber(raw);
  return isStateIssued(product) ? STATE_PORTAL_NUMBER.test(number) : policyNumberSchema.safeParse(number).success;
}
