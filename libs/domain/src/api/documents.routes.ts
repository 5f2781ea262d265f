import type { RouteDefinition } from './client/define-route';
import { policyCheckSchema } from './misc.contract';

/** Whether a policy number is valid and what it covers. */
export const policyCheckRoute = {
  method: 'GET',
  path: '/api/policies/:number/check',
  response: policyCheckSchema,
  errors: [],
} as const satisfies RouteDefinition;
