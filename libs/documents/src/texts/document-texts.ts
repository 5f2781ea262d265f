import type { Locale } from '@asiguro/i18n';
import { enTexts } from './en.texts';
import { roTexts } from './ro.texts';
import { ruTexts } from './ru.texts';

/** The shape of one language's document texts; Romanian is the reference. */
export type DocumentTexts = typeof roTexts;

export const DOCUMENT_TEXTS: Record<Locale, DocumentTexts> = { ro: roTexts, ru: ruTexts, en: enTexts };

/** The document texts of a language. */
export function documentTexts(locale: Locale): DocumentTexts {
  return DOCUMENT_TEXTS[locale];
}

/** Fills `{name}` placeholders; a placeholder without a value is a programming error. */
export function fill(template: string, values: Record<string, string | number>): string {
  // A value that ends a sentence with its own full stop ("Asiguro S.R.L.") takes the template's.
  return template.replace(/\{(\w+)\}(\.?)/g, (_, name: string, stop: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for placeholder {${name}}`);
    const text = String(value);
    return stop && text.endsWith('.') ? text : text + stop;
  });
}
