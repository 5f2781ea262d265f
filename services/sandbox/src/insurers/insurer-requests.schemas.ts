import { z } from 'zod';
import { PRODUCT_TYPES, ratesSchema } from '@asiguro/domain';
import { insurerIssueRequestSchema } from '@asiguro/partners';

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

/**
 * `POST policies` / `POST applications`: the body our adapters send, read by the same contract
 * (the idempotency key comes as a header), so the sandbox cannot drift from what we send.
 */
export const issueRequestSchema = insurerIssueRequestSchema.omit({ idempotencyKey: true });
export type IssueRequest = z.output<typeof issueRequestSchema>;

/** Rates the sandbox prices with when the caller sends none (close to the sandbox NBM's levels). */
export const SANDBOX_FALLBACK_RATES = { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 } as const;
