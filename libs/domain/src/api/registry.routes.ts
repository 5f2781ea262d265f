import type { RouteDefinition } from './client/define-route';
import { vehicleEchoRequestSchema, vehicleEchoSchema } from './registry.contract';

/** The vehicle registry's answer for a certificate and its owner's code (in the body: personal data). */
export const vehicleEchoRoute = {
  method: 'POST',
  path: '/api/registries/vehicle',
  body: vehicleEchoRequestSchema,
  response: vehicleEchoSchema,
  errors: ['invalid-options', 'partner-unavailable'],
} as const satisfies RouteDefinition;
