import { LOCALES } from '../locale';
import { keysOf, NAMESPACES, rawMessage } from './catalogues';

// The server's shared namespaces; completeness.spec.ts checks the keys, the ICU syntax and the
// placeholders of every namespace of every surface.
const forms = (message: string): string[] => [message];

const every = NAMESPACES.flatMap((namespace) => keysOf(namespace).map((key) => ({ namespace, key })));

describe('message catalogues', () => {
  it('has messages in every namespace', () => {
    for (const namespace of NAMESPACES) expect(keysOf(namespace).length).toBeGreaterThan(0);
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
