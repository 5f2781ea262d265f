/**
 * The product lines of the marketplace (spec §1). The full declarative definition of each line
 * (names, slugs, number prefix, steps, fields, schemas, insurers) is the catalogue; this file
 * holds the list every table of the domain is typed by, and the facts the order machine and the
 * stuck-order queries need without the catalogue's detail. It cannot be derived from the
 * definitions: they are typed by it (and the catalogue imports this file).
 */

/**
 * Every product line, in the catalogue's order (the storefront's menus and home page, the public
 * catalogue): a line moved from the aspects into lines/ keeps its place.
 */
export const PRODUCT_TYPES = [
  'green-card',
  'rca',
  'medical',
  'real-estate',
  'casco',
  'road-tax',
  'courier-delivery',
  'roadside-assistance-eu',
  'vignette:ro',
  'vignette:md',
  'vignette:hu',
  'vignette:bg',
  'baggage',
  'medical-optional',
  'mobility',
  'study-ro',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * Lines sold only as an add-on of another (the courier delivery of a paper Green Card): never an
 * order's first item, and no page of their own in the storefront.
 */
export const ADDON_ONLY_TYPES: readonly ProductType[] = ['courier-delivery'];

export function isAddonOnly(product: ProductType): boolean {
  return ADDON_ONLY_TYPES.includes(product);
}

export function isVignette(product: ProductType): boolean {
  return product.startsWith('vignette:');
}

/** Expected issuing time (spec §1, §9): about a minute for a policy, about three for a vignette. */
export function issuingTimeSeconds(product: ProductType): number {
  return isVignette(product) ? 180 : 60;
}
