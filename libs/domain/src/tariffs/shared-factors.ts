import type { Currency } from '../money/money';
import type { TariffCalculation } from './tariff-calculation';
import type { TariffContext } from './tariff.types';
import { SERVICE_FEE_FACTOR } from './offer-charges';

/** Made once: `toLocaleString` builds a formatter on every call, a quarter of a quote's time. */
const FACTOR_AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Thousands separators and at most two decimals, for factor notes. */
export function amountText(amount: number, unit = ''): string {
  const text = FACTOR_AMOUNT.format(amount);
  return unit ? `${text} ${unit}` : text;
}

/**
 * K_driver of domain.md §10.1 (thresholds 23 years of age and 2 years of experience from the
 * Nov-2025 NBM revision; values ASSUMPTION). Also used by CASCO.
 */
export function driverFactor(age: number, experienceYears: number): { value: number; note: string } {
  const young = age < 23;
  const novice = experienceYears < 2;
  if (young && novice) return { value: 1.9, note: `under 23 (${age}) and under 2 years' experience` };
  if (young) return { value: 1.3, note: `under 23 (${age}) with ${experienceYears} years' experience` };
  if (novice) return { value: 1.4, note: `${age} years old with under 2 years' experience` };
  return { value: 1.0, note: `${age} years old, ${experienceYears} years' experience` };
}

const PERIOD_BY_MONTH = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0, 1.0];

/**
 * K_period of domain.md §10.1: months are ceil(days / 30); 15 days or less is 0.15 (used where a
 * 15-day term exists: foreign-registered vehicles, property).
 */
export function periodFactor(days: number): { value: number; note: string } {
  if (days <= 15) return { value: 0.15, note: `${days} days (15-day term)` };
  const months = Math.min(12, Math.ceil(days / 30));
  return { value: PERIOD_BY_MONTH[months - 1], note: `${days} days = ${months} month${months > 1 ? 's' : ''}` };
}

/** Oldest insurable traveller (Moldasig's published maximum, domain.md §9). */
export const MAX_TRAVELLER_AGE = 81;

/** K_age of domain.md §10.3; undefined above the age limit (declined). */
export function travellerAgeFactor(age: number): number | undefined {
  if (age > MAX_TRAVELLER_AGE) return undefined;
  if (age <= 2) return 1.5;
  if (age <= 17) return 0.9;
  if (age <= 64) return 1.0;
  if (age <= 69) return 1.5;
  if (age <= 74) return 2.0;
  return 3.0;
}

/**
 * Finishes a premium set in a foreign currency: rounds it to cents in that currency, converts it
 * at the official rate of the pricing day and rounds to bani.
 */
export function convertToLei(calc: TariffCalculation, ctx: TariffContext): void {
  const currency: Currency = calc.tariffCurrency;
  calc.round(0.01, `to the cent (${currency})`);
  if (currency === 'MDL') return;
  const rate = ctx.rates[currency] / ctx.rates.MDL;
  calc.convertToMdl(rate, `official rate of ${ctx.date}: ${rate} MDL per ${currency}`);
  calc.round(0.01, 'to the ban (MDL)');
}

/**
 * The marketplace's fee on state-priced items (domain.md §10.9, ASSUMPTION): 5% of the official
 * price, at least 10 lei; road tax a flat 10 lei.
 */
export function addServiceFee(calc: TariffCalculation, rule: 'vignette' | 'road-tax' | 'courier-delivery'): void {
  const flat = rule !== 'vignette';
  const fee = flat ? 10 : Math.max(10, Math.round(calc.value * 0.05 * 100) / 100);
  const note = flat ? 'marketplace service fee, flat' : 'marketplace service fee: 5%, at least 10 lei';
  calc.add(SERVICE_FEE_FACTOR, fee, note);
}
