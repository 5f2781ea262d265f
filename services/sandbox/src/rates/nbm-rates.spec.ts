import { parseNbmXml } from '@asiguro/partners';
import { dayNumber, renderValCurs, sandboxRatesFor } from './nbm-rates';

describe(sandboxRatesFor.name, () => {
  it('gives the same rates for the same date and different rates for another', () => {
    expect(sandboxRatesFor('15.01.2026')).toEqual(sandboxRatesFor('15.01.2026'));
    expect(sandboxRatesFor('16.01.2026')).not.toEqual(sandboxRatesFor('15.01.2026'));
  });

  it('keeps each rate within a few per cent of its level', () => {
    for (const date of ['01.01.2026', '15.03.2026', '30.09.2026']) {
      const eur = Number(sandboxRatesFor(date).find((valute) => valute.charCode === 'EUR')?.value);
      expect(eur).toBeGreaterThan(18.5);
      expect(eur).toBeLessThan(20.4);
    }
  });

  it('renders a document our NBM parser reads, nominal included', () => {
    const parsed = parseNbmXml(renderValCurs('15.01.2026', sandboxRatesFor('15.01.2026')));
    expect(parsed.date).toBe('15.01.2026');
    expect(parsed.rates.map((rate) => rate.charCode)).toEqual(expect.arrayContaining(['EUR', 'USD', 'RON', 'HUF']));
    expect(parsed.rates.find((rate) => rate.charCode === 'HUF')?.nominal).toBe(100);
  });
});

describe(dayNumber.name, () => {
  it('refuses dates that do not exist', () => {
    expect(dayNumber('31.02.2026')).toBeUndefined();
    expect(dayNumber('2026-01-01')).toBeUndefined();
    expect(dayNumber('01.01.1970')).toBe(0);
  });
});
