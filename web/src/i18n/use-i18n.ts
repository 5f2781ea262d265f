import { use } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@asiguro/i18n';
import type { Money } from '@asiguro/domain';
import { localeOfPath } from '../routing/paths';
import { fill, plural, type TextParams } from './format';
import { formatAmount } from './formatters';
import { loadedTexts, loadTexts } from './load-texts';
import type { StorefrontTexts } from './texts';

/** The language of the current page (from its address). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
}

/** The current language's storefront texts (already loaded by the router before a page renders). */
export function useTexts(): StorefrontTexts {
  const locale = useLocale();
  return loadedTexts(locale) ?? use(loadTexts(locale));
}

export interface I18n {
  locale: Locale;
  texts: StorefrontTexts;
  fill: (template: string, params?: TextParams) => string;
  plural: (text: string, count: number, params?: TextParams) => string;
  money: (value: Money) => string;
}

/** Everything a component needs to speak the page's language. */
export function useI18n(): I18n {
  const locale = useLocale();
  const texts = useTexts();
  return {
    locale,
    texts,
    fill: (template, params) => fill(template, params, locale),
    plural: (text, count, params) => plural(locale, text, count, params),
    money: (value) => formatAmount(value, locale),
  };
}
