import { z } from 'zod';
import { money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { type TariffDecline } from '../../tariffs/tariff.types';
import { amountText, periodFactor } from '../../tariffs/shared-factors';

export const PROPERTY_TYPES = ['building', 'rooms', 'terrain'] as const;
export const MORTGAGE_BENEFICIARIES = ['MICB', 'MAIB', 'VICTORIABANK', 'other'] as const;

export const realEstateRiskSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES),
  /** MV market value or RC replacement cost. */
  basis: z.enum(['MV', 'RC']),
  /** The chosen value (market value or replacement cost) in MDL. */
  sumInsured: z.number().int().min(1_000).max(200_000_000),
  periodDays: z.number().int().min(15).max(365),
  beneficiary: z.enum(MORTGAGE_BENEFICIARIES),
});
export type RealEstateRisk = z.infer<typeof realEstateRiskSchema>;

const ANNUAL_RATE: Record<RealEstateRisk['propertyType'], number> = {
  rooms: 0.0012,
  building: 0.0018,
  terrain: 0.0005,
};

/** Smallest property premium (domain.md §10.6). */
export const REAL_ESTATE_MINIMUM_LEI = 150;

/**
 * Mortgage / property (domain.md §10.6): sum insured × annual rate × K_basis × K_period ×
 * L_insurer, at least 150 lei; deductible 1% for damage and 5% for total loss and fire.
 */
export function priceRealEstate(risk: RealEstateRisk, insurer: string, loading: number): PricedRisk | TariffDecline {
  const calc = new TariffCalculation('MDL');
  calc.base('sum-insured', risk.sumInsured, `${risk.basis === 'MV' ? 'market value' : 'replacement cost'}`);
  const rate = ANNUAL_RATE[risk.propertyType];
  calc.multiply('annual-rate', rate, `${risk.propertyType}: ${(rate * 100).toFixed(2)}% a year`);
  calc.multiply('K_basis', risk.basis === 'MV' ? 1.0 : 1.1, risk.basis === 'MV' ? 'market value' : 'replacement cost');
  const period = periodFactor(risk.periodDays);
  calc.multiply('K_period', period.value, period.note);
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  calc.atLeast('minimum-premium', REAL_ESTATE_MINIMUM_LEI, `at least ${REAL_ESTATE_MINIMUM_LEI} lei`);
  calc.round(1, 'to whole lei');
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: {
      propertyType: risk.propertyType,
      basis: risk.basis,
      beneficiary: risk.beneficiary,
      deductibleDamagePercent: 1,
      deductibleTotalLossPercent: 5,
    },
    limits: {
      sumInsured: money(risk.sumInsured, 'MDL'),
      deductibleDamage: money(risk.sumInsured * 0.01, 'MDL'),
      deductibleTotalLossAndFire: money(risk.sumInsured * 0.05, 'MDL'),
    },
    extras: [
      {
        code: 'bank-beneficiary',
        note: `claims paid to ${risk.beneficiary === 'other' ? 'the named beneficiary' : risk.beneficiary} (${amountText(risk.sumInsured, 'lei')})`,
      },
    ],
  };
}
