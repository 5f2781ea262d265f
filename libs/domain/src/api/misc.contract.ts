import { z } from 'zod';
import { emailSchema, personNameSchema } from '../validation';
import { calendarDaySchema, productTypeSchema } from './common.contract';

/** GET /api/rates/today. */
export const ratesTodaySchema = z.object({
  date: z.string().regex(/^\d{8}$/),
  rates: z.object({ MDL: z.literal(1), EUR: z.number(), RON: z.number(), USD: z.number() }),
  source: z.string(),
  /** True when today's record is missing and the latest earlier one is used. */
  fallback: z.boolean(),
});
export type RatesToday = z.infer<typeof ratesTodaySchema>;

/** POST /api/contact. */
export const contactMessageBodySchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    message: z.string().trim().min(5, { error: 'required' }).max(5000, { error: 'too-long' }),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** GET /api/policies/:number/check — public, no personal data. */
export const policyCheckSchema = z.object({
  number: z.string(),
  found: z.boolean(),
  valid: z.boolean(),
  status: z.enum(['active', 'not-yet-active', 'expired', 'unknown']),
  product: productTypeSchema.nullable(),
  insurer: z.string().nullable(),
  /** The first and the last day of cover (inclusive), as the insurer states them. */
  validFrom: calendarDaySchema.nullable(),
  validTo: calendarDaySchema.nullable(),
});
export type PolicyCheck = z.infer<typeof policyCheckSchema>;
