import { z } from 'zod';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffContext, type TariffDecline } from '../../tariffs/tariff.types';
import { amountText, convertToLei } from '../../tariffs/shared-factors';

export const GREEN_CARD_ZONES = ['CL', 'CA'] as const;
export const GREEN_CARD_CLASSES = ['A', 'C1', 'C2', 'E1', 'E2'] as const;
/** The periods on sale: 15 days, then 1 to 12 months (spec §9). */
export const GREEN_CARD_PERIODS = [15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 365] as const;

export const greenCardRiskSchema = z.object({
  zone: z.enum(GREEN_CARD_ZONES),
  vehicleClass: z.enum(GREEN_CARD_CLASSES),
  periodDays: z
    .number()
    .int()
    .refine((days) => (GREEN_CARD_PERIODS as readonly number[]).includes(days), 'not a Green Card period'),
  /** A towed trailer gets its own card at 10% of the towing vehicle's premium. */
  trailer: z.boolean().default(false),
  /** Only vehicles registered in Moldova with a permanent certificate are eligible. */
  registrationCountry: z.string().length(2).default('MD'),
  provisionalCertificate: z.boolean().default(false),
});
export type GreenCardRisk = z.infer<typeof greenCardRiskSchema>;

/** GC12: the 12-month reference in EUR (domain.md §10.2; CA columns relabelled monotone, ASSUMPTION). */
const GC12: Record<GreenCardRisk['zone'], Record<GreenCardRisk['vehicleClass'], number>> = {
  CL: { A: 21.0, C1: 54.0, C2: 90.0, E1: 51.0, E2: 90.0 },
  CA: { A: 359.1, C1: 1026.0, C2: 1539.0, E1: 718.2, E2: 1539.0 },
};

const DAY_STEPS = [15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300];
const K_DAYS: Record<GreenCardRisk['zone'], number[]> = {
  CL: [0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 1.0],
  CA: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 1.0],
};

/** K_days of domain.md §10.2 (iasig ratios): 300–365 days cost a full year. */
export function greenCardDaysFactor(zone: GreenCardRisk['zone'], days: number): number {
  let index = 0;
  DAY_STEPS.forEach((step, position) => {
    if (days >= step) index = position;
  });
  return K_DAYS[zone][index];
}

/**
 * Green Card (domain.md §10.2): GC12 × K_days × L_insurer, never below the reference, rounded to
 * 0.01 EUR; a trailer adds 10%; paid in lei at the official rate of the day.
 */
export function priceGreenCard(
  risk: GreenCardRisk,
  insurer: string,
  loading: number,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  if (risk.registrationCountry.toUpperCase() !== 'MD' || risk.provisionalCertificate) {
    return decline('not-eligible', 'Green Card only for vehicles with a permanent Moldovan registration');
  }
  const calc = new TariffCalculation('EUR');
  calc.base(
    'GC12',
    GC12[risk.zone][risk.vehicleClass],
    `12-month reference, zone ${risk.zone}, class ${risk.vehicleClass}`,
  );
  calc.multiply('K_days', greenCardDaysFactor(risk.zone, risk.periodDays), `${risk.periodDays} days`);
  const reference = calc.value;
  calc.multiply('L_insurer', loading, `${insurer} loading on the reference`);
  calc.atLeast('reference-floor', reference, `NBM reference ${amountText(reference, 'EUR')} is the minimum`);
  calc.round(0.01, 'to the cent (EUR)');
  if (risk.trailer) calc.multiply('trailer', 1.1, "trailer card: 10% of the towing vehicle's premium");
  convertToLei(calc, ctx);
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: {
      zone: risk.zone,
      territory: risk.zone === 'CL' ? 'Ukraine' : 'all Green Card system members',
      vehicleClass: risk.vehicleClass,
      trailer: risk.trailer,
      digital: true,
      limits: 'legal minimums of the visited country',
    },
    // A Green Card covers the legal minimums of the country visited, not a fixed amount.
    limits: {},
    extras: [{ code: 'digital-green-card', note: 'digital card accepted since 1 Jan 2025' }],
  };
}
