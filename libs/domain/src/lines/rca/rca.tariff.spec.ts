import { quote } from '../../tariffs/quote';
import { rcaZoneOf, type RcaRisk } from './rca.tariff';
import { replayFactors } from '../../tariffs/tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

const workedExample = {
  vehicle: { category: 'car', engineType: 'petrol', engineVolume: 1598 },
  zone: 'A',
  owner: { type: 'individual', age: 35, experienceYears: 10 },
  operatingMode: 'normal',
  periodDays: 365,
  bonusMalusClass: 9,
};

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

describe('RCA tariff', () => {
  it('prices the worked example of domain.md §10.1 at 1,276 lei for Donaris', () => {
    const result = offer(quote('rca', workedExample, 'donaris', ctx));
    expect(result.price).toEqual({ minor: 127_600, currency: 'MDL' });
    expect(result.priceCurrency).toBe('MDL');
    expect(result.factors.map((factor) => factor.name)).toEqual([
      'base-premium',
      'K_vehicle',
      'K_zone',
      'K_owner',
      'K_driver',
      'K_usage',
      'K_period',
      'L_insurer',
      'reference-floor',
      'K_BM',
      'rounding',
    ]);
    expect(result.factors.find((factor) => factor.name === 'L_insurer')?.value).toBe(1.05);
    expect(result.factors.find((factor) => factor.name === 'K_BM')?.value).toBe(0.9);
  });

  it('never prices below the NBM reference, then applies bonus-malus on top of the floor', () => {
    // Transelit's experienced-driver discount (1.06 × 0.92 = 0.975) falls below the reference.
    const result = offer(quote('rca', workedExample, 'transelit', ctx));
    expect(result.factors.map((factor) => factor.name)).toContain('experienced-driver-discount');
    expect(result.factors.find((factor) => factor.name === 'reference-floor')?.note).toMatch(/applied/);
    expect(result.price.minor).toBe(121_500);
  });

  it('charges the worst bonus-malus class most and the best class least', () => {
    const worst = offer(quote('rca', { ...workedExample, bonusMalusClass: 'M' }, 'moldasig', ctx));
    const best = offer(quote('rca', { ...workedExample, bonusMalusClass: 17 }, 'moldasig', ctx));
    expect(worst.price.minor).toBe(Math.round(1350 * 2.45) * 100);
    expect(best.price.minor).toBe(675 * 100);
  });

  it('prices young novices, companies, zone B, taxis and short periods with their coefficients', () => {
    const base: RcaRisk = { ...workedExample, bonusMalusClass: 7 } as RcaRisk;
    const price = (risk: object) => offer(quote('rca', { ...base, ...risk }, 'moldasig', ctx)).price.minor / 100;
    expect(price({})).toBe(1350);
    expect(price({ owner: { type: 'individual', age: 20, experienceYears: 1 } })).toBe(Math.round(1350 * 1.9));
    expect(price({ owner: { type: 'company' } })).toBe(1350 * 1.2);
    expect(price({ zone: 'B' })).toBe(945);
    expect(price({ operatingMode: 'taxi' })).toBe(1350 * 2.4);
    expect(price({ periodDays: 90 })).toBe(540);
    expect(price({ vehicle: { category: 'car', engineType: 'electric', engineVolume: 0 } })).toBe(2741);
    expect(price({ vehicle: { category: 'truck', authorizedWeightKg: 18_000 } })).toBe(4050);
    expect(price({ vehicle: { category: 'bus', seats: 45 } })).toBe(4320);
    expect(price({ vehicle: { category: 'motorcycle', engineVolume: 650 } })).toBe(810);
  });

  it('sells 15 days only to foreign-registered vehicles', () => {
    expect(quote('rca', { ...workedExample, periodDays: 15 }, 'moldasig', ctx)).toMatchObject({
      declined: true,
      reason: 'period-too-short',
    });
    const foreign = offer(quote('rca', { ...workedExample, periodDays: 15, foreignRegistered: true }, 'moldasig', ctx));
    expect(foreign.factors.find((factor) => factor.name === 'K_period')?.value).toBe(0.15);
  });

  it('refuses a bus without seats as invalid options, and Moldcargo as not selling RCA', () => {
    expect(quote('rca', { ...workedExample, vehicle: { category: 'bus' } }, 'moldasig', ctx)).toMatchObject({
      declined: true,
      reason: 'invalid-options',
    });
    expect(quote('rca', workedExample, 'moldcargo', ctx)).toMatchObject({
      declined: true,
      reason: 'product-not-sold',
    });
  });

  it('replays its factors to its price and shows the legal limits', () => {
    const result = offer(quote('rca', workedExample, 'grawe', ctx));
    expect(replayFactors(result.factors)).toBe(result.price.minor / 100);
    expect(result.limits.bodilyInjuryPerAccident).toEqual({ minor: 50_000_000, currency: 'EUR' });
    expect(result.limits.amicableSettlement).toEqual({ minor: 1_500_000, currency: 'MDL' });
  });
});

describe(rcaZoneOf.name, () => {
  it('puts Chișinău and the six districts around it in zone A, whatever the spelling', () => {
    expect(rcaZoneOf('mun. Chisinau')).toBe('A');
    expect(rcaZoneOf('Anenii Noi')).toBe('A');
    expect(rcaZoneOf('HÎNCEȘTI')).toBe('A');
    expect(rcaZoneOf('Bălți')).toBe('B');
    expect(rcaZoneOf('Cahul')).toBe('B');
  });
});
