import type { RouteDefinition } from './client/define-route';
import { destinationPricesSchema } from './destinations.contract';

/** The popular destinations' "from" prices at today's rates (a destination no insurer prices is left out). */
export const destinationPricesRoute = {
  method: 'GET',
  path: '/api/rates/destinations',
  response: destinationPricesSchema,
  errors: ['partner-unavailable'],
} as const satisfies RouteDefinition;
