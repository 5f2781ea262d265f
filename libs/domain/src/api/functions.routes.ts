import { z } from 'zod';
import type { RouteDefinition, Typed } from './client/define-route';
import { functionResultSchemas, type FunctionInput } from './functions.contract';

/*
 * The spec's callable functions (§7): POST /api/functions/{name} with `{"data": …}`, answering
 * `{"result": …}` (or the API's error body).
 */

/**
 * What the functions answer besides their results: the API documents one list for all of them
 * (a function answers the ones that concern it).
 */
const FUNCTION_ERRORS = [
  'not-found-order',
  'event-refused',
  'invalid-options',
  'companyNotFound',
  'billNumber-error',
  'payment-mismatch',
  'partner-unavailable',
] as const;

export const functionRoutes = {
  /** Silent draft saving while the customer types: creates the draft, or updates it (by id). */
  createorupdatepreorder: {
    method: 'POST',
    path: '/api/functions/createorupdatepreorder',
    body: {} as Typed<{ data: FunctionInput<'createorupdatepreorder'> }>,
    response: z.object({ result: functionResultSchemas.createorupdatepreorder }),
    errors: FUNCTION_ERRORS,
  },
  /** A company by IDNO (company registry). */
  getcompany: {
    method: 'POST',
    path: '/api/functions/getcompany',
    body: {} as Typed<{ data: FunctionInput<'getcompany'> }>,
    response: z.object({ result: functionResultSchemas.getcompany }),
    errors: FUNCTION_ERRORS,
  },
  /** A feature of the order's seller (e.g. which payment methods it offers). */
  getpartnerfeature: {
    method: 'POST',
    path: '/api/functions/getpartnerfeature',
    body: {} as Typed<{ data: FunctionInput<'getpartnerfeature'> }>,
    response: z.object({ result: functionResultSchemas.getpartnerfeature }),
    errors: FUNCTION_ERRORS,
  },
  /** Confirms a payment by asking the provider (never trusting the browser). */
  payorder: {
    method: 'POST',
    path: '/api/functions/payorder',
    body: {} as Typed<{ data: FunctionInput<'payorder'> }>,
    response: z.object({ result: functionResultSchemas.payorder }),
    errors: FUNCTION_ERRORS,
  },
  /** Activates a seller's perk for the order. */
  activateperks: {
    method: 'POST',
    path: '/api/functions/activateperks',
    body: {} as Typed<{ data: FunctionInput<'activateperks'> }>,
    response: z.object({ result: functionResultSchemas.activateperks }),
    errors: FUNCTION_ERRORS,
  },
} as const satisfies Record<string, RouteDefinition>;
