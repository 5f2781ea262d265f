import { quote } from '../../tariffs/quote';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

describe('non-resident medical tariff', () => {
  it('prices a package by sum insured and period, with the student discount', () => {
    const adult = offer(
      quote('medical-optional', { sumInsured: 10_000, periodDays: 180, persons: [{ age: 30 }] }, 'general', ctx),
    );
    expect(adult.tariffPrice).toEqual({ minor: 6_000, currency: 'EUR' });
    const student = offer(
      quote(
        'medical-optional',
        { sumInsured: 10_000, periodDays: 180, persons: [{ age: 20, student: true }] },
        'general',
        ctx,
      ),
    );
    expect(student.tariffPrice.minor).toBe(5_400);
    expect(student.periodDays).toBe(180);
  });

  it('sells only 3, 6 and 12 months, and not to people over 81', () => {
    expect(
      quote('medical-optional', { sumInsured: 5_000, periodDays: 60, persons: [{ age: 30 }] }, 'general', ctx),
    ).toMatchObject({ reason: 'invalid-options' });
    expect(
      quote('medical-optional', { sumInsured: 5_000, periodDays: 90, persons: [{ age: 85 }] }, 'general', ctx),
    ).toMatchObject({ reason: 'age-over-limit' });
  });

  it('is sold only by the insurers that offer it', () => {
    expect(
      quote('medical-optional', { sumInsured: 5_000, periodDays: 90, persons: [{ age: 30 }] }, 'donaris', ctx),
    ).toMatchObject({ reason: 'product-not-sold' });
  });
});
