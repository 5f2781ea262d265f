import { PRODUCT_TYPES, type ProductType } from '../products/product-types';

/**
 * Every product line lives in a folder of its own under `lines/` (see README.md there): the line
 * types are the product types, listed once in the catalogue's order (PRODUCT_TYPES). The names are
 * kept apart from the registry because every table of the domain is typed by them while the
 * registry imports the lines' code: a name in PRODUCT_TYPES and its module in `index.ts` register
 * a line, and the compiler refuses either without the other.
 */
export const LINE_TYPES = PRODUCT_TYPES;
export type LineType = ProductType;
