import { greenCardDaysFactor } from './green-card.tariff';
import { quote } from '../../tariffs/quote';
import { replayFactors } from '../../tariffs/tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

const car = { zone: 'CA', vehicleClass: 'A', periodDays: 365 };

describe('Green Card tariff', () => {
  it('prices a year in zone 3 from the GC12 table in EUR and charges lei at the rate of the day', () => {
    const result = offer(quote('green-card', car, 'moldasig', ctx));
    expect(result.tariffPrice).toEqual({ minor: 35_910, currency: 'EUR' });
    expect(result.priceCurrency).toBe('EUR');
    expect(result.price).toEqual({ minor: 700_245, currency: 'MDL' });
  });

  it('applies the insurer loading and rounds to the euro cent', () => {
    const result = offer(quote('green-card', car, 'donaris', ctx));
    expect(result.tariffPrice.minor).toBe(36_628);
    expect(result.price.minor).toBe(Math.round(366.28 * 19.5 * 100));
  });

  it('uses the K_days of each zone (15 days: 0.15 in Ukraine, 0.10 in zone 3)', () => {
    expect(greenCardDaysFactor('CL', 15)).toBe(0.15);
    expect(greenCardDaysFactor('CA', 15)).toBe(0.1);
    expect(greenCardDaysFactor('CA', 240)).toBe(0.85);
    expect(greenCardDaysFactor('CA', 330)).toBe(1);
    const ukraine = offer(quote('green-card', { zone: 'CL', vehicleClass: 'A', periodDays: 15 }, 'acord-grup', ctx));
    expect(ukraine.tariffPrice.minor).toBe(315);
  });

  it('adds 10% of the towing premium for a trailer', () => {
    const withTrailer = offer(
      quote('green-card', { zone: 'CL', vehicleClass: 'A', periodDays: 15, trailer: true }, 'acord-grup', ctx),
    );
    expect(withTrailer.tariffPrice.minor).toBe(347);
    expect(withTrailer.factors.find((factor) => factor.name === 'trailer')?.value).toBe(1.1);
    expect(replayFactors(withTrailer.factors)).toBe(withTrailer.price.minor / 100);
  });

  it('sells only the published periods and only for a permanent Moldovan registration', () => {
    expect(quote('green-card', { ...car, periodDays: 45 }, 'moldasig', ctx)).toMatchObject({
      reason: 'invalid-options',
    });
    expect(quote('green-card', { ...car, provisionalCertificate: true }, 'moldasig', ctx)).toMatchObject({
      reason: 'not-eligible',
    });
    expect(quote('green-card', { ...car, registrationCountry: 'UA' }, 'moldasig', ctx)).toMatchObject({
      reason: 'not-eligible',
    });
  });

  it('keeps heavy vehicles dearer than cars in both zones', () => {
    for (const zone of ['CL', 'CA']) {
      const carPrice = offer(quote('green-card', { ...car, zone }, 'moldasig', ctx)).price.minor;
      const truck = offer(quote('green-card', { ...car, zone, vehicleClass: 'C2' }, 'moldasig', ctx)).price.minor;
      expect(truck).toBeGreaterThan(carPrice);
    }
  });
});
