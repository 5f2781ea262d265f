import { z } from 'zod';
import { CURRENCIES, moneySchema, type Rates } from '../money/money';
import { PRODUCT_TYPES } from '../products/product-types';

/** Money on the wire and in offers: the one money schema. */
export const tariffMoneySchema = moneySchema;

/**
 * How a factor acts on the running amount, so any price can be replayed from its factors:
 * `base` sets it, `multiply` scales it, `minimum`/`maximum` bound it (floors and clamps), `add`
 * adds a fixed amount (service fees), `round` rounds to `value` (1 = whole units, 0.01 = cents)
 * and `convert` multiplies by an exchange rate into MDL.
 */
export const TARIFF_FACTOR_KINDS = ['base', 'multiply', 'minimum', 'maximum', 'add', 'round', 'convert'] as const;
export type TariffFactorKind = (typeof TARIFF_FACTOR_KINDS)[number];

export const tariffFactorSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(TARIFF_FACTOR_KINDS),
  value: z.number(),
  note: z.string(),
});
export type TariffFactor = z.infer<typeof tariffFactorSchema>;

/** Scalar facts about what is covered (territory, period, deductible percentages…). */
export const tariffCoverageSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const tariffExtraSchema = z.object({ code: z.string().min(1), note: z.string() });

/**
 * A priced offer. `price` is what the customer pays, always in MDL (the marketplace charges in
 * lei; EUR tariffs are converted at the rate of the pricing day). `tariffPrice` is the same
 * premium in the currency the tariff is set in (`priceCurrency`), before conversion and service
 * fees. `factors` list every step in application order; replaying them gives `price`.
 */
export const tariffOfferSchema = z.object({
  declined: z.literal(false),
  product: z.enum(PRODUCT_TYPES),
  insurer: z.string().min(1),
  price: tariffMoneySchema,
  priceCurrency: z.enum(CURRENCIES),
  tariffPrice: tariffMoneySchema,
  periodDays: z.number().int().positive(),
  pricedOn: z.string(),
  factors: z.array(tariffFactorSchema),
  coverage: tariffCoverageSchema,
  limits: z.record(z.string(), tariffMoneySchema),
  extras: z.array(tariffExtraSchema),
});
export type TariffOffer = z.infer<typeof tariffOfferSchema>;

/** The insurer will not cover this risk; `reason` is an error-like key (e.g. `age-over-limit`). */
export const tariffDeclineSchema = z.object({
  declined: z.literal(true),
  reason: z.string().min(1),
  message: z.string().optional(),
});
export type TariffDecline = z.infer<typeof tariffDeclineSchema>;

export type TariffResult = TariffOffer | TariffDecline;

/**
 * What a price depends on besides the risk: the pricing day (yyyy-MM-dd, Europe/Chisinau) and
 * the official rates of that day (MDL per unit of every RATE_CURRENCIES currency, the forint of
 * the Hungarian e-matrica's tariff included).
 */
export interface TariffContext {
  date: string;
  rates: Rates;
}

export function decline(reason: string, message?: string): TariffDecline {
  return message === undefined ? { declined: true, reason } : { declined: true, reason, message };
}

export function isDeclined(result: TariffResult): result is TariffDecline {
  return result.declined;
}
