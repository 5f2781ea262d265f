/** The interface languages: Romanian (default, no URL prefix), Russian and English. */
export const LOCALES = ['ro', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ro';

/** The Intl locale of each interface language (Moldovan conventions for ro and ru). */
export const INTL_LOCALE: Record<Locale, string> = { ro: 'ro-MD', ru: 'ru-MD', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A text in every interface language. */
export type Localized<T = string> = Record<Locale, T>;
