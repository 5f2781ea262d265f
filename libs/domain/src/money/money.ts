import { z } from 'zod';

/** Currencies the marketplace prices, pays and displays in (spec §3). MDL is the base. */
export const CURRENCIES = ['MDL', 'EUR', 'RON', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * An amount of money in minor units (bani, cents), so sums and comparisons are exact.
 * Prices are fixed at confirmation; a payment must match `minor` and `currency` exactly.
 */
export interface Money {
  minor: number;
  currency: Currency;
}

/** The one schema of Money (on the wire, in offers, payments and documents). */
export const moneySchema = z.object({
  minor: z.number().int(),
  currency: z.enum(CURRENCIES),
}) satisfies z.ZodType<Money>;

export function money(major: number, currency: Currency): Money {
  return { minor: Math.round(major * 100), currency };
}

export function toMajor(value: Money): number {
  return value.minor / 100;
}

export function sameMoney(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.minor === b.minor;
}

/** The sum of amounts in one currency (the first one's); mixing currencies is a bug. */
export function sumMoney(amounts: readonly Money[]): Money {
  const currency = amounts[0]?.currency ?? 'MDL';
  if (amounts.some((amount) => amount.currency !== currency)) throw new Error('sumMoney: mixed currencies');
  return { minor: amounts.reduce((sum, amount) => sum + amount.minor, 0), currency };
}

/**
 * The currencies the daily record of official rates keeps: those prices are paid and shown in,
 * and the forint, in which the Hungarian e-matrica's tariff is set (nothing is paid in it).
 */
export const RATE_CURRENCIES = [...CURRENCIES, 'HUF'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** Official rates as MDL per one unit of each currency (MDL itself is 1). */
export type Rates = Record<RateCurrency, number>;

/** The one schema of a day's official rates (the daily record, `GET /api/rates/today`). */
export const ratesSchema = z.object({
  MDL: z.literal(1),
  EUR: z.number().positive(),
  RON: z.number().positive(),
  USD: z.number().positive(),
  HUF: z.number().positive(),
}) satisfies z.ZodType<Rates>;

/**
 * Converts with the spec's rule: amount × source rate ÷ target rate, rounded half away from zero
 * to the target's minor unit.
 */
export function convert(value: Money, target: Currency, rates: Rates): Money {
  if (value.currency === target) return value;
  const minor = (value.minor * rates[value.currency]) / rates[target];
  return { minor: Math.sign(minor) * Math.round(Math.abs(minor)), currency: target };
}

/** Built once per locale and currency: a formatter costs far more to make than to use. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: Money, locale = 'ro-MD'): string {
  const key = `${locale}:${value.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency });
    moneyFormats.set(key, format);
  }
  return format.format(toMajor(value));
}
