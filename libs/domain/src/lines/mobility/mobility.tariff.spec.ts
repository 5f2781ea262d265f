import { quote } from '../../tariffs/quote';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

describe('mobility tariff (ASSUMPTION)', () => {
  it('prices a year of e-scooter cover from its annual base and package', () => {
    const basic = offer(quote('mobility', { vehicle: 'e-scooter', riderAge: 30, periodDays: 365 }, 'moldasig', ctx));
    expect(basic.price.minor).toBe(480 * 100);
    expect(basic.limits.thirdPartyLiability).toEqual({ minor: 1_000_000, currency: 'MDL' });
    const teen = offer(
      quote('mobility', { vehicle: 'e-scooter', package: 'extended', riderAge: 16, periodDays: 365 }, 'moldasig', ctx),
    );
    expect(teen.price.minor).toBe(998 * 100); // 480 × 1.6 × 1.3
  });

  it('charges at least 50 lei and declines riders under 14 or over 75', () => {
    expect(
      offer(quote('mobility', { vehicle: 'e-bike', riderAge: 30, periodDays: 30 }, 'asterra', ctx)).price.minor,
    ).toBe(7_600); // 360 × 0.2 × 1.05 = 75.6
    const short = offer(quote('mobility', { vehicle: 'bicycle', riderAge: 30, periodDays: 30 }, 'acord-grup', ctx));
    expect(short.price.minor).toBe(5_000); // 240 × 0.2 × 0.95 = 45.6, below the minimum
    expect(short.factors).toContainEqual(expect.objectContaining({ name: 'minimum-premium', value: 50 }));
    expect(quote('mobility', { vehicle: 'bicycle', riderAge: 12, periodDays: 30 }, 'moldasig', ctx)).toMatchObject({
      reason: 'age-under-limit',
    });
    expect(quote('mobility', { vehicle: 'bicycle', riderAge: 80, periodDays: 30 }, 'moldasig', ctx)).toMatchObject({
      reason: 'age-over-limit',
    });
  });
});
