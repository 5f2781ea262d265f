import { z } from 'zod';
import type { RouteDefinition } from './client/define-route';
import { calendarDaySchema, productTypeSchema } from './common';

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

/** Whether a policy number is valid and what it covers. */
export const policyCheckRoute = {
  method: 'GET',
  path: '/api/policies/:number/check',
  response: policyCheckSchema,
  errors: [],
} as const satisfies RouteDefinition;
