import { DEFAULT_LOCALE, formatMessage, type Locale, type MessageParams } from '@asiguro/i18n';

/** Values for `{name}` placeholders; `count` also picks a plural form. */
export type TextParams = MessageParams;

/** A storefront text (ICU) with its placeholders filled; a placeholder without a value stays as it is. */
export function fill(template: string, params: TextParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, `storefront:${template}`, template, params);
}

/** A counted text (`{count, plural, …}`) in `locale` for `count`, its other placeholders filled. */
export function plural(locale: Locale, text: string, count: number, params: TextParams = {}): string {
  return fill(text, { count, ...params }, locale);
}
