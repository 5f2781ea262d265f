import { localized } from '@asiguro/i18n';
import type { FieldOption } from '../option';

/**
 * Insurance periods in days (spec §9): 15 days, then 1–11 months as 30-day steps, and the year
 * as the spec lists it, "360/365": both 360 and 365 days are offered. Labelled "15 days",
 * "1 month" … "11 months", "360 days" and "12 months" (365 days).
 */
export const VALIDITY_DAYS = [15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 365] as const;
export type ValidityDays = (typeof VALIDITY_DAYS)[number];

/** Months a period stands for (0 for the 15-day period). */
export function validityMonths(days: number): number {
  return days >= 365 ? 12 : Math.floor(days / 30);
}

/** The label of a period: "15 zile", "1 lună", "360 de zile", "12 luni". */
export function validityOption<const D extends number>(days: D): FieldOption<D> {
  const months = validityMonths(days);
  // Whole 30-day months up to 11, and 365 days as the year; anything else (15, 360) in days.
  const inMonths = (months >= 1 && months <= 11 && days === months * 30) || days === 365;
  return {
    value: days,
    label: inMonths
      ? localized('common.duration.months', { count: months })
      : localized('common.duration.days', { count: days }),
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
