import { formatMessage } from '@asiguro/i18n';
import { pickLanguage, type ConsoleLanguage } from './console-language';
import { CONSOLE_TEXTS } from './i18n';

type Leaf = { path: string; value: unknown };

function leaves(node: unknown, path = ''): Leaf[] {
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [{ path, value: node }];
}

/** A text for comparison, as written (its placeholders as they are). */
const rendered = (value: unknown) => String(value);

/** A console text in a language, filled as the console fills it. */
const filled = (language: ConsoleLanguage, message: string, params: Record<string, string | number>) =>
  formatMessage(language, `console:${message}`, message, params);

/** Texts that are the same in every language: codes, units and symbols. */
const SAME_EVERYWHERE = new Set([
  'common.none',
  'dashboard.p95',
  'nav.board',
  'sellers.idno',
  'manual.code',
  'partnerStatus.ok',
  'units.ms',
  'units.s',
  'units.min',
  'units.h',
  'sandbox.title',
  'nav.sandbox',
  'queues.job',
  'sellers.link',
  'sellers.kinds.marketplace',
  'sellers.methods.card',
  'sellers.methods.online',
]);

/** Words Romanian writes as English does. */
const SAME_IN_ROMANIAN = new Set(['queueColumns.active', 'detail.entryKind.job', 'detail.entryKind.email']);

describe('console texts', () => {
  const english = leaves(CONSOLE_TEXTS.en);

  // Keys, ICU syntax and placeholders in every language: libs/i18n's completeness.spec.ts.
  it.each(['ro', 'ru'] as const)('%s has every English text translated', (language) => {
    const translated = new Map(leaves(CONSOLE_TEXTS[language]).map((leaf) => [leaf.path, leaf.value]));
    const problems: string[] = [];
    for (const { path, value } of english) {
      const other = translated.get(path);
      if (typeof other !== typeof value) problems.push(`${path}: missing or of another kind`);
      else if (rendered(other).trim() === '') problems.push(`${path}: empty`);
      else if (
        rendered(other) === rendered(value) &&
        !SAME_EVERYWHERE.has(path) &&
        !(language === 'ro' && SAME_IN_ROMANIAN.has(path)) &&
        /[a-z]{3}/i.test(rendered(value).replace(/\{\w+\}/g, ''))
      )
        problems.push(`${path}: left in English ("${rendered(value)}")`);
    }
    expect(problems).toEqual([]);
    expect(translated.size).toBe(english.length);
  });

  it('counts orders with each language’s plural forms', () => {
    const total = (language: ConsoleLanguage) =>
      [1, 3, 5, 20, 21, 101].map((count) => filled(language, CONSOLE_TEXTS[language].common.total, { count }));
    expect(total('en')).toEqual(['1 order', '3 orders', '5 orders', '20 orders', '21 orders', '101 orders']);
    expect(total('ro')).toEqual([
      '1 comandă',
      '3 comenzi',
      '5 comenzi',
      '20 de comenzi',
      '21 de comenzi',
      '101 comenzi',
    ]);
    expect(total('ru')).toEqual(['1 заказ', '3 заказа', '5 заказов', '20 заказов', '21 заказ', '101 заказ']);
    expect(filled('ru', CONSOLE_TEXTS.ru.search.results, { count: 1 })).toBe('Найден 1 заказ');
    expect(filled('ro', CONSOLE_TEXTS.ro.search.results, { count: 1 })).toBe('A fost găsită 1 comandă');
    expect(filled('ro', CONSOLE_TEXTS.ro.search.results, { count: 3 })).toBe('Au fost găsite 3 comenzi');
    expect(filled('en', CONSOLE_TEXTS.en.detail.itemRole, { item: 0 })).toBe('main product');
    expect(filled('en', CONSOLE_TEXTS.en.detail.itemRole, { item: 2 })).toBe('add-on 2');
  });
});

describe(pickLanguage.name, () => {
  it('keeps the choice made in this browser', () => {
    expect(pickLanguage('ru', ['ro-MD', 'en'])).toBe('ru');
  });

  it('otherwise takes the first browser language the console speaks', () => {
    expect(pickLanguage(null, ['de-DE', 'ro-MD', 'ru'])).toBe('ro');
    expect(pickLanguage(null, ['RU-md'])).toBe('ru');
  });

  it('falls back to English for anything else, including a stored value it does not know', () => {
    expect(pickLanguage('fr', ['de', 'uk'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});
