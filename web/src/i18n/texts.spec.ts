import { informalTexts } from '@asiguro/i18n';
import { enStorefront as en } from '../../../libs/i18n/src/messages/en/storefront.messages';
import { roStorefront as ro } from '../../../libs/i18n/src/messages/ro/storefront.messages';
import { ruStorefront as ru } from '../../../libs/i18n/src/messages/ru/storefront.messages';

// Keys, ICU syntax and placeholders in every language: libs/i18n's completeness.spec.ts.
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe('storefront texts', () => {
  it('speaks Romanian in the formal register (dumneavoastră), never with the familiar "tu"', () => {
    expect(informalTexts(ro)).toEqual([]);
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
