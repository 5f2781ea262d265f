import { z } from 'zod';
import type { FunctionInput, FunctionName } from '@asiguro/domain';
import type { RouteDefinition, Typed } from './client/define-route';
import { errorBodySchema, uuidSchema } from './common';

/*
 * The spec's callable functions (§7): POST /api/functions/{name} with `{"data": …}`, answering
 * `{"result": …}` (or the API's error body).
 */

export const functionResultSchemas = {
  createorupdatepreorder: z.object({ id: uuidSchema, number: z.string(), version: z.number().int() }),
  getcompany: z.object({ idno: z.string(), name: z.string(), address: z.string() }),
  getpartnerfeature: z.object({ type: z.string(), value: z.unknown() }),
  payorder: z.object({
    orderId: uuidSchema,
    status: z.string(),
    /** applied: it paid the order; declined: the provider refused it (pay again); pending: not settled yet. */
    outcome: z.enum(['applied', 'duplicate', 'refunding', 'pending', 'declined']),
  }),
  activateperks: z.object({ orderId: uuidSchema, perks: z.array(z.object({ id: z.string(), title: z.string() })) }),
} as const satisfies Record<FunctionName, z.ZodType>;

export type FunctionResult<N extends FunctionName> = z.infer<(typeof functionResultSchemas)[N]>;

export const functionErrorSchema = z.object({ error: errorBodySchema });

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

/** The route of one function: `{data}` in, `{result}` out. */
function functionRoute<N extends FunctionName>(name: N) {
  return {
    method: 'POST',
    path: `/api/functions/${name}`,
    body: {} as Typed<{ data: FunctionInput<N> }>,
    response: z.object({ result: functionResultSchemas[name] }),
    errors: FUNCTION_ERRORS,
  } as const satisfies RouteDefinition;
}

export const functionRoutes = {
  /** Silent draft saving while the customer types: creates the draft, or updates it (by id). */
  createorupdatepreorder: functionRoute('createorupdatepreorder'),
  /** A company by IDNO (company registry). */
  getcompany: functionRoute('getcompany'),
  /** A feature of the order's seller (e.g. which payment methods it offers). */
  getpartnerfeature: functionRoute('getpartnerfeature'),
  /** Confirms a payment by asking the provider (never trusting the browser). */
  payorder: functionRoute('payorder'),
  /** Activates a seller's perk for the order. */
  activateperks: functionRoute('activateperks'),
} satisfies Record<FunctionName, RouteDefinition>;
