import { z } from 'zod';
import { paymentProviderSchema } from '../payments/payment-providers';
import { idnoSchema } from '../validation';
import { billingSchema, contactSchema, orderItemInputSchema } from './order-requests';
import { localeSchema, uuidSchema } from './request-shapes';

/**
 * The spec's callable functions (§7), at POST /api/functions/{name} with `{"data": …}`: their names
 * and what each takes (their answers: @asiguro/contracts).
 */
export const FUNCTION_NAMES = [
  'createorupdatepreorder',
  'getcompany',
  'getpartnerfeature',
  'payorder',
  'activateperks',
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export const functionInputSchemas = {
  /** Silent draft saving while the customer types: creates the draft, or updates it (by id). */
  createorupdatepreorder: z
    .object({
      id: uuidSchema.optional(),
      contact: contactSchema.optional(),
      billing: billingSchema.optional(),
      items: z.array(orderItemInputSchema).min(1).max(10),
      lang: localeSchema.optional(),
    })
    .strict(),
  /** A company by IDNO (company registry); unknown → companyNotFound. */
  getcompany: z.object({ idno: idnoSchema }).strict(),
  /** A feature of the order's seller (e.g. which payment methods it offers). */
  getpartnerfeature: z.object({ orderId: uuidSchema, type: z.string().regex(/^[a-z0-9-]{2,64}$/) }).strict(),
  /** Confirms a payment by asking the provider (never trusting the browser). */
  payorder: z
    .object({ orderId: uuidSchema, transactionId: z.string().min(1).max(128), type: paymentProviderSchema })
    .strict(),
  /** Activates a seller's perk for the order: by perk id, or by IDNO and transaction id. */
  activateperks: z.union([
    z.object({ orderId: uuidSchema, perkId: z.string().min(1).max(64) }).strict(),
    z.object({ orderId: uuidSchema, idno: idnoSchema, transactionId: z.string().min(1).max(128) }).strict(),
  ]),
} as const satisfies Record<FunctionName, z.ZodType>;

export type FunctionInput<N extends FunctionName> = z.infer<(typeof functionInputSchemas)[N]>;

/** A function's request body: `{"data": …}`. */
export const functionRequestSchema = <T extends z.ZodType>(data: T) => z.object({ data }).strict();
