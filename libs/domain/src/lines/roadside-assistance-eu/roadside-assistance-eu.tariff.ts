import { z } from 'zod';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffContext, type TariffDecline } from '../../tariffs/tariff.types';
import { convertToLei } from '../../tariffs/shared-factors';

export const ROADSIDE_PERIODS = [15, 30, 90, 365] as const;

export const roadsideAssistanceRiskSchema = z.object({
  coverage: z.enum(['RO', 'RO_EU']),
  periodDays: z
    .number()
    .int()
    .refine((days) => (ROADSIDE_PERIODS as readonly number[]).includes(days), 'periods are 15, 30, 90 or 365 days'),
  vehicle: z.object({
    category: z.string().min(1),
    seats: z.number().int().min(1).max(150),
    standingPlaces: z.boolean().default(false),
    technicalInspectionValid: z.boolean(),
    ageYears: z.number().int().min(0).max(80),
  }),
});
export type RoadsideAssistanceRisk = z.infer<typeof roadsideAssistanceRiskSchema>;

const PRICES: Record<RoadsideAssistanceRisk['coverage'], Record<number, number>> = {
  RO: { 15: 8, 30: 12, 90: 20, 365: 35 },
  RO_EU: { 15: 15, 30: 22, 90: 40, 365: 70 },
};

/**
 * Roadside assistance in Romania / Romania + EU (domain.md §10.8): EUR table × L_insurer, × 1.2
 * for vehicles over 15 years; only M1 cars with at most 9 seats, no standing places and a valid
 * technical inspection (spec §5).
 */
export function priceRoadsideAssistance(
  risk: RoadsideAssistanceRisk,
  insurer: string,
  loading: number,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  const { vehicle } = risk;
  if (vehicle.category !== 'M1' || vehicle.seats > 9 || vehicle.standingPlaces || !vehicle.technicalInspectionValid) {
    return decline(
      'road-assistance-eligibility',
      'a passenger vehicle up to 9 seats with a valid technical inspection is required',
    );
  }
  const calc = new TariffCalculation('EUR');
  calc.base('tariff', PRICES[risk.coverage][risk.periodDays], `${risk.coverage}, ${risk.periodDays} days`);
  if (vehicle.ageYears > 15) calc.multiply('K_vehAge', 1.2, `vehicle ${vehicle.ageYears} years old`);
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  convertToLei(calc, ctx);
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: { territory: risk.coverage, towingKm: risk.coverage === 'RO' ? 50 : 100 },
    limits: {},
    extras: [{ code: 'hotline-24-7', note: 'assistance hotline in Romanian and Russian' }],
  };
}
