import { text } from './keyed-schemas';

/** Ways people write the municipality's name, without diacritics or prefixes (ro, ru, en). */
const CHISINAU_NAMES = new Set(['chisinau', 'kishinev', 'chisinev', 'кишинев', 'кишинэу']);

/** The prefixes written before a town's name: "mun.", "municipiul", "or.", "г.", "мун.". */
const PREFIX = /^(?:mun\.?|municipiul|or\.?|orasul|г\.?|мун\.?|city of)\s*/;

/** Whether a locality as typed is Chișinău (the courier delivers only there). */
export function isChisinau(locality: string): boolean {
  const plain = locality
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(PREFIX, '')
    .replace(/[\s,.]+$/, '');
  return CHISINAU_NAMES.has(plain);
}

/** A locality that must be Chișinău: anything else is `delivery-outside-chisinau`. */
export function chisinauLocalitySchema() {
  return text(100).refine(isChisinau, { error: 'delivery-outside-chisinau', abort: true });
}
