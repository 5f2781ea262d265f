import {
  isAddonOnly,
  productLineOf,
  type Currency,
  type IconShape,
  type ProductDefinition,
  type ProductType,
} from '@asiguro/domain';
import type { Locale, Localized } from '@asiguro/i18n';

/**
 * What every page needs of a product line to link to it and name it: derived from the domain
 * catalogue at build time (catalogue-manifest.json), so the home page, the navbar, the footer and
 * the router do not load the catalogue's schemas and validators, which only the order flow needs.
 */
export interface ManifestProduct {
  type: ProductType;
  /** Sold only as an add-on of another line: no page, no card on the home page. */
  addonOnly?: boolean;
  name: Localized;
  subtitle: Localized;
  slugs: Localized;
  slugAliases: Partial<Record<Locale, readonly string[]>>;
  termsSlug?: string;
  insurerPages: readonly string[];
  /** The insurers (not state issuers) that sell the line, by slug: counted, never written, in texts. */
  insurers: readonly string[];
  priceCurrency: Currency;
  /**
   * A line of its own folder (lines/ in @asiguro/domain) brings its icon; the manifest carries it
   * so that no page loads the domain's registry for it (its page's texts: linesInfoOf).
   */
  own?: { icon: readonly IconShape[] };
}

/** What a line's page says it covers, and its questions, in one language. */
export interface LineInfo {
  covers: readonly string[];
  faq: readonly { q: string; a: string }[];
}

function ownParts(type: ProductType): Pick<ManifestProduct, 'own'> {
  const line = productLineOf(type);
  return line ? { own: { icon: line.icon } } : {};
}

/**
 * The page texts of the lines of their own folder in one language (pure; the build writes them to
 * catalogue-lines.<locale>.json, which the storefront loads with that language's texts, so the
 * app's entry carries no line's texts in any language).
 */
export function linesInfoOf(catalogue: readonly ProductDefinition[], locale: Locale): Record<string, LineInfo> {
  return Object.fromEntries(
    catalogue.flatMap((product) => {
      const line = productLineOf(product.type);
      return line ? [[product.type, { covers: line.texts[locale].covers, faq: line.texts[locale].faq }]] : [];
    }),
  );
}

/** The manifest of a catalogue (pure; the build writes it to catalogue-manifest.json). */
export function manifestOf(catalogue: readonly ProductDefinition[]): ManifestProduct[] {
  return catalogue.map((product) => ({
    type: product.type,
    // A line sold only as an add-on (the courier delivery) is named, but has no page of its own.
    ...(isAddonOnly(product.type) ? { addonOnly: true } : {}),
    name: product.name,
    subtitle: product.subtitle,
    slugs: product.slugs,
    slugAliases: Object.fromEntries(
      Object.entries(product.slugAliases ?? {}).map(([locale, slugs]) => [locale, [...(slugs ?? [])]]),
    ),
    ...(product.termsSlug ? { termsSlug: product.termsSlug } : {}),
    insurerPages: [...(product.insurerPages ?? [])],
    insurers: product.insurers.filter((insurer) => insurer.kind === 'insurer').map((insurer) => insurer.slug),
    priceCurrency: product.priceCurrency,
    ...ownParts(product.type),
  }));
}
