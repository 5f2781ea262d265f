import type { Locale } from '@asiguro/i18n';
import type { PluralText } from './texts';

/** Values for `{name}` placeholders; `count` also picks a plural form. */
export type TextParams = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function fill(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of a counted text that `count` needs in `locale`, with its placeholders filled. */
export function plural(locale: Locale, text: PluralText, count: number, params: TextParams = {}): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = text[rules.select(count)] ?? text.other;
  return fill(form, { count, ...params });
}
