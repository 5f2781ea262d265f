import { localized } from '@asiguro/i18n';
import type { FieldOption } from '../option';

/**
 * Insurance periods in days (spec §9): 15 days, then 1–12 months as 30-day steps, 12 months
 * being 365 days. Labelled "15 days" and "1 month" … "12 months".
 */
export const VALIDITY_DAYS = [15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 365] as const;
export type ValidityDays = (typeof VALIDITY_DAYS)[number];

/** Months a period stands for (0 for the 15-day period). */
export function validityMonths(days: number): number {
  return days >= 365 ? 12 : Math.floor(days / 30);
}

/** The label of a period: "15 zile", "1 lună", "12 luni". */
export function validityOption<const D extends number>(days: D): FieldOption<D> {
  const months = validityMonths(days);
  return {
    value: days,
    label:
      months === 0 || (days % 30 !== 0 && days !== 365)
        ? localized('common.duration.days', { count: days })
        : localized('common.duration.months', { count: months }),
  };
}

/** Options for a list of periods in days. */
export function validityOptions<const D extends number>(days: readonly D[]): FieldOption<D>[] {
  return days.map((value) => validityOption(value));
}

/** Every period, 15 days to 12 months (Green Card, real estate). */
export const VALIDITY_OPTIONS = validityOptions(VALIDITY_DAYS);
/** Periods from one month (RCA for Moldovan vehicles has no 15-day term; domain.md §10.1). */
export const MONTHLY_VALIDITY_OPTIONS = validityOptions(VALIDITY_DAYS.filter((days) => days >= 30));
