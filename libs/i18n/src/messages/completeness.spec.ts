import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, LOCALES, type Locale } from '../locale';
import { messageArguments } from '../format-message';
import { CATALOGUES, NAMESPACES } from './catalogues';
import { CONSOLE_MESSAGES } from './console';
import { DOCUMENT_MESSAGES } from './documents';
import { EMAIL_MESSAGES } from './email';
import { enStorefront } from './en/storefront.messages';
import { roStorefront } from './ro/storefront.messages';
import { ruStorefront } from './ru/storefront.messages';
import type { MessageTree } from './message';

/**
 * Every namespace of the one catalogue, whichever surface reads it: the server's shared
 * namespaces and each surface's own. A surface's namespace is added here when it joins.
 */
const NAMESPACE_SOURCES: Record<string, Record<Locale, MessageTree>> = {
  ...Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      { ro: CATALOGUES.ro[namespace], ru: CATALOGUES.ru[namespace], en: CATALOGUES.en[namespace] },
    ]),
  ),
  documents: DOCUMENT_MESSAGES,
  email: EMAIL_MESSAGES,
  console: CONSOLE_MESSAGES,
  storefront: { ro: roStorefront, ru: ruStorefront, en: enStorefront },
};

/** The messages of a namespace by their path (`labels.number`, `signature.1`). */
function leaves(tree: MessageTree, path = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') into.set(path, tree);
  else
    for (const [key, value] of Object.entries(tree)) leaves(value as MessageTree, path ? `${path}.${key}` : key, into);
  return into;
}

const catalogue = Object.entries(NAMESPACE_SOURCES).map(([namespace, languages]) => ({
  namespace,
  messages: Object.fromEntries(LOCALES.map((locale) => [locale, leaves(languages[locale])])) as Record<
    Locale,
    Map<string, string>
  >,
}));

const every = catalogue.flatMap(({ namespace, messages }) =>
  [...messages.ro.keys()].map((key) => ({ namespace, key, of: (locale: Locale) => messages[locale].get(key) })),
);

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The plural selectors of every `{x, plural, …}` in a message. */
function pluralSelectors(elements: readonly Element[], found: string[][] = []): string[][] {
  for (const element of elements) {
    if (element.type === 6) found.push(Object.keys(element.options));
    if ('options' in element) for (const option of Object.values(element.options)) pluralSelectors(option.value, found);
    if ('children' in element) pluralSelectors(element.children, found);
  }
  return found;
}

describe('the text catalogue (every namespace of every surface)', () => {
  it('has the namespaces of the server and of each surface', () => {
    expect(Object.keys(NAMESPACE_SOURCES)).toEqual(expect.arrayContaining([...NAMESPACES]));
    for (const { namespace, messages } of catalogue)
      expect([namespace, messages.ro.size > 0]).toEqual([namespace, true]);
  });

  it('has every key in all three languages, and no key only in a translation', () => {
    const problems = catalogue.flatMap(({ namespace, messages }) =>
      LOCALES.flatMap((locale) => [
        ...[...messages.ro.keys()]
          .filter((key) => !messages[locale].has(key))
          .map((key) => `missing ${locale}:${namespace}.${key}`),
        ...[...messages[locale].keys()]
          .filter((key) => !messages.ro.has(key))
          .map((key) => `extra ${locale}:${namespace}.${key}`),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('leaves no message empty', () => {
    const empty = every.flatMap(({ namespace, key, of }) =>
      LOCALES.filter((locale) => of(locale)?.trim() === '').map((locale) => `${locale}:${namespace}.${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('has messages that parse as ICU MessageFormat in every language', () => {
    const broken = every.flatMap(({ namespace, key, of }) =>
      LOCALES.flatMap((locale) => {
        try {
          new IntlMessageFormat(of(locale) ?? '', INTL_LOCALE[locale], undefined, { ignoreTag: true });
          return [];
        } catch (error) {
          return [`${locale}:${namespace}.${key}: ${(error as Error).message}`];
        }
      }),
    );
    expect(broken).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = every
      .filter(({ of }) => {
        const reference = messageArguments('ro', of('ro')!).join();
        return LOCALES.some((locale) => messageArguments(locale, of(locale) ?? '').join() !== reference);
      })
      .map(({ namespace, key }) => `${namespace}.${key}`);
    expect(mismatched).toEqual([]);
  });

  it('gives each plural every form its language needs', () => {
    const incomplete = LOCALES.flatMap((locale) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      return every.flatMap(({ namespace, key, of }) => {
        const ast = new IntlMessageFormat(of(locale) ?? '', INTL_LOCALE[locale], undefined, {
          ignoreTag: true,
        }).getAst();
        return pluralSelectors(ast).flatMap((selectors) =>
          categories
            .filter((category) => !selectors.includes(category))
            .map((category) => `${locale}:${namespace}.${key}:${category}`),
        );
      });
    });
    expect(incomplete).toEqual([]);
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla ş and ţ', () => {
    expect(
      every.filter(({ of }) => /[şţŞŢ]/.test(of('ro')!)).map(({ namespace, key }) => `${namespace}.${key}`),
    ).toEqual([]);
  });
});
