import { formatMessage } from './format-message';
import { CATALOGUES } from './messages/catalogues';
import { isMessageKey, localized, t } from './translate';

describe('t', () => {
  it('gives the message in the requested language', () => {
    expect(t('ro', 'validation.required')).toBe('Acest câmp este obligatoriu');
    expect(t('ru', 'statuses.order.issued')).toBe('Полис создан у страховщика');
    expect(t('en', 'statuses.order.completed')).toBe('Documents issued');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('en', 'common.support', { phone: '+373 22 000 000', email: 'support@asiguro.md' })).toBe(
      'Support: +373 22 000 000, support@asiguro.md',
    );
    expect(t('ro', 'common.offers.from-price')).toBe('de la {price}');
  });

  it('chooses the plural form of the language', () => {
    expect(t('ro', 'common.duration.days', { count: 1 })).toBe('1 zi');
    expect(t('ro', 'common.duration.days', { count: 15 })).toBe('15 zile');
    expect(t('ro', 'common.duration.days', { count: 30 })).toBe('30 de zile');
    expect(t('ro', 'common.duration.months', { count: 12 })).toBe('12 luni');
    expect(t('ru', 'common.duration.days', { count: 1 })).toBe('1 день');
    expect(t('ru', 'common.duration.days', { count: 3 })).toBe('3 дня');
    expect(t('ru', 'common.duration.days', { count: 15 })).toBe('15 дней');
    expect(t('ru', 'common.duration.months', { count: 21 })).toBe('21 месяц');
    expect(t('en', 'common.duration.months', { count: 1 })).toBe('1 month');
    expect(t('en', 'common.duration.months', { count: 6 })).toBe('6 months');
    expect(t('ru', 'common.duration.days', { count: 1.5 })).toBe('1,5 дня');
  });

  it('formats ICU numbers in the conventions of the language, and prints tags as text', () => {
    const amount = '{amount, number} <b>lei</b>';
    expect(formatMessage('ro', 'spec.amount', amount, { amount: 1276.5 })).toBe('1.276,5 <b>lei</b>');
    expect(formatMessage('en', 'spec.amount', amount, { amount: 1276.5 })).toBe('1,276.5 <b>lei</b>');
    expect(formatMessage('ro', 'spec.count', '{count, plural, one {# zi} other {# de zile}}')).toBe('0 de zile');
  });

  it('falls back to Romanian when a language lacks the message', () => {
    const english: Record<string, unknown> = CATALOGUES.en.common;
    const saved = english.tagline;
    delete english.tagline;
    try {
      expect(t('en', 'common.tagline')).toBe('Simplu. Rapid. Online.');
    } finally {
      english.tagline = saved;
    }
    expect(t('en', 'common.tagline')).toBe('Easy. Fast. Online.');
  });

  it('answers an unknown key with the key itself', () => {
    expect(t('ro', 'validation.no-such-key' as 'validation.required')).toBe('validation.no-such-key');
  });

  it('recognises message keys that arrive as plain strings', () => {
    expect(isMessageKey('errors.not-found-order')).toBe(true);
    expect(isMessageKey('errors.nope')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('toString.x')).toBe(false);
    expect(isMessageKey('common.constructor')).toBe(false);
  });
});

describe('localized', () => {
  it('gives the message in all three languages', () => {
    expect(localized('fields.companyName')).toEqual({
      ro: 'Denumirea companiei',
      ru: 'Название компании',
      en: 'Company name',
    });
    expect(localized('common.duration.days', { count: 15 })).toEqual({ ro: '15 zile', ru: '15 дней', en: '15 days' });
  });
});
