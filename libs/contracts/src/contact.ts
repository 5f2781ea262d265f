import { z } from 'zod';
import { emailSchema, personNameSchema } from '@asiguro/domain';
import type { RouteDefinition } from './client/define-route';

/* The contact form: a message to support. */

/** POST /api/contact. */
export const contactMessageBodySchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    message: z.string().trim().min(5, { error: 'required' }).max(5000, { error: 'too-long' }),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** POST /api/contact's answer: the message is stored and on its way to support. */
export const contactMessageSentSchema = z.object({
  code: z.literal('contact-form-sent'),
  message: z.string().describe('the acknowledgement in the request’s language'),
});

/** Stores the message and mails it to support. */
export const contactRoute = {
  method: 'POST',
  path: '/api/contact',
  body: contactMessageBodySchema,
  response: contactMessageSentSchema,
  errors: [],
} as const satisfies RouteDefinition;
