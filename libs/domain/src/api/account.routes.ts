import type { RouteDefinition, Typed } from './client/define-route';
import {
  authProvidersResponseSchema,
  emailLinkCheckResponseSchema,
  emailLinkConfirmResponseSchema,
  emailLinkTokenBodySchema,
  latestDraftResponseSchema,
  meSchema,
  myOrdersResponseSchema,
  orderHistoryResponseSchema,
} from './account.contract';

/* The visitor's account (My account) and signing in and out. */

/** The caller (anonymous until signed in). */
export const meRoute = {
  method: 'GET',
  path: '/api/me',
  response: meSchema,
  errors: [],
} as const satisfies RouteDefinition;

/** The signed-in customer's current orders (the shortcut list). */
export const myOrdersRoute = {
  method: 'GET',
  path: '/api/me/orders',
  response: myOrdersResponseSchema,
  errors: [],
} as const satisfies RouteDefinition;

/** Every order of the signed-in customer, newest first, a page at a time. */
export const orderHistoryRoute = {
  method: 'GET',
  path: '/api/me/orders/history',
  query: {} as Typed<{ page: number }>,
  response: orderHistoryResponseSchema,
  errors: [],
} as const satisfies RouteDefinition;

/** The signed-in customer's latest draft, if any. */
export const latestDraftRoute = {
  method: 'GET',
  path: '/api/me/drafts/latest',
  response: latestDraftResponseSchema,
  errors: [],
} as const satisfies RouteDefinition;

/** The identity providers to offer. */
export const authProvidersRoute = {
  method: 'GET',
  path: '/api/auth/providers',
  response: authProvidersResponseSchema,
  errors: [],
} as const satisfies RouteDefinition;

/** Sends a one-time sign-in link (always accepted: no account enumeration). */
export const emailLinkRoute = {
  method: 'POST',
  path: '/api/auth/email-link',
  body: {} as Typed<{ email: string; returnTo: string }>,
  errors: [],
} as const satisfies RouteDefinition;

/** What the sign-in link's landing page shows before anything happens. */
export const emailLinkCheckRoute = {
  method: 'POST',
  path: '/api/auth/email-link/check',
  body: emailLinkTokenBodySchema,
  response: emailLinkCheckResponseSchema,
  errors: [],
} as const satisfies RouteDefinition;

/** Signs in with the link's token. */
export const emailLinkConfirmRoute = {
  method: 'POST',
  path: '/api/auth/email-link/confirm',
  body: emailLinkTokenBodySchema,
  response: emailLinkConfirmResponseSchema,
  errors: ['unauthorized'],
} as const satisfies RouteDefinition;

/** Ends the signed-in session (a new anonymous session and CSRF token). */
export const logoutRoute = {
  method: 'POST',
  path: '/api/auth/logout',
  body: {} as Typed<Record<string, never>>,
  errors: [],
} as const satisfies RouteDefinition;
