import { quote } from '../../tariffs/quote';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

const vehicle = { category: 'M1', seats: 5, technicalInspectionValid: true, ageYears: 6 };

describe('roadside assistance tariff', () => {
  it('prices Romania and Romania + EU from the period table', () => {
    expect(
      offer(quote('roadside-assistance-eu', { coverage: 'RO', periodDays: 30, vehicle }, 'moldasig', ctx)).tariffPrice,
    ).toEqual({ minor: 1_200, currency: 'EUR' });
    expect(
      offer(quote('roadside-assistance-eu', { coverage: 'RO_EU', periodDays: 365, vehicle }, 'moldasig', ctx))
        .tariffPrice.minor,
    ).toBe(7_000);
  });

  it('adds 20% for vehicles older than 15 years', () => {
    const old = offer(
      quote(
        'roadside-assistance-eu',
        { coverage: 'RO_EU', periodDays: 365, vehicle: { ...vehicle, ageYears: 16 } },
        'donaris',
        ctx,
      ),
    );
    expect(old.tariffPrice.minor).toBe(7_980); // 70 × 1.2 × 0.95
  });

  it('insures only passenger cars up to 9 seats with a valid technical inspection', () => {
    for (const ineligible of [
      { ...vehicle, seats: 12 },
      { ...vehicle, category: 'N1' },
      { ...vehicle, technicalInspectionValid: false },
      { ...vehicle, standingPlaces: true },
    ]) {
      expect(
        quote('roadside-assistance-eu', { coverage: 'RO', periodDays: 15, vehicle: ineligible }, 'intact', ctx),
      ).toMatchObject({ declined: true, reason: 'road-assistance-eligibility' });
    }
  });
});
