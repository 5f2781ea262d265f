import { productLines, type ProductType } from '@asiguro/domain';
import { LOCALES, type Locale } from '@asiguro/i18n';
import { enTexts } from './en.texts';
import { roTexts } from './ro.texts';
import { ruTexts } from './ru.texts';

/** The shape of one language's texts written here; Romanian is the reference. */
export type WrittenDocumentTexts = typeof roTexts;

/** One language's document texts: those written here and the registered lines' own titles. */
export type DocumentTexts = Omit<WrittenDocumentTexts, 'products'> & { products: Record<ProductType, string> };

const WRITTEN: Record<Locale, WrittenDocumentTexts> = { ro: roTexts, ru: ruTexts, en: enTexts };

/** A line of its own folder (lines/ in @asiguro/domain) names itself on its documents. */
function withLineTitles(locale: Locale): DocumentTexts {
  const written = WRITTEN[locale];
  const lineTitles = Object.fromEntries(
    productLines().map((line) => [line.spec.type, line.texts[locale].documentTitle]),
  );
  return { ...written, products: { ...written.products, ...lineTitles } as Record<ProductType, string> };
}

export const DOCUMENT_TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, withLineTitles(locale)])) as Record<
  Locale,
  DocumentTexts
>;

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
