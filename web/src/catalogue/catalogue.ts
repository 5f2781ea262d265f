import type { ProductType } from '@asiguro/domain';
import type { Locale, Localized } from '@asiguro/i18n';
import type { IconShape } from '@asiguro/domain';
import type { ManifestProduct } from './catalogue-manifest';
import generated from './catalogue-manifest.json';

/*
 * The storefront's window on the domain catalogue (libs/domain/src/catalogue) for every page:
 * which product lines it sells, their names and where their pages live. It reads the manifest the
 * build derives from the catalogue; the order flow imports the catalogue itself.
 */

const MANIFEST = generated as readonly ManifestProduct[];
const BY_TYPE = new Map(MANIFEST.map((product) => [product.type, product]));

function entry(product: ProductType): ManifestProduct {
  const found = BY_TYPE.get(product);
  if (!found) throw new RangeError(`no product ${product} in the catalogue manifest`);
  return found;
}

/** Every product line sold on its own, in catalogue order (a card each on the home page and in the footer). */
export const STOREFRONT_PRODUCTS: readonly ProductType[] = MANIFEST.filter((product) => !product.addonOnly).map(
  (product) => product.type,
);

/** The product's own slug in `locale` (`rca` → `mtpl` in English). */
export function productSlug(product: ProductType, locale: Locale): string {
  return entry(product).slugs[locale];
}

/** The product line whose page `slug` is in `locale` (aliases included). */
export function productBySlug(locale: Locale, slug: string): ProductType | undefined {
  return MANIFEST.find(
    (product) =>
      !product.addonOnly && (product.slugs[locale] === slug || (product.slugAliases[locale] ?? []).includes(slug)),
  )?.type;
}

/** Insurers with their own page under the product's path (`/medical/{insurer}`). */
export function insurerPageSlugs(product: ProductType): readonly string[] {
  return entry(product).insurerPages;
}

/** The sub-path of the product's terms page (`terms`), when it has one. */
export function termsSlugOf(product: ProductType): string | undefined {
  return entry(product).termsSlug;
}

/** The product's name in every language. */
export function productName(product: ProductType): Localized {
  return entry(product).name;
}

/** The icon a line of its own folder declares; undefined for the others (drawn by ui/icons). */
export function ownIcon(product: ProductType): readonly IconShape[] | undefined {
  return BY_TYPE.get(product)?.own?.icon;
}

/** The product's card subtitle in every language. */
export function productSubtitle(product: ProductType): Localized {
  return entry(product).subtitle;
}

/** How many insurers sell through the marketplace: every line's insurers, each once. */
export function insurerCount(): number {
  return new Set(MANIFEST.flatMap((product) => product.insurers)).size;
}
