import { z } from 'zod';
import { ratesSchema } from '@asiguro/domain';
import type { RouteDefinition } from './client/define-route';

/* Today's official exchange rates (the National Bank's, stored daily by the worker). */

/** GET /api/rates/today: MDL per one unit of EUR, RON, USD and HUF. */
export const ratesTodaySchema = z.object({
  date: z.string().regex(/^\d{8}$/),
  rates: ratesSchema,
  source: z.string(),
  /** True when today's record is missing and the latest earlier one is used. */
  fallback: z.boolean(),
});
export type RatesToday = z.infer<typeof ratesTodaySchema>;

export const ratesTodayRoute = {
  method: 'GET',
  path: '/api/rates/today',
  response: ratesTodaySchema,
  errors: [],
} as const satisfies RouteDefinition;
