import { z } from 'zod';
import { money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffDecline } from '../../tariffs/tariff.types';
import { periodFactor } from '../../tariffs/shared-factors';

/**
 * ASSUMPTION throughout: no market source was found for personal mobility. A small invented
 * tariff: personal accident of the rider plus liability towards others, per vehicle kind.
 */
export const MOBILITY_VEHICLES = ['bicycle', 'e-bike', 'e-scooter'] as const;

export const mobilityRiskSchema = z.object({
  vehicle: z.enum(MOBILITY_VEHICLES),
  package: z.enum(['basic', 'extended']).default('basic'),
  riderAge: z.number().int().min(0).max(120),
  periodDays: z.number().int().min(30).max(365),
});
export type MobilityRisk = z.infer<typeof mobilityRiskSchema>;

const ANNUAL_BASE: Record<MobilityRisk['vehicle'], number> = { bicycle: 240, 'e-bike': 360, 'e-scooter': 480 };
const PACKAGES = {
  basic: { factor: 1.0, accident: 20_000, liability: 10_000 },
  extended: { factor: 1.6, accident: 50_000, liability: 30_000 },
};
export const MOBILITY_MINIMUM_LEI = 50;

/** Mobility (ASSUMPTION): annual base × package × rider age × K_period × L_insurer, at least 50 lei. */
export function priceMobility(risk: MobilityRisk, insurer: string, loading: number): PricedRisk | TariffDecline {
  if (risk.riderAge < 14) return decline('age-under-limit', 'riders under 14 are not insured');
  if (risk.riderAge > 75) return decline('age-over-limit', 'riders over 75 are not insured');
  const pack = PACKAGES[risk.package];
  const calc = new TariffCalculation('MDL');
  calc.base('annual-base', ANNUAL_BASE[risk.vehicle], `${risk.vehicle}, 12 months`);
  calc.multiply('K_package', pack.factor, `${risk.package} package`);
  const ageFactor = risk.riderAge < 18 ? 1.3 : risk.riderAge >= 65 ? 1.25 : 1.0;
  calc.multiply('K_age', ageFactor, `rider ${risk.riderAge} years old`);
  const period = periodFactor(risk.periodDays);
  calc.multiply('K_period', period.value, period.note);
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  calc.atLeast('minimum-premium', MOBILITY_MINIMUM_LEI, `at least ${MOBILITY_MINIMUM_LEI} lei`);
  calc.round(1, 'to whole lei');
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: { vehicle: risk.vehicle, package: risk.package, territory: 'MD' },
    limits: {
      personalAccident: money(pack.accident, 'MDL'),
      thirdPartyLiability: money(pack.liability, 'MDL'),
    },
    extras: [],
  };
}
