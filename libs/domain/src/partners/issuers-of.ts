import { productLineOf } from '../lines';
import type { ProductType } from '../products/product-types';
import { ISSUERS, type Issuer } from './issuers';

/*
 * Who sells which line, with the registered lines (lines/) taken into account. Apart from the
 * list of issuers, so that a page that only names an issuer does not load the lines' code.
 */

/** Whether an issuer sells a line: a line of its own folder names its sellers, the others are listed on the issuer. */
export function sells(issuer: Issuer, product: ProductType): boolean {
  const line = productLineOf(product);
  return line ? issuer.slug in line.sellers : issuer.products.includes(product);
}

export function issuersOf(product: ProductType): Issuer[] {
  return ISSUERS.filter((issuer) => sells(issuer, product));
}
