import { z } from 'zod';
import { destinationPriceSchema } from '@asiguro/domain';
import type { RouteDefinition } from './client/define-route';

/* The home page's popular destinations' "from" prices (the destinations: @asiguro/domain). */

export const destinationPricesSchema = z.object({
  /** The day of the rates the prices are worked out with, yyyyMMdd (as GET /api/rates/today). */
  date: z.string().regex(/^\d{8}$/),
  prices: z.array(destinationPriceSchema),
});
export type DestinationPrices = z.infer<typeof destinationPricesSchema>;

/** The popular destinations' "from" prices at today's rates (a destination no insurer prices is left out). */
export const destinationPricesRoute = {
  method: 'GET',
  path: '/api/rates/destinations',
  response: destinationPricesSchema,
  errors: ['partner-unavailable'],
} as const satisfies RouteDefinition;
