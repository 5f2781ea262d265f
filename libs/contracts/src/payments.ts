import { z } from 'zod';
import { startPaymentBodySchema } from '@asiguro/domain';
import type { RouteDefinition } from './client/define-route';

/* Payments: the customer starts them; the providers notify the API of their outcome. */

export const startPaymentResponseSchema = z.object({
  paymentId: z.uuid(),
  /** Hosted payment page; absent for wire transfer. */
  redirectUrl: z.string().optional(),
  /** For wire transfer: the invoice to pay by bank transfer. */
  invoice: z
    .object({ number: z.string(), iban: z.string(), beneficiary: z.string(), idno: z.string(), amount: z.string() })
    .optional(),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;

/** Starts paying an order: where to send the customer. */
export const startPaymentRoute = {
  method: 'POST',
  path: '/api/orders/:id/payments',
  body: startPaymentBodySchema,
  response: startPaymentResponseSchema,
  errors: ['not-found-order', 'event-refused', 'init-payment'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** POST /api/payments/:provider/notifications's answer (also for a replay). */
export const paymentNotificationReceivedSchema = z.object({
  received: z.literal(true),
  /** What the provider confirmed for the payment (paid, declined, pending, duplicate…). */
  outcome: z.string(),
});
