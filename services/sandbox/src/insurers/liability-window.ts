import { addCalendarDays, chisinauDayOf, chisinauMidnight, endOfCover, type CalendarDay } from '@asiguro/domain';

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
 * insured is already abroad, not before 5 days after payment. `validTo` is exclusive and counted
 * in Chișinău calendar days: a cover from midnight ends at midnight `periodDays` days later (not
 * 24-hour days, which slide by an hour across a clock change); a cover from 14:35 ends at 14:35.
 * A state issuer's certificate (a vignette) may state its own last day (`lastDay`).
 */
export function liabilityWindow(input: {
  paidAt: Date;
  wish?: Date;
  insuredAbroad: boolean;
  periodDays: number;
  lastDay?: CalendarDay;
}): LiabilityWindow {
  let start = Math.max(input.paidAt.getTime(), input.wish?.getTime() ?? 0);
  if (input.insuredAbroad) start = Math.max(start, input.paidAt.getTime() + ABROAD_WAITING_DAYS * DAY_MS);
  const liabilityStart = new Date(start);
  const firstDay = chisinauDayOf(liabilityStart);
  const sinceMidnight = start - chisinauMidnight(firstDay).getTime();
  const validTo = input.lastDay
    ? endOfCover(input.lastDay)
    : new Date(chisinauMidnight(addCalendarDays(firstDay, input.periodDays)).getTime() + sinceMidnight);
  return { liabilityStart, validFrom: liabilityStart, validTo };
}
