import { formatMessage, type MessageParams } from './format-message';
import { NAMESPACES, rawMessage, type MessageKey, type Namespace } from './messages/catalogues';
import { DEFAULT_LOCALE, type Locale, type Localized } from './locale';

export type { MessageParams } from './format-message';

const namespaces = new Set<string>(NAMESPACES);

function lookup(locale: Locale, key: string): string | undefined {
  const dot = key.indexOf('.');
  const namespace = key.slice(0, dot);
  if (dot < 0 || !namespaces.has(namespace)) return undefined;
  return rawMessage(locale, namespace as Namespace, key.slice(dot + 1));
}

/** True when `key` names a message (for keys that arrive as plain strings, e.g. from the API). */
export function isMessageKey(key: string): key is MessageKey {
  return lookup(DEFAULT_LOCALE, key) !== undefined;
}

/**
 * The message `key` in `locale`: an ICU message, its placeholders filled from `params` (plural
 * forms chosen by the language's rules). Falls back to Romanian when the locale lacks the key,
 * and to the key itself when no language has it.
 */
export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const own = lookup(locale, key);
  if (own !== undefined) return formatMessage(locale, key, own, params);
  const fallback = lookup(DEFAULT_LOCALE, key);
  return fallback === undefined ? key : formatMessage(DEFAULT_LOCALE, key, fallback, params);
}

/** The message in every language: what data served to the apps carries (names, labels). */
export function localized(key: MessageKey, params?: MessageParams): Localized {
  return { ro: t('ro', key, params), ru: t('ru', key, params), en: t('en', key, params) };
}

/**
 * `t` for a surface's own namespace (e-mails, documents, console): the message `key` of
 * `messages` in `locale`, falling back to Romanian, compiled once per language and key.
 */
export function translator<M extends Record<string, string>>(namespace: string, messages: Record<Locale, M>) {
  return (locale: Locale, key: Extract<keyof M, string>, params?: MessageParams): string => {
    const own = Object.prototype.hasOwnProperty.call(messages[locale], key);
    const language = own ? locale : DEFAULT_LOCALE;
    return formatMessage(language, `${namespace}.${key}`, messages[language][key] ?? key, params);
  };
}
