import { LOCALES } from '../locale';
import { CATALOGUES, keysOf, NAMESPACES, rawMessage } from './catalogues';
import type { Message } from './message';

const forms = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message));
const placeholders = (message: Message) =>
  [...new Set(forms(message).flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort();

const every = NAMESPACES.flatMap((namespace) => keysOf(namespace).map((key) => ({ namespace, key })));

describe('message catalogues', () => {
  it('has messages in every namespace', () => {
    for (const namespace of NAMESPACES) expect(keysOf(namespace).length).toBeGreaterThan(0);
  });

  it('has every key in all three languages, and no key only in a translation', () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      for (const { namespace, key } of every) {
        if (rawMessage(locale, namespace, key) === undefined) missing.push(`${locale}:${namespace}.${key}`);
      }
      for (const namespace of NAMESPACES) {
        for (const key of Object.keys(CATALOGUES[locale][namespace])) {
          if (!keysOf(namespace).includes(key)) missing.push(`extra ${locale}:${namespace}.${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no empty or untrimmed message', () => {
    const bad = LOCALES.flatMap((locale) =>
      every
        .filter(({ namespace, key }) =>
          forms(rawMessage(locale, namespace, key)!).some((form) => form.trim() === '' || form !== form.trim()),
        )
        .map(({ namespace, key }) => `${locale}:${namespace}.${key}`),
    );
    expect(bad).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = every
      .filter(({ namespace, key }) => {
        const reference = placeholders(rawMessage('ro', namespace, key)!);
        return LOCALES.some((locale) => placeholders(rawMessage(locale, namespace, key)!).join() !== reference.join());
      })
      .map(({ namespace, key }) => `${namespace}.${key}`);
    expect(mismatched).toEqual([]);
  });

  it('gives every plural form each language needs', () => {
    const incomplete: string[] = [];
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const { namespace, key } of every) {
        const message = rawMessage(locale, namespace, key)!;
        if (typeof message === 'string') continue;
        for (const category of categories) {
          if (!(category in message)) incomplete.push(`${locale}:${namespace}.${key}:${category}`);
        }
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla ş and ţ', () => {
    const cedilla = every.filter(({ namespace, key }) =>
      forms(rawMessage('ro', namespace, key)!).some((form) => /[şţŞŢ]/.test(form)),
    );
    expect(cedilla).toEqual([]);
    const all = every.flatMap(({ namespace, key }) => forms(rawMessage('ro', namespace, key)!)).join(' ');
    for (const letter of ['ș', 'ț', 'ă', 'î', 'â']) expect(all).toContain(letter);
  });

  it('writes Russian in Cyrillic, except codes that are the same in English (IDNP, E-mail, VIN)', () => {
    const latinOnly = every.filter(({ namespace, key }) => {
      const russian = forms(rawMessage('ru', namespace, key)!).join(' ');
      const english = forms(rawMessage('en', namespace, key)!).join(' ');
      return !/[а-яё]/i.test(russian) && russian !== english;
    });
    expect(latinOnly).toEqual([]);
  });

  it('has a required-field message for every field label', () => {
    expect(keysOf('required').sort()).toEqual(keysOf('fields').sort());
  });

  it('has the generic required message the specification quotes', () => {
    expect(rawMessage('ro', 'validation', 'required')).toBe('Acest câmp este obligatoriu');
    expect(rawMessage('ru', 'validation', 'required')).toBe('Это поле обязательно');
    expect(rawMessage('en', 'validation', 'required')).toBe('This field is required');
  });
});
