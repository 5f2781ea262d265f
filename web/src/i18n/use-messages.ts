import { t as translate, type MessageKey, type MessageParams } from '@asiguro/i18n';
import { useLocale } from './use-i18n';

/**
 * A shared message of @asiguro/i18n (errors, validation, fields, statuses…) in the page's
 * language. Kept apart from useI18n so that pages that need none (home, blog, legal) do not load
 * the shared catalogues.
 */
export function useMessages(): (key: MessageKey, params?: MessageParams) => string {
  const locale = useLocale();
  return (key, params) => translate(locale, key, params);
}
