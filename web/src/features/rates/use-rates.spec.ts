import { getProduct } from '@asiguro/domain';
import { conversions, isoOfRateDate, pricedIn } from './use-rates';

const RATES = { MDL: 1, EUR: 19.5, USD: 17, RON: 3.9, HUF: 0.0492 };

describe(pricedIn.name, () => {
  it('shows lei-priced lines in lei only', () => {
    expect(pricedIn(getProduct('rca'))).toEqual([]);
    expect(pricedIn(getProduct('real-estate'))).toEqual([]);
  });

  it('adds the currency a line is priced in: EUR for travel, green card and the Romanian vignette', () => {
    expect(pricedIn(getProduct('medical'))).toEqual(['EUR']);
    expect(pricedIn(getProduct('green-card'))).toEqual(['EUR']);
    expect(pricedIn(getProduct('vignette:ro'))).toEqual(['EUR']);
  });

  it('adds the insurer’s own tariff currency when it differs', () => {
    expect(pricedIn(getProduct('medical'), { price: { minor: 5000, currency: 'USD' } })).toEqual(['EUR', 'USD']);
    expect(pricedIn(getProduct('medical'), { price: { minor: 5000, currency: 'EUR' } })).toEqual(['EUR']);
  });
});

describe(conversions.name, () => {
  it('converts an MDL amount at today’s rates (amount × source rate ÷ target rate)', () => {
    expect(conversions({ minor: 195_000, currency: 'MDL' }, RATES, ['EUR', 'USD', 'RON'])).toEqual([
      { minor: 10_000, currency: 'EUR' },
      { minor: 11_471, currency: 'USD' },
      { minor: 50_000, currency: 'RON' },
    ]);
  });

  it('shows nothing before the rates arrive, and never the amount’s own currency', () => {
    expect(conversions({ minor: 100, currency: 'MDL' }, undefined, ['EUR'])).toEqual([]);
    expect(conversions({ minor: 100, currency: 'EUR' }, RATES, ['EUR'])).toEqual([]);
  });
});

describe(isoOfRateDate.name, () => {
  it('reads the rate record’s yyyyMMdd key', () => {
    expect(isoOfRateDate('20260314')).toBe('2026-03-14');
  });
});
