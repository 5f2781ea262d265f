import { z } from 'zod';
import { CURRENCIES, ITEM_STATUSES, ORDER_EVENT_TYPES, ORDER_STATUSES } from '@asiguro/domain';
export { localeSchema, moneySchema, productTypeSchema, uuidSchema } from '@asiguro/domain';

/** Shapes shared by the API contracts (server validation, OpenAPI, storefront and console). */

/** A calendar day in an API answer (a validity's first or last day): `yyyy-mm-dd`, a day in Chișinău. */
export const calendarDaySchema = z.iso.date().describe('a calendar day in Chișinău, yyyy-mm-dd');
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);
export const currencySchema = z.enum(CURRENCIES);

/**
 * One field's problem: its dotted path, the validation key, the message in the request's language
 * and, when the rule knows it, the first value it accepts (a start date after the current policy).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  key: z.string(),
  message: z.string(),
  firstValid: z.string().optional().describe('the first value the rule accepts, written as the field takes it'),
});

/**
 * Every error answer (the body of DomainError's toErrorBody): `code` from the error catalogue, the
 * HTTP `status`, a `message` in the request's language (Accept-Language: ro, ru or en) and details:
 * for bad input one issue per field, for a refused event the order's status and the events it
 * accepts. The callable functions answer the same object.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  status: z.number().int(),
  message: z.string(),
  details: z
    .object({
      issues: z.array(fieldErrorSchema).optional(),
      status: orderStatusSchema.optional(),
      accepted: z.array(orderEventTypeSchema).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export const errorResponseSchema = z.object({ error: errorBodySchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An order item's own state (an add-on's, a courier delivery's), as the order machine keeps it. */
export const itemStatusSchema = z.enum(ITEM_STATUSES);
