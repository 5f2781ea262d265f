import { quote } from './quote';
import { replayFactors } from './tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from './tariff-test-context';
import type { TariffOffer, TariffResult } from './tariff.types';
import { roVignetteTariffOn } from './vignettes.tariff';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

describe('Romanian rovinieta', () => {
  it('prices with the tariff in force on the first day of validity', () => {
    expect(roVignetteTariffOn('2025-09-01').from).toBe('2025-09-01');
    expect(roVignetteTariffOn('2025-08-31').from).toBe('2024-03-11');
    expect(roVignetteTariffOn('2024-03-10').from).toBe('0000-01-01');
    const current = offer(
      quote('vignette:ro', { category: 'A', validity: '30_days', startDate: '2025-09-01' }, 'e-rovinieta', ctx),
    );
    const previous = offer(
      quote('vignette:ro', { category: 'A', validity: '30_days', startDate: '2025-08-31' }, 'e-rovinieta', ctx),
    );
    expect(current.tariffPrice).toEqual({ minor: 950, currency: 'EUR' });
    expect(previous.tariffPrice).toEqual({ minor: 530, currency: 'EUR' });
  });

  it('uses the pricing day when no start date is given', () => {
    expect(
      offer(quote('vignette:ro', { category: 'A', validity: '12_months' }, 'e-rovinieta', ctx)).tariffPrice.minor,
    ).toBe(5_000);
  });

  it('converts at the rate of the day and adds a service fee of 5%, at least 10 lei', () => {
    const result = offer(
      quote('vignette:ro', { category: 'A', validity: '30_days', startDate: '2025-09-01' }, 'e-rovinieta', ctx),
    );
    expect(result.price).toEqual({ minor: 19_525, currency: 'MDL' }); // 9.50 × 19.5 + 10
    const year = offer(quote('vignette:ro', { category: 'B', validity: '12_months' }, 'e-rovinieta', ctx));
    expect(year.price.minor).toBe(Math.round(96 * 19.5 * 1.05 * 100)); // 1,872 + 93.60
  });

  it.each([
    // domain.md §4.1, EUR: C 3.5–7.5 t, D 7.5–12 t, E ≥ 12 t with ≤ 3 axles, F ≥ 12 t with ≥ 4 axles.
    ['C', '1_day', 4],
    ['C', '7_days', 16],
    ['C', '30_days', 32],
    ['C', '12_months', 320],
    ['D', '1_day', 7],
    ['D', '7_days', 28],
    ['D', '30_days', 56],
    ['D', '12_months', 560],
    ['E', '1_day', 9],
    ['E', '12_months', 720],
    ['F', '12_months', 1210],
  ] as const)('prices category %s, %s, at %d EUR from the official tariff', (category, validity, eur) => {
    const result = offer(quote('vignette:ro', { category, validity }, 'e-rovinieta', ctx));
    expect(result.tariffPrice).toEqual({ minor: eur * 100, currency: 'EUR' });
    // Paid in lei at the day's BNM rate (19.5), + 5% (at least 10 lei).
    const lei = eur * 19.5;
    expect(result.price.minor).toBe(Math.round((lei + Math.max(10, Math.round(lei * 5) / 100)) * 100));
  });

  it('states on the offer the official tariff and the rate it is paid at', () => {
    const result = offer(quote('vignette:ro', { category: 'E', validity: '12_months' }, 'e-rovinieta', ctx));
    expect(result.coverage).toMatchObject({
      category: 'E',
      officialTariff: 720,
      officialTariffCurrency: 'EUR',
      paidIn: 'MDL',
      rateSource: 'BNM',
      rateDate: ctx.date,
      rateEUR: 19.5,
    });
  });

  it('declines periods the tariff of that day does not sell', () => {
    for (const [category, validity] of [
      ['E', '30_days'],
      ['F', '1_day'],
      ['C', '10_days'],
    ] as const) {
      expect(quote('vignette:ro', { category, validity }, 'e-rovinieta', ctx)).toMatchObject({
        reason: 'invalid-options',
      });
    }
    expect(
      quote('vignette:ro', { category: 'A', validity: '10_days', startDate: '2024-01-10' }, 'e-rovinieta', ctx),
    ).toMatchObject({ reason: 'invalid-options' });
    expect(
      quote('vignette:ro', { category: 'B', validity: '1_day', startDate: '2025-01-10' }, 'e-rovinieta', ctx),
    ).toMatchObject({ reason: 'invalid-options' });
  });
});

describe('Moldovan vignette', () => {
  it('prices M1 and heavy vehicles from their tables', () => {
    expect(
      offer(quote('vignette:md', { category: 'M1', validity: '7_days', registrationCountry: 'UA' }, 'evinieta-md', ctx))
        .price.minor,
    ).toBe(8_800);
    expect(
      offer(
        quote('vignette:md', { category: 'N3', validity: '12_months', registrationCountry: 'RO' }, 'evinieta-md', ctx),
      ).tariffPrice.minor,
    ).toBe(112_000);
  });

  it('is not sold for vehicles registered in Moldova, nor for periods a category lacks', () => {
    expect(
      quote('vignette:md', { category: 'M1', validity: '7_days', registrationCountry: 'MD' }, 'evinieta-md', ctx),
    ).toMatchObject({ reason: 'not-eligible' });
    expect(
      quote('vignette:md', { category: 'M1', validity: '1_day', registrationCountry: 'UA' }, 'evinieta-md', ctx),
    ).toMatchObject({ reason: 'invalid-options' });
  });
});

describe('Hungarian e-matrica', () => {
  it("prices the forint tariff at the day's official HUF rate, through the euro", () => {
    // 6,620 HUF at 0.0492 MDL/HUF and 19.5 MDL/EUR: 16.70 EUR = 325.65 MDL, + 5% fee 16.28.
    const result = offer(quote('vignette:hu', { category: 'D1', validity: 'weekly' }, 'e-matrica', ctx));
    expect(ctx.rates).toMatchObject({ HUF: 0.0492, EUR: 19.5 });
    expect(result.tariffPrice).toEqual({ minor: 1_670, currency: 'EUR' });
    expect(result.price).toEqual({ minor: 34_193, currency: 'MDL' });
    expect(result.periodDays).toBe(10);
    expect(replayFactors(result.factors)).toBe(result.price.minor / 100);
    expect(result.coverage).toMatchObject({ officialTariff: 6620, officialTariffCurrency: 'HUF', rateHUF: 0.0492 });
  });

  it('follows the forint: a weaker forint gives a lower price in lei', () => {
    const weaker = { ...ctx, rates: { ...ctx.rates, HUF: 0.0451 } };
    const at = (context: typeof ctx) =>
      offer(quote('vignette:hu', { category: 'D1', validity: 'annual' }, 'e-matrica', context)).tariffPrice.minor;
    // 59,210 HUF × 0.0451 / 19.5 = 136.94 EUR; × 0.0492 / 19.5 = 149.39 EUR.
    expect(at(weaker)).toBe(13_694);
    expect(at(ctx)).toBe(14_939);
  });
});

describe('Bulgarian e-vignette', () => {
  it('prices category 3 in euro and declines vehicles over 3.5 t', () => {
    expect(
      offer(quote('vignette:bg', { validity: 'month', authorizedWeightKg: 1_800 }, 'bg-toll', ctx)).tariffPrice.minor,
    ).toBe(1_534);
    expect(quote('vignette:bg', { validity: 'month', authorizedWeightKg: 7_500 }, 'bg-toll', ctx)).toMatchObject({
      reason: 'not-eligible',
    });
  });
});
