import { z } from 'zod';
import { money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { type TariffContext, type TariffDecline } from '../../tariffs/tariff.types';
import { convertToLei } from '../../tariffs/shared-factors';

export const baggageRiskSchema = z.object({
  /** Flight segments (one per flight number). */
  segments: z.number().int().min(1).max(12),
  bags: z.number().int().min(1).max(10),
  /** How long the cover lasts around the flights (ASSUMPTION: 30 days). */
  periodDays: z.number().int().min(1).max(90).default(30),
});
export type BaggageRisk = z.infer<typeof baggageRiskSchema>;

/** Baggage (domain.md §10.7): per segment 4.00 EUR for the first bag and 3.00 EUR per further bag, × L_insurer. */
export function priceBaggage(
  risk: BaggageRisk,
  insurer: string,
  loading: number,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  const calc = new TariffCalculation('EUR');
  const perSegment = 4 + 3 * (risk.bags - 1);
  calc.base(
    'per-segment',
    perSegment,
    `4.00 EUR first bag${risk.bags > 1 ? ` + ${risk.bags - 1} × 3.00 EUR` : ''} per flight segment`,
  );
  calc.multiply('segments', risk.segments, 'flight segments');
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  convertToLei(calc, ctx);
  return {
    calc,
    periodDays: risk.periodDays,
    coverage: { segments: risk.segments, bags: risk.bags, delayThresholdHours: 12 },
    limits: { lossPerBag: money(500, 'EUR'), delayOver12h: money(100, 'EUR') },
    extras: [],
  };
}
