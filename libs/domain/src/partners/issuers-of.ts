import { productLineOf } from '../lines';
import { PRODUCT_TYPES, type ProductType } from '../products/product-types';
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

/** Every line an issuer sells, in the catalogue's order: those listed on it and the lines that name it. */
export function productsSoldBy(issuer: Issuer): ProductType[] {
  return PRODUCT_TYPES.filter((product) => sells(issuer, product));
}
