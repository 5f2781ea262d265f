import { fill, plural } from './format';
import { formatAmount, formatDate, formatDateTime, formatFileSize, formatRateDate } from './formatters';

describe(fill.name, () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fill('Order {number} for {who}', { number: 'IAI123456ABC' })).toBe('Order IAI123456ABC for {who}');
  });
});

describe(plural.name, () => {
  const minutes = '{count, plural, one {{count} minută} few {{count} minute} other {{count} de minute}}';
  it('picks the Romanian plural forms', () => {
    expect(plural('ro', minutes, 1)).toBe('1 minută');
    expect(plural('ro', minutes, 3)).toBe('3 minute');
    expect(plural('ro', minutes, 20)).toBe('20 de minute');
  });

  it('picks the Russian plural forms', () => {
    const days = '{count, plural, one {{count} день} few {{count} дня} many {{count} дней} other {{count} дня}}';
    expect([1, 3, 5, 21].map((count) => plural('ru', days, count))).toEqual(['1 день', '3 дня', '5 дней', '21 день']);
  });
});

describe(formatAmount.name, () => {
  it('writes lei in the reader’s language', () => {
    expect(formatAmount({ minor: 127650, currency: 'MDL' }, 'ro')).toBe('1.276,50 lei');
    expect(formatAmount({ minor: 127650, currency: 'MDL' }, 'ru')).toBe('1 276,50 лей');
    expect(formatAmount({ minor: 127650, currency: 'MDL' }, 'en')).toBe('MDL 1,276.50');
  });

  it('writes foreign currencies with their symbol', () => {
    expect(formatAmount({ minor: 4510, currency: 'EUR' }, 'en')).toBe('€45.10');
  });
});

describe(formatDate.name, () => {
  it('writes dates as dd.mm.yyyy in Moldova’s time zone', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    // 22:30 UTC on 31 December is already 1 January in Chișinău.
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('01.01.2027');
    expect(formatDateTime('2026-06-01T09:05:00Z')).toBe('01.06.2026, 12:05');
  });

  it('leaves what is no date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe(formatRateDate.name, () => {
  it('reads the rates record key', () => {
    expect(formatRateDate('20261122')).toBe('22.11.2026');
  });
});

describe(formatFileSize.name, () => {
  it('rounds to KB and MB', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(84_000, 'en')).toBe('82 KB');
    expect(formatFileSize(1_300_000, 'en')).toBe('1.2 MB');
  });
});
