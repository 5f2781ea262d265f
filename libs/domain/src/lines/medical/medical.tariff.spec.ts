import { quote } from '../../tariffs/quote';
import { replayFactors } from '../../tariffs/tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';
import { degressionFactor } from './medical.tariff';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

const trip = { zone: 'europe', sumInsured: 30_000, days: 10, persons: [{ age: 35 }], purpose: 'TRVL' };

describe('travel medical tariff', () => {
  it('multiplies the daily rate by days, degression, purpose and loading, in EUR', () => {
    const result = offer(quote('medical', trip, 'moldasig', ctx));
    expect(result.tariffPrice).toEqual({ minor: 735, currency: 'EUR' }); // 0.70 × 10 × 1.05
    expect(result.price).toEqual({ minor: 14_333, currency: 'MDL' });
    expect(result.limits.medicalExpenses).toEqual({ minor: 3_000_000, currency: 'EUR' });
  });

  it('sums age factors over the travellers and applies long-stay degression', () => {
    expect(degressionFactor(15)).toBe(1);
    expect(degressionFactor(16)).toBe(0.9);
    expect(degressionFactor(200)).toBe(0.6);
    const family = offer(
      quote('medical', { ...trip, days: 20, persons: [{ age: 40 }, { age: 8 }, { age: 1 }] }, 'donaris', ctx),
    );
    // Donaris: 0.70 × 20 × 0.9 × 1.05 (trip cancellation) × 1.00 × (1.0 + 0.9 + 1.5)
    expect(family.tariffPrice.minor).toBe(Math.round(0.7 * 20 * 0.9 * 1.05 * 3.4 * 100));
    expect(replayFactors(family.factors)).toBe(family.price.minor / 100);
  });

  it('charges at least 1.50 EUR per traveller', () => {
    const short = offer(
      quote(
        'medical',
        { ...trip, zone: 'neighbours', sumInsured: 10_000, days: 1, persons: [{ age: 30 }] },
        'moldcargo',
        ctx,
      ),
    );
    expect(short.tariffPrice.minor).toBe(150);
  });

  it('declines travellers older than 81 and Schengen visas under 30,000 EUR', () => {
    expect(quote('medical', { ...trip, persons: [{ age: 30 }, { age: 82 }] }, 'grawe', ctx)).toMatchObject({
      declined: true,
      reason: 'age-over-limit',
    });
    expect(offer(quote('medical', { ...trip, persons: [{ age: 81 }] }, 'grawe', ctx)).price.minor).toBeGreaterThan(0);
    expect(quote('medical', { ...trip, sumInsured: 10_000 }, 'grawe', ctx)).toMatchObject({
      reason: 'schengen-sum-insured-too-low',
    });
    expect(quote('medical', { ...trip, sumInsured: 10_000, visa: false }, 'grawe', ctx)).toMatchObject({
      declined: false,
    });
  });

  it('prices sports and work by purpose, and declines what an insurer excludes', () => {
    const ski = offer(quote('medical', { ...trip, purpose: 'SKI' }, 'grawe', ctx));
    expect(ski.factors.find((factor) => factor.name === 'K_purpose')?.value).toBe(2);
    expect(ski.factors.find((factor) => factor.name === 'K_sport')?.value).toBe(1.3);
    expect(quote('medical', { ...trip, purpose: 'ADV', sportRisk: 'high' }, 'moldasig', ctx)).toMatchObject({
      reason: 'sport-excluded',
    });
    expect(quote('medical', { ...trip, purpose: 'GSTRB' }, 'moldasig', ctx)).toMatchObject({
      reason: 'purpose-not-covered',
    });
    expect(offer(quote('medical', { ...trip, purpose: 'GSTRB' }, 'grawe', ctx)).factors).toContainEqual(
      expect.objectContaining({ name: 'K_purpose', value: 2.5 }),
    );
  });

  it('shows each insurer’s COVID, dental and pregnancy limits', () => {
    const withCovid = { ...trip, covid: true };
    expect(offer(quote('medical', withCovid, 'moldasig', ctx)).limits.covid).toEqual({
      minor: 500_000,
      currency: 'EUR',
    });
    expect(
      offer(quote('medical', { ...withCovid, zone: 'neighbours', sumInsured: 10_000 }, 'moldasig', ctx)).limits.covid,
    ).toEqual({ minor: 100_000, currency: 'EUR' });
    const donaris = offer(quote('medical', withCovid, 'donaris', ctx)).limits;
    expect([donaris.covid.minor, donaris.covidOutpatient.minor, donaris.covidInpatient.minor]).toEqual([
      400_000, 100_000, 300_000,
    ]);
    expect(offer(quote('medical', withCovid, 'intact', ctx)).limits.covid).toEqual({ minor: 100_000, currency: 'USD' });
    expect(quote('medical', withCovid, 'transelit', ctx)).toMatchObject({ reason: 'covid-not-covered' });

    const dental = (insurer: string) => offer(quote('medical', trip, insurer, ctx)).limits.dentalEmergency;
    expect(dental('acord-grup')).toEqual({ minor: 15_000, currency: 'USD' });
    expect(dental('donaris')).toEqual({ minor: 20_000, currency: 'EUR' });
    expect(dental('moldasig')).toEqual({ minor: 15_000, currency: 'EUR' });
    expect(dental('grawe')).toEqual({ minor: 50_000, currency: 'EUR' });
    expect(offer(quote('medical', trip, 'grawe', ctx)).limits.pregnancyComplications).toEqual({
      minor: 50_000,
      currency: 'EUR',
    });
    expect(offer(quote('medical', trip, 'moldasig', ctx)).limits.pregnancyComplications).toBeUndefined();
  });

  it('counts multi-trip insured days with a 10% loading and is valid for the chosen validity', () => {
    const multi = offer(quote('medical', { ...trip, tripType: 'multi', days: 30, validityDays: 180 }, 'moldasig', ctx));
    expect(multi.factors).toContainEqual(expect.objectContaining({ name: 'multi-trip', value: 1.1 }));
    expect(multi.periodDays).toBe(180);
  });
});
