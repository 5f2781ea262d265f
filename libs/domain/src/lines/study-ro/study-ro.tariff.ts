import { z } from 'zod';
import { money } from '../../money/money';
import { convertToLei } from '../../tariffs/shared-factors';
import { TariffCalculation, type PricedRisk } from '../../tariffs/tariff-calculation';
import { decline, type TariffContext, type TariffDecline } from '../../tariffs/tariff.types';
import { STUDY_MONTHS } from './study-ro.options';

/** Students are insured up to this age (ASSUMPTION: doctoral students included). */
export const MAX_STUDENT_AGE = 40;

/** EUR per student and month of study, per sum insured (ASSUMPTION, in line with travel cover's rates). */
export const MONTHLY_RATE_EUR: Readonly<Record<number, number>> = { 10000: 9, 30000: 14 };

export const studyRoRiskSchema = z.object({
  sumInsured: z
    .number()
    .int()
    .refine((amount) => amount in MONTHLY_RATE_EUR, 'not an offered sum insured'),
  months: z
    .number()
    .int()
    .refine((months) => (STUDY_MONTHS as readonly number[]).includes(months), '1 to 12 months'),
  /** The calendar days the months give from the start date (the last inclusive). */
  periodDays: z.number().int().min(28).max(366),
  persons: z
    .array(z.object({ age: z.number().int().min(0).max(120) }))
    .min(1)
    .max(20),
});
export type StudyRoRisk = z.infer<typeof studyRoRiskSchema>;

/** Study in Romania: monthly rate × months × students × L_insurer, in EUR, converted to lei. */
export function priceStudyRo(
  risk: StudyRoRisk,
  insurer: string,
  loading: number,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  if (risk.persons.some((person) => person.age > MAX_STUDENT_AGE)) {
    return decline('age-over-limit', `students older than ${MAX_STUDENT_AGE} are not insured`);
  }
  const calc = new TariffCalculation('EUR');
  calc.base('monthly-rate', MONTHLY_RATE_EUR[risk.sumInsured], `${risk.sumInsured} EUR sum insured, per month`);
  calc.multiply('months', risk.months, `${risk.months} month(s) of study`);
  calc.multiply('persons', risk.persons.length, `${risk.persons.length} student(s)`);
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  convertToLei(calc, ctx);
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: { territory: 'RO', persons: risk.persons.length, sumInsured: risk.sumInsured, months: risk.months },
    limits: { medicalExpenses: money(risk.sumInsured, 'EUR') },
    extras: [
      { code: 'residence-permit-compliant', note: 'accepted by Romanian universities and for a residence permit' },
    ],
  };
}
