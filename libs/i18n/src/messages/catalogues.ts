import type { Locale } from '../locale';
import { enCatalogue } from './en';
import type { Message, TranslationOf } from './message';
import { roCatalogue } from './ro';
import { ruCatalogue } from './ru';

/**
 * The message catalogues by namespace: `errors` (error codes), `validation` (validation keys),
 * `fields` and `required` (each field's label and its required message), `steps`,
 * `statuses` and `common`. Romanian is the reference: the other languages must have exactly its
 * keys, which the compiler checks.
 */
export type Catalogue = typeof roCatalogue;
export type Namespace = keyof Catalogue;

/** Every message key, written `<namespace>.<key>` (e.g. `validation.invalid-idnp`). */
export type MessageKey = { [N in Namespace]: `${N}.${Extract<keyof Catalogue[N], string>}` }[Namespace];

/** The namespaces, in catalogue order. */
export const NAMESPACES = Object.keys(roCatalogue) as Namespace[];

type CatalogueTranslation = { [N in Namespace]: TranslationOf<Catalogue[N]> };

export const CATALOGUES: Record<Locale, CatalogueTranslation> = {
  ro: roCatalogue,
  ru: ruCatalogue,
  en: enCatalogue,
};

/** Every key of a namespace (Romanian is the reference). */
export function keysOf(namespace: Namespace): string[] {
  return Object.keys(roCatalogue[namespace]);
}

/** The raw ICU message of a namespace key in a language, if any. */
export function rawMessage(locale: Locale, namespace: Namespace, key: string): Message | undefined {
  const messages: Record<string, Message> = CATALOGUES[locale][namespace];
  return Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
}
