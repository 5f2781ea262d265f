import { z } from 'zod';
import { staffRoleSchema } from '@asiguro/domain';
import type { NoBody, RouteDefinition, Typed } from './client/define-route';
import {
  calendarDaySchema,
  itemStatusSchema,
  moneySchema,
  orderStatusSchema,
  productTypeSchema,
  uuidSchema,
} from './common';

/* The visitor's account (My account) and signing in and out. */

/** GET /api/me — the caller; anonymous until signed in. */
export const meSchema = z.object({
  uid: z.string(),
  anonymous: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  displayName: z.string().nullable(),
  avatarUrl: z.string(),
  roles: z.array(staffRoleSchema),
});
export type Me = z.infer<typeof meSchema>;

/** Insurance status words of My account. */
export const insuranceStatusSchema = z.enum(['active', 'expires-soon', 'expired', 'unknown']);

/**
 * One item of an order in My account (0: the main product, then its add-ons): its state and, once
 * issued, its number and documents. A single-item order's one item follows the order.
 */
export const myOrderItemSchema = z.object({
  item: z.number().int(),
  type: productTypeSchema,
  status: itemStatusSchema,
  number: z.string().nullable(),
  documents: z.array(z.object({ kind: z.string(), fileName: z.string(), url: z.string() })),
});
export type MyOrderItem = z.infer<typeof myOrderItemSchema>;

/** A row of My account: contractor, insurance, amount and insurance status. */
export const myOrderSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  status: orderStatusSchema,
  insuranceType: productTypeSchema,
  contractor: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  amount: moneySchema.nullable(),
  insuranceStatus: insuranceStatusSchema,
  /** The last day of cover (inclusive). */
  validTo: calendarDaySchema.nullable(),
  createdAt: z.string(),
  /** Every item of the order with its status and documents (the main product first). */
  items: z.array(myOrderItemSchema),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

export const myOrdersResponseSchema = z.object({ orders: z.array(myOrderSchema) });
export const orderHistoryResponseSchema = z.object({
  orders: z.array(myOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const latestDraftResponseSchema = z.object({ orderId: uuidSchema.nullable() });

/** GET /api/auth/providers — the OpenID Connect providers the sign-in pages offer. */
export const authProvidersResponseSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/** POST /api/auth/email-link/check and /confirm: the token of an e-mailed sign-in link. */
export const emailLinkTokenBodySchema = z.object({ token: z.string().min(1).max(200) }).strict();

/**
 * POST /api/auth/email-link/check — what the link's landing page shows before anything changes:
 * the address it signs in to, and whether this browser is the one that asked for it (if not, the
 * page asks for confirmation and says that this browser's orders will not be moved).
 */
export const emailLinkCheckResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), email: z.string(), sameBrowser: z.boolean() }),
  z.object({ valid: z.literal(false) }),
]);
export type EmailLinkCheck = z.infer<typeof emailLinkCheckResponseSchema>;

/** POST /api/auth/email-link/confirm — signed in; where to go, and how many of this browser's orders moved. */
export const emailLinkConfirmResponseSchema = z.object({ returnTo: z.string(), movedOrders: z.number().int() });
export type EmailLinkConfirmation = z.infer<typeof emailLinkConfirmResponseSchema>;

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
  body: {} as NoBody,
  errors: [],
} as const satisfies RouteDefinition;
