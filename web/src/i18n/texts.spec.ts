import { informalTexts } from '@asiguro/i18n';
import { en } from './en';
import { ro } from './ro';
import { ru } from './ru';

type Shape = string | readonly Shape[] | { [key: string]: Shape };

/** Every leaf path of a texts object; plural forms count as one leaf (their categories differ by language). */
function leaves(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  const record = value as Record<string, Shape>;
  if ('other' in record && typeof record.other === 'string') return [path];
  return Object.keys(record).flatMap((key) => leaves(record[key], path ? `${path}.${key}` : key));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe('storefront texts', () => {
  it('speaks Romanian in the formal register (dumneavoastră), never with the familiar "tu"', () => {
    expect(informalTexts(ro)).toEqual([]);
  });

  it('has exactly the same keys and list lengths in ro, ru and en', () => {
    const reference = leaves(ro).sort();
    expect(leaves(ru).sort()).toEqual(reference);
    expect(leaves(en).sort()).toEqual(reference);
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',');
    const paths = leaves(ro);
    const at = (root: unknown, path: string) =>
      path
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    for (const path of paths) {
      const reference = strings(at(ro, path)).map(placeholders)[0];
      for (const language of [ru, en]) {
        for (const form of strings(at(language, path)))
          expect({ path, placeholders: placeholders(form) }).toEqual({ path, placeholders: reference });
      }
    }
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla forms', () => {
    const text = strings(ro).join(' ');
    expect(text).not.toMatch(/[şţŞŢ]/);
    expect(text).toMatch(/ș/);
    expect(text).toMatch(/ț/);
  });

  it('writes Russian in Cyrillic', () => {
    expect(ru.home.subtitle).toBe('Просто. Быстро. Онлайн.');
    expect(strings(ru.faq).join(' ')).toMatch(/[а-яё]{4,}/);
  });

  it('carries the spec taglines in each language', () => {
    expect([ro.home.subtitle, ru.home.subtitle, en.home.subtitle]).toEqual([
      'Simplu. Rapid. Online.',
      'Просто. Быстро. Онлайн.',
      'Easy. Fast. Online.',
    ]);
  });
});
