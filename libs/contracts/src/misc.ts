import { z } from 'zod';
import { emailSchema, personNameSchema, ratesSchema } from '@asiguro/domain';
import type { RouteDefinition } from './client/define-route';

/* Today's exchange rates and the contact form. */

/** GET /api/rates/today: MDL per one unit of EUR, RON, USD and HUF. */
export const ratesTodaySchema = z.object({
  date: z.string().regex(/^\d{8}$/),
  rates: ratesSchema,
  source: z.string(),
  /** True when today's record is missing and the latest earlier one is used. */
  fallback: z.boolean(),
});
export type RatesToday = z.infer<typeof ratesTodaySchema>;

/** POST /api/contact. */
export const contactMessageBodySchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    message: z.string().trim().min(5, { error: 'required' }).max(5000, { error: 'too-long' }),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** GET /api/health: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** POST /api/contact's answer: the message is stored and on its way to support. */
export const contactMessageSentSchema = z.object({
  code: z.literal('contact-form-sent'),
  message: z.string().describe('the acknowledgement in the request’s language'),
});

/** POST /api/partners/:slug/callbacks's answer (also for a repeated callback). */
export const insurerCallbackReceivedSchema = z.object({
  received: z.literal(true),
  /** Whether an issued policy moved its order on (absent when the callback needed nothing). */
  applied: z.boolean().optional(),
});

/** POST /api/payments/:provider/notifications's answer (also for a replay). */
export const paymentNotificationReceivedSchema = z.object({
  received: z.literal(true),
  /** What the provider confirmed for the payment (paid, declined, pending, duplicate…). */
  outcome: z.string(),
});

export const ratesTodayRoute = {
  method: 'GET',
  path: '/api/rates/today',
  response: ratesTodaySchema,
  errors: [],
} as const satisfies RouteDefinition;

/** Stores the message and mails it to support. */
export const contactRoute = {
  method: 'POST',
  path: '/api/contact',
  body: contactMessageBodySchema,
  response: contactMessageSentSchema,
  errors: [],
} as const satisfies RouteDefinition;
