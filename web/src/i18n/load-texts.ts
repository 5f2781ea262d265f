import type { ProductType } from '@asiguro/domain';
import type { LineInfo } from '../catalogue/catalogue-manifest';
import type { Locale } from '@asiguro/i18n';
import type { StorefrontTexts } from './texts';

/*
 * Each language's texts (the catalogue's `storefront` namespace) are their own chunk (articles
 * and legal pages make them long), so a visitor downloads only the language they read. The router
 * awaits `loadTexts` before rendering a page, so components read them synchronously with
 * `loadedTexts`.
 */
const loaders: Record<Locale, () => Promise<StorefrontTexts>> = {
  ro: () =>
    Promise.all([
      import('../../../libs/i18n/src/messages/ro/storefront.messages'),
      import('../catalogue/catalogue-lines.ro.json'),
    ]).then(([module, lines]) => withLineTexts(module.roStorefront, lines.default)),
  ru: () =>
    Promise.all([
      import('../../../libs/i18n/src/messages/ru/storefront.messages'),
      import('../catalogue/catalogue-lines.ru.json'),
    ]).then(([module, lines]) => withLineTexts(module.ruStorefront, lines.default)),
  en: () =>
    Promise.all([
      import('../../../libs/i18n/src/messages/en/storefront.messages'),
      import('../catalogue/catalogue-lines.en.json'),
    ]).then(([module, lines]) => withLineTexts(module.enStorefront, lines.default)),
};

/**
 * A line of its own folder (lines/ in @asiguro/domain) brings its page's texts with it: the build
 * writes them per language (catalogue-lines.<locale>.json), loaded with that language's texts.
 */
export function withLineTexts(texts: StorefrontTexts, own: Partial<Record<ProductType, LineInfo>>): StorefrontTexts {
  return { ...texts, productInfo: { ...texts.productInfo, lines: { ...texts.productInfo.lines, ...own } } };
}

/** The page texts of a product line, in the loaded language. */
export function productLineInfo(texts: StorefrontTexts, product: ProductType): LineInfo {
  return (texts.productInfo.lines as Record<ProductType, LineInfo>)[product];
}

const loaded: Partial<Record<Locale, StorefrontTexts>> = {};
const pending: Partial<Record<Locale, Promise<StorefrontTexts>>> = {};

/** Loads (once) the storefront texts of `locale`. */
export function loadTexts(locale: Locale): Promise<StorefrontTexts> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  return (pending[locale] ??= loaders[locale]().then(
    (texts) => (loaded[locale] = texts),
    (error: unknown) => {
      // A failed chunk download (flaky network) must not poison every later attempt.
      delete pending[locale];
      throw error;
    },
  ));
}

/** The texts of `locale` when already loaded. */
export function loadedTexts(locale: Locale): StorefrontTexts | undefined {
  return loaded[locale];
}
