const DAY_MS = 86_400_000;

/** How long after payment an insured who is already abroad waits for cover (spec §4, §9). */
export const ABROAD_WAITING_DAYS = 5;

export interface LiabilityWindow {
  liabilityStart: Date;
  validFrom: Date;
  validTo: Date;
}

/**
 * When cover starts and ends: never before payment (nor before the customer's wish); when the
 * insured is already abroad, not before 5 days after payment. `validTo` is exclusive.
 */
export function liabilityWindow(input: {
  paidAt: Date;
  wish?: Date;
  insuredAbroad: boolean;
  periodDays: number;
}): LiabilityWindow {
  let start = Math.max(input.paidAt.getTime(), input.wish?.getTime() ?? 0);
  if (input.insuredAbroad) start = Math.max(start, input.paidAt.getTime() + ABROAD_WAITING_DAYS * DAY_MS);
  const liabilityStart = new Date(start);
  return { liabilityStart, validFrom: liabilityStart, validTo: new Date(start + input.periodDays * DAY_MS) };
}
