import type { RouteDefinition } from './client/define-route';
import { contactMessageBodySchema, contactMessageSentSchema, ratesTodaySchema } from './misc.contract';

/* Today's exchange rates and the contact form. */

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
