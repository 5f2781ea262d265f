import { quote } from '../../tariffs/quote';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

const flat = { propertyType: 'rooms', basis: 'MV', sumInsured: 1_000_000, periodDays: 365, beneficiary: 'MAIB' };

describe('real-estate tariff', () => {
  it('applies the annual rate of the property type, the basis, the period and the loading', () => {
    expect(offer(quote('real-estate', flat, 'moldasig', ctx)).price.minor).toBe(1_200 * 100);
    expect(offer(quote('real-estate', { ...flat, basis: 'RC' }, 'moldasig', ctx)).price.minor).toBe(1_320 * 100);
    expect(offer(quote('real-estate', { ...flat, propertyType: 'building' }, 'donaris', ctx)).price.minor).toBe(
      1_890 * 100,
    );
    expect(offer(quote('real-estate', { ...flat, periodDays: 180 }, 'moldasig', ctx)).price.minor).toBe(840 * 100);
  });

  it('charges at least 150 lei', () => {
    const land = offer(
      quote('real-estate', { ...flat, propertyType: 'terrain', sumInsured: 100_000 }, 'moldasig', ctx),
    );
    expect(land.price.minor).toBe(150 * 100);
    expect(land.factors.at(-2)).toMatchObject({ name: 'minimum-premium', kind: 'minimum', value: 150 });
  });

  it('states the 1% damage and 5% total-loss deductibles in its limits', () => {
    const result = offer(quote('real-estate', flat, 'acord-grup', ctx));
    expect(result.limits.deductibleDamage).toEqual({ minor: 1_000_000, currency: 'MDL' });
    expect(result.limits.deductibleTotalLossAndFire).toEqual({ minor: 5_000_000, currency: 'MDL' });
    expect(result.coverage).toMatchObject({ deductibleDamagePercent: 1, deductibleTotalLossPercent: 5 });
  });
});
