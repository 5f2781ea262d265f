import type { RouteDefinition } from './client/define-route';
import { startPaymentBodySchema, startPaymentResponseSchema } from './payments.contract';

/* Payments the customer starts (the providers' notifications are the providers' business). */

/** Starts paying an order: where to send the customer. */
export const startPaymentRoute = {
  method: 'POST',
  path: '/api/orders/:id/payments',
  body: startPaymentBodySchema,
  response: startPaymentResponseSchema,
  errors: ['not-found-order', 'event-refused', 'init-payment'],
  idempotent: true,
} as const satisfies RouteDefinition;
