import { NAMESPACES, rawMessage, type MessageKey, type Namespace } from './messages/catalogues';
import type { Message } from './messages/message';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Localized } from './locale';

/** Values for a message's `{name}` placeholders; `count` also picks the plural form. */
export type MessageParams = Record<string, string | number>;

const pluralRules = Object.fromEntries(LOCALES.map((locale) => [locale, new Intl.PluralRules(locale)])) as Record<
  Locale,
  Intl.PluralRules
>;

const namespaces = new Set<string>(NAMESPACES);

function lookup(locale: Locale, key: string): Message | undefined {
  const dot = key.indexOf('.');
  const namespace = key.slice(0, dot);
  if (dot < 0 || !namespaces.has(namespace)) return undefined;
  return rawMessage(locale, namespace as Namespace, key.slice(dot + 1));
}

function interpolate(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}

function render(locale: Locale, message: Message, params: MessageParams | undefined): string {
  if (typeof message === 'string') return interpolate(message, params);
  const count = Number(params?.count ?? 0);
  const form = message[pluralRules[locale].select(count)] ?? message.other;
  return interpolate(form, params);
}

/** True when `key` names a message (for keys that arrive as plain strings, e.g. from the API). */
export function isMessageKey(key: string): key is MessageKey {
  return lookup(DEFAULT_LOCALE, key) !== undefined;
}

/**
 * The message `key` in `locale`, with `{name}` placeholders filled from `params` and, for counted
 * messages, the plural form chosen by `params.count`. Falls back to Romanian when the locale lacks
 * the key, and to the key itself when no language has it.
 */
export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const own = lookup(locale, key);
  if (own !== undefined) return render(locale, own, params);
  const fallback = lookup(DEFAULT_LOCALE, key);
  return fallback === undefined ? key : render(DEFAULT_LOCALE, fallback, params);
}

/** The message in every language: what data served to the apps carries (names, labels). */
export function localized(key: MessageKey, params?: MessageParams): Localized {
  return { ro: t('ro', key, params), ru: t('ru', key, params), en: t('en', key, params) };
}
