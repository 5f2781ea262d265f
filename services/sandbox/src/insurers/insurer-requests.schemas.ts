import { z } from 'zod';
import { PRODUCT_TYPES, ratesSchema, tariffMoneySchema } from '@asiguro/domain';

/** `POST quotes`: product, risk and optionally the pricing day and its rates. */
export const quoteRequestSchema = z.object({
  product: z.enum(PRODUCT_TYPES),
  risk: z.unknown(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  rates: ratesSchema.optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** `POST policies` / `POST applications`. */
export const issueRequestSchema = z.object({
  product: z.enum(PRODUCT_TYPES),
  risk: z.unknown(),
  insured: z.looseObject({
    type: z.enum(['individual', 'company']),
    code: z.string().min(1),
    name: z.string().min(1),
  }),
  contract: z.record(z.string(), z.unknown()).optional(),
  liabilityStart: z.iso.datetime({ offset: true }).optional(),
  paidAt: z.iso.datetime({ offset: true }),
  insuredAbroad: z.boolean().default(false),
  premium: tariffMoneySchema.optional(),
  callbackUrl: z.url().optional(),
});
export type IssueRequest = z.infer<typeof issueRequestSchema>;

/** Rates the sandbox prices with when the caller sends none (close to the sandbox NBM's levels). */
export const SANDBOX_FALLBACK_RATES = { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 } as const;
