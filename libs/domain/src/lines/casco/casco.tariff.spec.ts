import { quote } from '../../tariffs/quote';
import { replayFactors } from '../../tariffs/tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

const car = { sumInsured: 300_000, vehicleAgeYears: 5, driver: { age: 40, experienceYears: 15 } };

describe('CASCO tariff', () => {
  it('multiplies the insurer base rate by the risk factors and the market value', () => {
    const result = offer(quote('casco', car, 'moldasig', ctx));
    expect(result.price.minor).toBe(12_000 * 100); // 4.0% of 300,000
    expect(result.limits.deductible).toEqual({ minor: 300_000, currency: 'MDL' });
  });

  it('clamps the rate to the market range of 1.5%–6.5%', () => {
    const cheapest = offer(
      quote(
        'casco',
        { ...car, vehicleAgeYears: 1, deductiblePercent: 5, antiTheft: true, noClaimsDiscountPercent: 40 },
        'donaris',
        ctx,
      ),
    );
    expect(cheapest.price.minor).toBe(4_500 * 100);
    const dearest = offer(
      quote(
        'casco',
        {
          ...car,
          vehicleAgeYears: 8,
          driver: { age: 20, experienceYears: 1 },
          deductiblePercent: 0,
          territory: 'MD_EU',
        },
        'transelit',
        ctx,
      ),
    );
    expect(dearest.price.minor).toBe(19_500 * 100);
    expect(replayFactors(dearest.factors)).toBe(19_500);
  });

  it('declines cars older than 9 years', () => {
    expect(quote('casco', { ...car, vehicleAgeYears: 10 }, 'moldasig', ctx)).toMatchObject({
      declined: true,
      reason: 'vehicle-too-old',
    });
    expect(quote('casco', { ...car, vehicleAgeYears: 9 }, 'moldasig', ctx)).toMatchObject({ declined: false });
  });

  it('adds 3% for two instalments and 5% for four', () => {
    const two = offer(quote('casco', { ...car, instalments: 2 }, 'moldasig', ctx)).price.minor;
    const four = offer(quote('casco', { ...car, instalments: 4 }, 'moldasig', ctx)).price.minor;
    expect([two, four]).toEqual([12_360 * 100, 12_600 * 100]);
  });
});
