import { z } from 'zod';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffDecline } from '../../tariffs/tariff.types';
import { addServiceFee, amountText } from '../../tariffs/shared-factors';

/** How long a road tax paid today covers the vehicle, as its issuer is asked to state it. */
export const ROAD_TAX_PERIOD_DAYS = 365;

export const ROAD_TAX_VEHICLE_KINDS = [
  'car',
  'motorcycle',
  'trailer',
  'semitrailer',
  'road-tractor',
  'truck',
  'bus',
  'agricultural-tractor',
  'trolleybus',
] as const;

export const roadTaxRiskSchema = z.object({
  vehicle: z.object({
    kind: z.enum(ROAD_TAX_VEHICLE_KINDS),
    electric: z.boolean().default(false),
    engineVolume: z.number().int().min(0).max(30_000).default(0),
    authorizedWeightKg: z.number().int().min(0).max(100_000).default(0),
    /** Seats without the driver (buses). */
    seats: z.number().int().min(0).max(150).default(0),
  }),
  /** Exemptions of the Tax Code (locomotor disability, IT-park resident). */
  exemption: z.enum(['none', 'locomotor-disability', 'it-park']).default('none'),
});
export type RoadTaxRisk = z.infer<typeof roadTaxRiskSchema>;

const CAR_BANDS: [number, number][] = [
  [2000, 0.6],
  [3000, 0.9],
  [4000, 1.2],
  [5000, 1.5],
];

/** An amount of lei to the ban. */
const lei = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The annual road tax in lei under the Tax Code rates of domain.md §5, or undefined when none is
 * due: exempt kinds (agricultural tractors, trolleybuses) and electric vehicles, to which the road
 * tax does not apply (State Tax Service). Rates by quantity apply to the whole quantity, as
 * domain.md states them: a car's band rate × its whole capacity in cm³, a trailer's 270 lei and a
 * semitrailer's 225 lei × its authorised weight in tonnes (1,200 kg → 1.2 t → 324 lei).
 */
export function roadTaxLei(vehicle: RoadTaxRisk['vehicle']): { amount: number; note: string } | undefined {
  if (vehicle.electric) return undefined;
  const t = vehicle.authorizedWeightKg / 1000;
  switch (vehicle.kind) {
    case 'car': {
      const rate = CAR_BANDS.find(([limit]) => vehicle.engineVolume <= limit)?.[1] ?? 1.8;
      return {
        amount: lei(vehicle.engineVolume * rate),
        note: `${amountText(vehicle.engineVolume)} cm³ × ${rate} lei`,
      };
    }
    case 'motorcycle':
      return vehicle.engineVolume <= 500
        ? { amount: 300, note: 'motorcycle ≤ 500 cm³' }
        : { amount: 600, note: 'motorcycle > 500 cm³' };
    case 'trailer':
      return { amount: lei(270 * t), note: `trailer, ${amountText(t)} t × 270 lei` };
    case 'semitrailer':
      return t > 20
        ? { amount: 4500, note: 'semitrailer over 20 t' }
        : { amount: lei(225 * t), note: `semitrailer, ${amountText(t)} t × 225 lei` };
    case 'road-tractor':
      return { amount: 2250, note: 'road tractor' };
    case 'truck':
      if (t <= 1.6) return { amount: 1200, note: 'truck ≤ 1.6 t' };
      if (t <= 5) return { amount: 2250, note: 'truck 1.6–5 t' };
      if (t <= 10) return { amount: 3000, note: 'truck 5–10 t' };
      return { amount: 4500, note: 'truck > 10 t' };
    case 'bus': {
      const seats = vehicle.seats;
      if (seats <= 11) return { amount: 2925, note: 'bus ≤ 11 seats' };
      if (seats <= 17) return { amount: 3600, note: 'bus 12–17 seats' };
      if (seats <= 24) return { amount: 4275, note: 'bus 18–24 seats' };
      if (seats <= 40) return { amount: 4725, note: 'bus 25–40 seats' };
      return { amount: 5400, note: 'bus > 40 seats' };
    }
    case 'agricultural-tractor':
    case 'trolleybus':
      return undefined;
  }
}

/** Road tax (domain.md §5, §10.9): the official tax passed through, plus a flat 10-lei service fee. */
export function priceRoadTax(risk: RoadTaxRisk): PricedRisk | TariffDecline {
  if (risk.vehicle.electric) {
    return decline('road-tax-electric', 'the road tax does not apply to electric vehicles (State Tax Service)');
  }
  const tax = roadTaxLei(risk.vehicle);
  if (risk.exemption !== 'none' || tax === undefined) {
    return decline('road-tax-exempt', 'this vehicle or owner does not pay road tax');
  }
  const calc = new TariffCalculation('MDL');
  calc.base('road-tax', tax.amount, `Tax Code: ${tax.note}`);
  calc.round(0.01, 'to the ban (MDL)');
  addServiceFee(calc, 'road-tax');
  return {
    calc,
    periodDays: ROAD_TAX_PERIOD_DAYS,
    coverage: { kind: risk.vehicle.kind, year: 'current fiscal year' },
    limits: {},
    extras: [{ code: 'payment-confirmation', note: 'SFS payment confirmation for the technical inspection' }],
  };
}
