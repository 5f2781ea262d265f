import type { Locale } from '@asiguro/i18n';
import { DOCUMENT_TEXTS, type DocumentTexts } from './document-texts';

/**
 * Texts that carry the document's facts rather than words about them ("{from} — {to}",
 * "{amount} (rate {rate})", the invoice's line): written once, in the customer's language, so a
 * fact is never printed twice.
 */
const FACT_TEMPLATES = new Set([
  'labels.periodValue',
  'labels.engineVolumeValue',
  'labels.deductibleValue',
  'labels.paidAmountValue',
  'labels.termsValue',
  'labels.conversionValue',
  'invoice.line',
  'invoice.feeLine',
  'footer.page',
]);

/** Texts longer than this are paragraphs: the Romanian one, then the customer's, on lines of their own. */
const PARAGRAPH = 80;

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

function merge(ro: Tree, local: Tree, path: string): Tree {
  if (typeof ro === 'string' && typeof local === 'string') {
    if (ro === local || FACT_TEMPLATES.has(path)) return local;
    return ro.length > PARAGRAPH || local.length > PARAGRAPH ? `${ro}\n${local}` : `${ro} / ${local}`;
  }
  if (Array.isArray(ro) && Array.isArray(local)) return ro.map((item, index) => merge(item, local[index], path));
  const roObject = ro as { readonly [key: string]: Tree };
  const localObject = local as { readonly [key: string]: Tree };
  return Object.fromEntries(
    Object.keys(roObject).map((key) => [key, merge(roObject[key], localObject[key], path ? `${path}.${key}` : key)]),
  );
}

const cache = new Map<Locale, DocumentTexts>();

/**
 * The texts a customer's documents are printed with. Moldovan insurers issue in the state
 * language: a document in Russian or English carries every Romanian text beside the customer's
 * (labels as "Romanian / translation", paragraphs one under the other); a Romanian one carries
 * Romanian alone.
 */
export function documentTextsFor(locale: Locale): DocumentTexts {
  if (locale === 'ro') return DOCUMENT_TEXTS.ro;
  let texts = cache.get(locale);
  if (!texts) {
    texts = merge(DOCUMENT_TEXTS.ro as Tree, DOCUMENT_TEXTS[locale] as Tree, '') as unknown as DocumentTexts;
    cache.set(locale, texts);
  }
  return texts;
}
