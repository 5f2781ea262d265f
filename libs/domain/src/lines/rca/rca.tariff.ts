import { z } from 'zod';
import { money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffDecline } from '../../tariffs/tariff.types';
import { amountText, driverFactor, periodFactor } from '../../tariffs/shared-factors';
import { bonusMalusClassSchema, type BonusMalusClass } from '../../tariffs/bonus-malus-class';

export const RCA_VEHICLE_CATEGORIES = ['car', 'motorcycle', 'truck', 'bus', 'tractor', 'trailer'] as const;
export const RCA_ENGINE_TYPES = [
  'petrol',
  'diesel',
  'electric',
  'petrol-lpg',
  'petrol-cng',
  'hybrid-petrol',
  'hybrid-diesel',
] as const;
export const RCA_OPERATING_MODES = [
  'normal',
  'public-transport',
  'public-transport-interurban',
  'taxi',
  'rent',
] as const;

/** Zone A of the RCA tariff: Chișinău and six districts around it (domain.md §2.2); the rest is zone B. */
export const RCA_ZONE_A_PLACES = ['Chișinău', 'Hîncești', 'Orhei', 'Strășeni', 'Ialoveni', 'Anenii Noi', 'Criuleni'];

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(mun\.|municipiul|r-nul|raionul|or\.)\s*/, '')
    .trim();
}

/** The RCA zone of a place of registration ("Chișinău", "mun. Chisinau", "Orhei" → A; others → B). */
export function rcaZoneOf(place: string): 'A' | 'B' {
  const folded = fold(place);
  return RCA_ZONE_A_PLACES.some((zonePlace) => fold(zonePlace) === folded) ? 'A' : 'B';
}

export { bonusMalusClassSchema, type BonusMalusClass };

/** Normalised RCA risk: what the vehicle registry and the customer's answers boil down to. */
export const rcaRiskSchema = z
  .object({
    vehicle: z.object({
      category: z.enum(RCA_VEHICLE_CATEGORIES),
      engineType: z.enum(RCA_ENGINE_TYPES).default('petrol'),
      /** cm³; 0 for an electric vehicle. */
      engineVolume: z.number().int().min(0).max(30_000).default(0),
      /** Seats including the driver (buses). */
      seats: z.number().int().min(1).max(150).optional(),
      /** Authorised total weight in kg (trucks, trailers). */
      authorizedWeightKg: z.number().int().min(1).max(100_000).optional(),
      /** Engine power in HP (tractors). */
      powerHp: z.number().int().min(1).max(2_000).optional(),
    }),
    zone: z.enum(['A', 'B']),
    owner: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('individual'),
        age: z.number().int().min(16).max(120),
        experienceYears: z.number().int().min(0).max(100),
      }),
      z.object({ type: z.literal('company') }),
    ]),
    operatingMode: z.enum(RCA_OPERATING_MODES).default('normal'),
    periodDays: z.number().int().min(15).max(365),
    /** Foreign-registered vehicles may buy 15-day RCA; others need at least 30 days. */
    foreignRegistered: z.boolean().default(false),
    bonusMalusClass: bonusMalusClassSchema.default(7),
  })
  .superRefine((risk, ctx) => {
    const { category, seats, authorizedWeightKg, powerHp } = risk.vehicle;
    const need = (present: unknown, field: string) => {
      if (present === undefined) ctx.addIssue({ code: 'custom', path: ['vehicle', field], message: 'required' });
    };
    if (category === 'truck' || category === 'trailer') need(authorizedWeightKg, 'authorizedWeightKg');
    if (category === 'bus') need(seats, 'seats');
    if (category === 'tractor') need(powerHp, 'powerHp');
  });
export type RcaRisk = z.infer<typeof rcaRiskSchema>;

/** The 2022 base premium (source: infomarket 295480). */
export const RCA_BASE_PREMIUM_LEI = 1350;

/** K_vehicle of domain.md §10.1 (ASSUMPTION values, electric calibrated on the Nov-2025 NBM example). */
export function rcaVehicleFactor(vehicle: RcaRisk['vehicle']): { value: number; note: string } {
  const { category, engineVolume: cc } = vehicle;
  switch (category) {
    case 'car': {
      if (vehicle.engineType === 'electric') return { value: 2.03, note: 'M1 car, electric' };
      const bands: [number, number, string][] = [
        [1200, 0.9, '≤ 1,200 cm³'],
        [1600, 1.0, '1,201–1,600 cm³'],
        [2000, 1.3, '1,601–2,000 cm³'],
        [2400, 1.5, '2,001–2,400 cm³'],
        [3000, 1.75, '2,401–3,000 cm³'],
      ];
      const band = bands.find(([limit]) => cc <= limit);
      return band ? { value: band[1], note: `M1 car, ${band[2]}` } : { value: 2.1, note: 'M1 car, > 3,000 cm³' };
    }
    case 'motorcycle':
      return cc <= 300 ? { value: 0.35, note: 'motorcycle ≤ 300 cm³' } : { value: 0.6, note: 'motorcycle > 300 cm³' };
    case 'truck': {
      const kg = vehicle.authorizedWeightKg ?? 0;
      if (kg <= 3500) return { value: 1.6, note: 'truck N1 ≤ 3.5 t' };
      if (kg <= 12000) return { value: 2.3, note: 'truck N2 3.5–12 t' };
      return { value: 3.0, note: 'truck N3 > 12 t' };
    }
    case 'bus': {
      const seats = vehicle.seats ?? 0;
      if (seats <= 17) return { value: 1.8, note: 'bus ≤ 17 seats' };
      if (seats <= 30) return { value: 2.6, note: 'bus 18–30 seats' };
      return { value: 3.2, note: 'bus > 30 seats' };
    }
    case 'tractor': {
      const hp = vehicle.powerHp ?? 0;
      if (hp <= 45) return { value: 0.4, note: 'tractor ≤ 45 HP' };
      if (hp <= 100) return { value: 0.55, note: 'tractor 46–100 HP' };
      return { value: 0.75, note: 'tractor > 100 HP' };
    }
    case 'trailer':
      return (vehicle.authorizedWeightKg ?? 0) <= 750
        ? { value: 0.1, note: 'light trailer ≤ 750 kg' }
        : { value: 0.3, note: 'heavy trailer / semitrailer' };
  }
}

const USAGE: Record<RcaRisk['operatingMode'], number> = {
  normal: 1.0,
  rent: 1.5,
  taxi: 2.4,
  'public-transport': 2.2,
  'public-transport-interurban': 2.0,
};

const BONUS_MALUS: Record<string, number> = {
  M: 2.45,
  1: 2.0,
  2: 1.8,
  3: 1.6,
  4: 1.45,
  5: 1.3,
  6: 1.15,
  7: 1.0,
  8: 0.95,
  9: 0.9,
  10: 0.85,
  11: 0.8,
  12: 0.75,
  13: 0.7,
  14: 0.65,
  15: 0.6,
  16: 0.55,
  17: 0.5,
};

/** K_BM per class (omnis.md for 5–17; classes 1–4 and M are ASSUMPTION, domain.md §10.1). */
export function bonusMalusFactor(bonusMalusClass: BonusMalusClass): number {
  return BONUS_MALUS[String(bonusMalusClass)];
}

/**
 * Insurers' own adjustments on top of their loading (ASSUMPTION). Discounts may fall below the
 * NBM reference, which is a minimum: the floor then takes over.
 */
function insurerAdjustments(insurer: string, risk: RcaRisk): { name: string; value: number; note: string }[] {
  const { owner } = risk;
  switch (insurer) {
    case 'transelit':
      return owner.type === 'individual' && owner.experienceYears >= 10
        ? [{ name: 'experienced-driver-discount', value: 0.92, note: 'Transelit: 10+ years of experience' }]
        : [];
    case 'general':
      return owner.type === 'company'
        ? [{ name: 'fleet-discount', value: 0.95, note: 'General Asigurări: legal-entity owner' }]
        : [];
    case 'grawe':
      return owner.type === 'individual' && owner.age < 23
        ? [{ name: 'young-driver-surcharge', value: 1.1, note: 'Grawe Carat: driver under 23' }]
        : [];
    case 'asterra':
      return risk.zone === 'B'
        ? [{ name: 'regional-discount', value: 0.97, note: 'Asterra: registration outside zone A' }]
        : [];
    default:
      return [];
  }
}

/**
 * RCA (domain.md §10.1): ref = BASE × K_vehicle × K_zone × K_owner × K_driver × K_usage × K_period;
 * price = max(ref × L_insurer × adjustments, ref) × K_BM, rounded to whole lei. Bonus-malus comes
 * after the floor, as the NBM describes.
 */
export function priceRca(risk: RcaRisk, insurer: string, loading: number): PricedRisk | TariffDecline {
  if (risk.periodDays < 30 && !risk.foreignRegistered) {
    return decline('period-too-short', 'RCA runs at least 30 days; 15 days only for foreign-registered vehicles');
  }
  const calc = new TariffCalculation('MDL');
  calc.base('base-premium', RCA_BASE_PREMIUM_LEI, 'NBM base premium, 12 months (2022)');
  const vehicle = rcaVehicleFactor(risk.vehicle);
  calc.multiply('K_vehicle', vehicle.value, vehicle.note);
  calc.multiply(
    'K_zone',
    risk.zone === 'A' ? 1.0 : 0.7,
    risk.zone === 'A' ? 'zone A: Chișinău and nearby districts' : 'zone B',
  );
  calc.multiply(
    'K_owner',
    risk.owner.type === 'company' ? 1.2 : 1.0,
    risk.owner.type === 'company' ? 'legal entity' : 'individual',
  );
  const driver =
    risk.owner.type === 'individual'
      ? driverFactor(risk.owner.age, risk.owner.experienceYears)
      : { value: 1.0, note: 'legal entity: any driver' };
  calc.multiply('K_driver', driver.value, driver.note);
  calc.multiply('K_usage', USAGE[risk.operatingMode], risk.operatingMode);
  const period = periodFactor(risk.periodDays);
  calc.multiply('K_period', period.value, period.note);
  const reference = calc.value;
  calc.multiply('L_insurer', loading, `${insurer} loading on the reference`);
  for (const adjustment of insurerAdjustments(insurer, risk)) {
    calc.multiply(adjustment.name, adjustment.value, adjustment.note);
  }
  const floored = calc.value < reference;
  calc.atLeast(
    'reference-floor',
    reference,
    `NBM reference ${amountText(reference, 'lei')} is the minimum${floored ? ' (applied)' : ''}`,
  );
  const bm = bonusMalusFactor(risk.bonusMalusClass);
  calc.multiply('K_BM', bm, `bonus-malus class ${risk.bonusMalusClass}`);
  calc.round(1, 'to whole lei');
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: {
      zone: risk.zone,
      operatingMode: risk.operatingMode,
      bonusMalusClass: String(risk.bonusMalusClass),
      drivers: 'unlimited',
      territory: 'MD',
    },
    limits: {
      propertyDamagePerAccident: money(100_000, 'EUR'),
      bodilyInjuryPerPerson: money(100_000, 'EUR'),
      bodilyInjuryPerAccident: money(500_000, 'EUR'),
      moralDamagePerPerson: money(5_000, 'EUR'),
      moralDamagePerAccident: money(10_000, 'EUR'),
      amicableSettlement: money(15_000, 'MDL'),
    },
    extras: [
      { code: 'amicable-settlement-form', note: 'blank amicable accident report' },
      { code: 'rca-data-registration', note: 'registered in RCA Data on issue' },
    ],
  };
}
