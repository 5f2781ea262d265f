import { z } from 'zod';
import { money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffDecline } from '../../tariffs/tariff.types';
import { amountText, driverFactor } from '../../tariffs/shared-factors';

/**
 * Each seller's CASCO base rate, a share of the sum insured (domain.md §10 table): CASCO has no
 * loading, the base rate is where the insurers differ.
 */
export const CASCO_BASE_RATES: Readonly<Record<string, number>> = {
  moldasig: 0.04,
  donaris: 0.036,
  grawe: 0.038,
  'acord-grup': 0.042,
  general: 0.045,
  intact: 0.04,
  transelit: 0.05,
};

export const CASCO_DEDUCTIBLES = [0, 1, 2, 5] as const;

export const cascoRiskSchema = z.object({
  /** Market value of the car in MDL. */
  sumInsured: z.number().int().min(10_000).max(20_000_000),
  vehicleAgeYears: z.number().int().min(0).max(60),
  driver: z.object({
    age: z.number().int().min(18).max(120),
    experienceYears: z.number().int().min(0).max(100),
  }),
  /** Percent of the sum insured. */
  deductiblePercent: z
    .number()
    .int()
    .refine((value) => (CASCO_DEDUCTIBLES as readonly number[]).includes(value), 'deductible is 0, 1, 2 or 5%')
    .default(1),
  territory: z.enum(['MD', 'MD_EU']).default('MD'),
  antiTheft: z.boolean().default(false),
  /** No-claims discount earned elsewhere, 0 or 10–40%. */
  noClaimsDiscountPercent: z.number().int().min(0).max(40).default(0),
  instalments: z.union([z.literal(1), z.literal(2), z.literal(4)]).default(1),
});
export type CascoRisk = z.infer<typeof cascoRiskSchema>;

/** Oldest car insured (Moldasig insures cars up to 9 years, domain.md §9). */
export const CASCO_MAX_VEHICLE_AGE = 9;

const DEDUCTIBLE: Record<number, number> = { 0: 1.15, 1: 1.0, 2: 0.92, 5: 0.8 };

/**
 * CASCO (domain.md §10.5): rate = base% × K_vehAge × K_driver × K_deductible × K_territory ×
 * K_antitheft × K_NCD, clamped to the market's 1.5%–6.5%; premium = sum insured × rate.
 */
export function priceCasco(risk: CascoRisk, insurer: string, baseRate: number): PricedRisk | TariffDecline {
  if (risk.vehicleAgeYears > CASCO_MAX_VEHICLE_AGE) {
    return decline('vehicle-too-old', `cars older than ${CASCO_MAX_VEHICLE_AGE} years are not insured`);
  }
  const calc = new TariffCalculation('MDL');
  calc.base('base-rate', baseRate, `${insurer} base rate ${(baseRate * 100).toFixed(1)}% of the value`);
  const age = risk.vehicleAgeYears;
  calc.multiply('K_vehAge', age <= 3 ? 0.9 : age <= 6 ? 1.0 : 1.2, `${age} years old`);
  const driver = driverFactor(risk.driver.age, risk.driver.experienceYears);
  calc.multiply('K_driver', driver.value, driver.note);
  calc.multiply('K_deductible', DEDUCTIBLE[risk.deductiblePercent], `${risk.deductiblePercent}% deductible`);
  calc.multiply(
    'K_territory',
    risk.territory === 'MD' ? 1.0 : 1.15,
    risk.territory === 'MD' ? 'Moldova' : 'Moldova and EU',
  );
  if (risk.antiTheft) calc.multiply('K_antitheft', 0.95, 'GPS or immobiliser');
  if (risk.noClaimsDiscountPercent > 0) {
    const discount = Math.min(40, Math.max(10, risk.noClaimsDiscountPercent));
    calc.multiply('K_NCD', Number((1 - discount / 100).toFixed(2)), `${discount}% no-claims discount`);
  }
  calc.atLeast('market-minimum-rate', 0.015, 'rate at least 1.5%');
  calc.atMost('market-maximum-rate', 0.065, 'rate at most 6.5%');
  calc.multiply('sum-insured', risk.sumInsured, `market value ${amountText(risk.sumInsured, 'lei')}`);
  if (risk.instalments > 1) {
    calc.multiply('instalments', risk.instalments === 2 ? 1.03 : 1.05, `paid in ${risk.instalments} instalments`);
  }
  calc.round(1, 'to whole lei');
  return {
    calc,
    periodDays: 365,
    coverage: {
      territory: risk.territory,
      deductiblePercent: risk.deductiblePercent,
      instalments: risk.instalments,
      valuation: 'market value, depreciation yearly',
    },
    limits: {
      sumInsured: money(risk.sumInsured, 'MDL'),
      deductible: money((risk.sumInsured * risk.deductiblePercent) / 100, 'MDL'),
    },
    extras: [{ code: 'tow-truck', note: 'towing after an insured event' }],
  };
}
