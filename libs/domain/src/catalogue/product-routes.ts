import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type Localized } from '@asiguro/i18n';
import type { ProductType } from '../products/product-types';
import type { ProductDefinition } from './product-definition';
import { CATALOGUE, getProduct } from './product-definitions';

/** First path segments that belong to other pages of the site (spec §2), never to a product. */
export const RESERVED_SLUGS = [
  'ru',
  'en',
  'blog',
  'contact',
  'auth',
  'my-account',
  'order',
  'terms-of-services',
  'privacy',
  'api',
  'console',
  'metrics',
] as const;

const prefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** Every slug that leads to a product in a language: its own and its aliases. */
export function slugsOf(product: ProductDefinition, locale: Locale): string[] {
  return [product.slugs[locale], ...(product.slugAliases?.[locale] ?? [])];
}

/** The product whose page `slug` is in `locale` (aliases included), if any. */
export function findProductBySlug(locale: Locale, slug: string): ProductDefinition | undefined {
  return CATALOGUE.find((product) => slugsOf(product, locale).includes(slug));
}

/**
 * The path of a product page (spec §2): Romanian without prefix, the others under /ru and /en;
 * with an insurer, that insurer's page of the line (`/medical/moldasig`, `/en/travel/moldasig`).
 * ('rca', 'en') → '/en/mtpl'; ('rca', 'ro') → '/rca'.
 */
export function productPath(type: ProductType, locale: Locale, insurer?: string): string {
  const product: ProductDefinition = getProduct(type);
  const base = `${prefix(locale)}/${product.slugs[locale]}`;
  if (insurer === undefined) return base;
  if (!product.insurerPages?.includes(insurer)) throw new RangeError(`${type} has no page for ${insurer}`);
  return `${base}/${insurer}`;
}

/** The path of a product's terms page (`/rca/terms`, `/en/mtpl/terms`), or undefined when it has none. */
export function termsPath(type: ProductType, locale: Locale): string | undefined {
  const product: ProductDefinition = getProduct(type);
  return product.termsSlug ? `${productPath(type, locale)}/${product.termsSlug}` : undefined;
}

/** A product path in every language (for language switchers and hreflang links). */
export function productPaths(type: ProductType, insurer?: string): Localized {
  return Object.fromEntries(LOCALES.map((locale) => [locale, productPath(type, locale, insurer)])) as Localized;
}

/** What a product-page address names. */
export interface ResolvedProductPath {
  type: ProductType;
  locale: Locale;
  page: 'product' | 'terms' | 'insurer';
  insurer?: string;
}

/** Reads a pathname back into product, language and page; undefined when it is no product page. */
export function resolveProductPath(pathname: string): ResolvedProductPath | undefined {
  let segments: string[];
  try {
    // Browsers may send an alias's colon escaped (`/en/vignette%3Amd`).
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const locale: Locale =
    segments[0] && segments[0] !== DEFAULT_LOCALE && isLocale(segments[0]) ? segments[0] : DEFAULT_LOCALE;
  const rest = locale === DEFAULT_LOCALE ? segments : segments.slice(1);
  const product = rest[0] === undefined ? undefined : findProductBySlug(locale, rest[0]);
  if (!product || rest.length > 2) return undefined;
  const sub = rest[1];
  if (sub === undefined) return { type: product.type, locale, page: 'product' };
  if (sub === product.termsSlug) return { type: product.type, locale, page: 'terms' };
  if (product.insurerPages?.includes(sub)) return { type: product.type, locale, page: 'insurer', insurer: sub };
  return undefined;
}
