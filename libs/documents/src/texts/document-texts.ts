import { productLines, type ProductType } from '@asiguro/domain';
import {
  compileMessage,
  DEFAULT_LOCALE,
  DOCUMENT_MESSAGES,
  LOCALES,
  type DocumentMessages,
  type Locale,
} from '@asiguro/i18n';

/** The shape of one language's texts in the catalogue's `documents` namespace; Romanian is the reference. */
export type WrittenDocumentTexts = DocumentMessages;

/** One language's document texts: those written in the catalogue and each line's title, from its folder. */
export type DocumentTexts = WrittenDocumentTexts & { products: Record<ProductType, string> };

const WRITTEN: Record<Locale, WrittenDocumentTexts> = DOCUMENT_MESSAGES;

/** Each line (lines/ in @asiguro/domain) names itself on its documents. */
function withLineTitles(locale: Locale): DocumentTexts {
  const products = Object.fromEntries(
    productLines().map((line) => [line.spec.type, line.texts[locale].documentTitle]),
  ) as Record<ProductType, string>;
  return { ...WRITTEN[locale], products };
}

export const DOCUMENT_TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, withLineTitles(locale)])) as Record<
  Locale,
  DocumentTexts
>;

/** The document texts of a language. */
export function documentTexts(locale: Locale): DocumentTexts {
  return DOCUMENT_TEXTS[locale];
}

/**
 * Fills a document message (ICU, compiled once per template) from `values`; a placeholder
 * without a value is a programming error.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  // A value that ends a sentence with its own full stop ("Asiguro S.R.L.") takes the template's.
  const message = template.replace(/\{(\w+)\}\./g, (placeholder, name: string) =>
    String(values[name] ?? '').endsWith('.') ? `{${name}}` : placeholder,
  );
  const { format, args } = compileMessage(DEFAULT_LOCALE, `documents:${message}`, message);
  for (const name of args.keys()) {
    if (values[name] === undefined) throw new Error(`No value for placeholder {${name}}`);
  }
  return String(format.format(values));
}
