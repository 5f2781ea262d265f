import type { Locale } from '@asiguro/i18n';
import type { StorefrontTexts } from './texts';

/*
 * Each language's texts are their own chunk (articles and legal pages make them long), so a
 * visitor downloads only the language they read. The router awaits `loadTexts` before rendering
 * a page, so components read them synchronously with `loadedTexts`.
 */
const loaders: Record<Locale, () => Promise<StorefrontTexts>> = {
  ro: () => import('./ro').then((module) => module.ro),
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
};

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
