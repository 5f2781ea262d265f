import type { ProductType } from '../products/product-types';

/**
 * The product lines that live in a folder of their own under `lines/` (see README.md there). The
 * names are listed here, apart from the registry, because every table of the domain is typed by
 * the product types and the registry imports the lines' code: listing a name here and its module
 * in `index.ts` registers a line, and the compiler refuses either without the other. A line's
 * name is also in PRODUCT_TYPES, at its place in the catalogue's order.
 */
export const LINE_TYPES = [
  'baggage',
  'casco',
  'courier-delivery',
  'green-card',
  'medical',
  'medical-optional',
  'mobility',
  'rca',
  'real-estate',
  'roadside-assistance-eu',
  'study-ro',
] as const satisfies readonly ProductType[];
export type LineType = (typeof LINE_TYPES)[number];
