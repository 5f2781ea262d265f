import { z } from 'zod';
import { money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffContext, type TariffDecline } from '../../tariffs/tariff.types';
import { MAX_TRAVELLER_AGE, convertToLei, travellerAgeFactor } from '../../tariffs/shared-factors';

export const NON_RESIDENT_SUMS_INSURED = [5_000, 10_000] as const;
export const NON_RESIDENT_PERIODS = [90, 180, 365] as const;

/** Health insurance for non-residents visiting Moldova: a package per sum insured and period. */
export const nonResidentMedicalRiskSchema = z.object({
  sumInsured: z
    .number()
    .int()
    .refine((amount) => (NON_RESIDENT_SUMS_INSURED as readonly number[]).includes(amount), 'not an offered package'),
  periodDays: z
    .number()
    .int()
    .refine((days) => (NON_RESIDENT_PERIODS as readonly number[]).includes(days), 'periods are 3, 6 or 12 months'),
  persons: z
    .array(z.object({ age: z.number().int().min(0).max(120), student: z.boolean().default(false) }))
    .min(1)
    .max(20),
});
export type NonResidentMedicalRisk = z.infer<typeof nonResidentMedicalRiskSchema>;

/** Package prices in EUR (periods from iasig; prices ASSUMPTION, domain.md §10.4). */
const PACKAGES: Record<number, Record<number, number>> = {
  5000: { 90: 25, 180: 45, 365: 80 },
  10000: { 90: 35, 180: 60, 365: 110 },
};

/** Non-resident medical (domain.md §10.4): package × Σ (K_age × student 0.9) × L_insurer. */
export function priceNonResidentMedical(
  risk: NonResidentMedicalRisk,
  insurer: string,
  loading: number,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  const factors = risk.persons.map((person) => {
    const age = travellerAgeFactor(person.age);
    return { person, factor: age === undefined ? undefined : age * (person.student ? 0.9 : 1) };
  });
  if (factors.some((entry) => entry.factor === undefined)) {
    return decline('age-over-limit', `persons older than ${MAX_TRAVELLER_AGE} are not insured`);
  }
  const calc = new TariffCalculation('EUR');
  calc.base(
    'package',
    PACKAGES[risk.sumInsured][risk.periodDays],
    `${risk.sumInsured} EUR for ${risk.periodDays / 30 > 11 ? 12 : risk.periodDays / 30} months`,
  );
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  const sum = factors.reduce((total, entry) => total + (entry.factor ?? 0), 0);
  calc.multiply(
    'K_age',
    Number(sum.toFixed(6)),
    `sum over ${risk.persons.length} person(s): ${factors
      .map((entry) => `${entry.person.age} y${entry.person.student ? ' student' : ''} → ${entry.factor}`)
      .join(', ')}`,
  );
  convertToLei(calc, ctx);
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: { territory: 'MD', persons: risk.persons.length, sumInsured: risk.sumInsured },
    limits: { medicalExpenses: money(risk.sumInsured, 'EUR') },
    extras: [{ code: 'residence-permit-compliant', note: 'accepted for a residence permit application' }],
  };
}
