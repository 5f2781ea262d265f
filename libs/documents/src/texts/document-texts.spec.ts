import { PRODUCT_TYPES } from '@asiguro/domain';
import { informalTexts, LOCALES } from '@asiguro/i18n';
import { DOCUMENT_TEXTS, fill } from './document-texts';

type Tree = string | Tree[] | { [key: string]: Tree };

/** Every leaf path with its text, arrays indexed. */
function leaves(tree: Tree, path = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[path, tree]];
  const entries = Array.isArray(tree)
    ? tree.map((value, index) => [String(index), value] as const)
    : Object.entries(tree);
  return entries.flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

// Keys, ICU syntax and placeholders in every language: libs/i18n's completeness.spec.ts.
describe('document texts', () => {
  it('speaks Romanian in the formal register (dumneavoastră)', () => {
    expect(informalTexts(DOCUMENT_TEXTS.ro)).toEqual([]);
  });

  const reference = new Map(leaves(DOCUMENT_TEXTS.ro as unknown as Tree));

  it('names every product line in every language', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(DOCUMENT_TEXTS[locale].products).sort()).toEqual([...PRODUCT_TYPES].sort());
    }
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla forms', () => {
    const cedilla = [...reference].filter(([, text]) => /[şţŞŢ]/.test(text));
    expect(cedilla).toEqual([]);
    expect(DOCUMENT_TEXTS.ro.titles.policy).toBe('Poliță de asigurare');
  });

  it('writes the Russian titles in Cyrillic', () => {
    for (const title of Object.values(DOCUMENT_TEXTS.ru.titles)) expect(title).toMatch(/^[А-ЯЁа-яё]/);
    expect(DOCUMENT_TEXTS.ru.titles.policy).toBe('Страховой полис');
  });
});

describe(fill.name, () => {
  it('fills every placeholder', () => {
    expect(fill('Pagina {page} din {pages}', { page: 1, pages: 3 })).toBe('Pagina 1 din 3');
  });

  it('ends a sentence once when the value brings its own full stop', () => {
    expect(fill('Semnat de {seller}. Verificare: {url}', { seller: 'Asiguro S.R.L.', url: 'x' })).toBe(
      'Semnat de Asiguro S.R.L. Verificare: x',
    );
    expect(fill('Semnat de {seller}.', { seller: 'Asiguro SRL' })).toBe('Semnat de Asiguro SRL.');
  });

  it('refuses a template whose placeholder has no value', () => {
    expect(() => fill('{seller}: {url}', { seller: 'Asiguro' })).toThrow('{url}');
  });
});
