/**
 * The product lines of the marketplace (spec §1). The full declarative definition of each line
 * (names, slugs, steps, fields, schemas, insurers) is the catalogue; this file holds the facts
 * the order machine and numbering need, so they never depend on the catalogue's detail.
 */
export const PRODUCT_TYPES = [
  'green-card',
  'rca',
  'medical',
  'medical-optional',
  'real-estate',
  'casco',
  'baggage',
  'road-tax',
  'roadside-assistance-eu',
  'mobility',
  'vignette:ro',
  'vignette:md',
  'vignette:hu',
  'vignette:bg',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * Three-letter prefix of order and policy numbers (architecture.md, "Words the customer sees";
 * the market's pattern: IAE green card, IAI RCA, ROV Romanian vignette, MDV Moldovan vignette,
 * RSA road assistance).
 */
export const NUMBER_PREFIX: Record<ProductType, string> = {
  'green-card': 'IAE',
  rca: 'IAI',
  medical: 'IAM',
  'medical-optional': 'IAO',
  'real-estate': 'IMB',
  casco: 'IAC',
  baggage: 'IAB',
  'road-tax': 'TFD',
  'roadside-assistance-eu': 'RSA',
  mobility: 'IAF',
  'vignette:ro': 'ROV',
  'vignette:md': 'MDV',
  'vignette:hu': 'HUV',
  'vignette:bg': 'BGV',
};

export function isVignette(product: ProductType): boolean {
  return product.startsWith('vignette:');
}

/** Expected issuing time (spec §1, §9): about a minute for a policy, about three for a vignette. */
export function issuingTimeSeconds(product: ProductType): number {
  return isVignette(product) ? 180 : 60;
}
