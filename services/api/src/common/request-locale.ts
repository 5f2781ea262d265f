import { DEFAULT_LOCALE, isLocale, type Locale } from '@asiguro/i18n';
import type { Request } from 'express';

/**
 * The language to answer in: the first of ro, ru, en named by Accept-Language (the storefront
 * sends its page's language), else Romanian.
 */
export function requestLocale(req: Pick<Request, 'headers'>): Locale {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const language = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
