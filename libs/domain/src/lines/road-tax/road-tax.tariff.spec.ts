import { quote } from '../../tariffs/quote';
import { roadTaxLei } from './road-tax.tariff';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

const car = (engineVolume: number) => ({
  kind: 'car' as const,
  electric: false,
  engineVolume,
  authorizedWeightKg: 0,
  seats: 0,
});

describe('road tax (pass-through)', () => {
  it('applies the band rate to the whole engine capacity (domain.md §5 examples)', () => {
    expect(roadTaxLei(car(1598))?.amount).toBe(958.8);
    expect(roadTaxLei(car(2497))?.amount).toBe(2247.3);
    expect(roadTaxLei(car(5200))?.amount).toBe(9360);
  });

  it('uses the fixed amounts for motorcycles, trucks, buses and trailers', () => {
    const kind = (vehicle: object) =>
      roadTaxLei({ kind: 'car', electric: false, engineVolume: 0, authorizedWeightKg: 0, seats: 0, ...vehicle })
        ?.amount;
    expect(kind({ kind: 'motorcycle', engineVolume: 125 })).toBe(300);
    expect(kind({ kind: 'motorcycle', engineVolume: 900 })).toBe(600);
    expect(kind({ kind: 'truck', authorizedWeightKg: 3_500 })).toBe(2250);
    expect(kind({ kind: 'truck', authorizedWeightKg: 18_000 })).toBe(4500);
    expect(kind({ kind: 'bus', seats: 30 })).toBe(4725);
    expect(kind({ kind: 'semitrailer', authorizedWeightKg: 24_000 })).toBe(4500);
    expect(kind({ kind: 'road-tractor' })).toBe(2250);
  });

  it('charges trailers and semitrailers per tonne of authorised weight, the whole weight as domain.md §5 states it', () => {
    const trailer = (kind: 'trailer' | 'semitrailer', authorizedWeightKg: number) =>
      roadTaxLei({ kind, electric: false, engineVolume: 0, authorizedWeightKg, seats: 0 })?.amount;
    expect(trailer('trailer', 1_200)).toBe(324); // 1.2 t × 270
    expect(trailer('trailer', 750)).toBe(202.5);
    expect(trailer('trailer', 2_000)).toBe(540);
    expect(trailer('semitrailer', 18_500)).toBe(4162.5); // 18.5 t × 225
    expect(trailer('semitrailer', 20_000)).toBe(4500);
    expect(trailer('semitrailer', 20_001)).toBe(4500); // over 20 t: per unit
  });

  it('declines an electric vehicle of any kind instead of selling a zero tax', () => {
    for (const kind of ['car', 'motorcycle', 'truck', 'bus'] as const) {
      const vehicle = { kind, electric: true, engineVolume: 0, authorizedWeightKg: 2_000, seats: 4 };
      expect(roadTaxLei(vehicle)).toBeUndefined();
      expect(quote('road-tax', { vehicle }, 'sfs-road-tax', ctx)).toMatchObject({
        declined: true,
        reason: 'road-tax-electric',
      });
    }
  });

  it('passes the tax through and adds the 10-lei service fee', () => {
    const result = offer(quote('road-tax', { vehicle: car(1598) }, 'sfs-road-tax', ctx));
    expect(result.price).toEqual({ minor: 96_880, currency: 'MDL' });
    expect(result.tariffPrice).toEqual({ minor: 96_880, currency: 'MDL' });
    expect(result.factors.at(-1)).toMatchObject({ name: 'service-fee', kind: 'add', value: 10 });
  });

  it('declines exempt vehicles and owners', () => {
    expect(quote('road-tax', { vehicle: { kind: 'agricultural-tractor' } }, 'sfs-road-tax', ctx)).toMatchObject({
      reason: 'road-tax-exempt',
    });
    expect(
      quote('road-tax', { vehicle: car(1598), exemption: 'locomotor-disability' }, 'sfs-road-tax', ctx),
    ).toMatchObject({ reason: 'road-tax-exempt' });
  });

  it('is sold by the state tax service only', () => {
    expect(quote('road-tax', { vehicle: car(1598) }, 'moldasig', ctx)).toMatchObject({ reason: 'product-not-sold' });
  });
});
