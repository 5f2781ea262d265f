/*
 * Romanian texts speak to the customer in the formal register ("dumneavoastră": Verificați,
 * Alegeți, datele dumneavoastră), never with the familiar "tu" (Verifică, Alege, datele tale).
 * The lists below are the familiar forms our texts used or would naturally use; the catalogues'
 * tests run every Romanian text through `informalWords` so none comes back.
 */

/**
 * Familiar pronouns, possessives and second-person singular verb forms: no formal text has them
 * (in any case, anywhere in a sentence).
 */
const FAMILIAR_WORDS = [
  'tu',
  'te',
  'ți',
  'îți',
  'tine',
  'ție',
  'tău',
  'ta',
  'tale',
  'tăi',
  'ai',
  'ești',
  'poți',
  'vei',
  'vrei',
  'știi',
  'faci',
  'ceri',
  'treci',
  'pleci',
  'ajungi',
  'alegi',
  'compari',
  'completezi',
  'introduci',
  'primești',
  'plătești',
  'folosești',
  'găsești',
  'cumperi',
  'vezi',
  'arăți',
  'trimiți',
  'indici',
  'verifici',
  'scanezi',
  'confirmi',
  'descarci',
  'anunți',
] as const;

/**
 * Familiar imperatives. In lower case most are also third-person verbs ("sistemul verifică"), so
 * they count only capitalised, as a button label or a sentence's first word.
 */
const FAMILIAR_IMPERATIVES = [
  'Verifică',
  'Alege',
  'Introdu',
  'Completează',
  'Compară',
  'Plătește',
  'Primește',
  'Cumpără',
  'Sună',
  'Scrie',
  'Încearcă',
  'Adaugă',
  'Elimină',
  'Închide',
  'Deschide',
  'Continuă',
  'Calculează',
  'Confirmă',
  'Modifică',
  'Descarcă',
  'Caută',
  'Citește',
  'Intră',
  'Cere',
  'Folosește',
  'Indică',
  'Oprește',
  'Pornește',
  'Îmbracă',
  'Anunță',
  'Păstrează',
  'Reînnoiește',
  'Trimite',
  'Ascunde',
  'Mergi',
  'Urmărește',
  'Începe',
  'Renunță',
  'Salvează',
  'Alătură',
  'Află',
  'Pleacă',
  'Arată',
  'Achită',
  'Semnează',
] as const;

// A word is bounded by anything but a letter (hyphens too: "Ți-am", "reînnoiește-le").
const bounded = (words: readonly string[], flags: string) =>
  new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, flags);

const FAMILIAR = bounded(FAMILIAR_WORDS, 'giu');
const IMPERATIVE = bounded(FAMILIAR_IMPERATIVES, 'gu');

/** The familiar ("tu") words of a Romanian text, in order; empty when it is formal throughout. */
export function informalWords(text: string): string[] {
  const found = [...text.matchAll(FAMILIAR), ...text.matchAll(IMPERATIVE)];
  return found.sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((match) => match[0]);
}

type Tree = string | number | boolean | null | undefined | readonly Tree[] | { readonly [key: string]: Tree };

/** Every text of a catalogue (nested objects and arrays) that has familiar words: `path: words`. */
export function informalTexts(tree: unknown, path = ''): string[] {
  const node = tree as Tree;
  if (typeof node === 'string') {
    const words = informalWords(node);
    return words.length > 0 ? [`${path}: ${words.join(', ')} — ${node}`] : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => informalTexts(value, path ? `${path}.${key}` : key));
}
