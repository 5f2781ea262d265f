import { z } from 'zod';
import {
  calendarDaySchema,
  itemStatusSchema,
  moneySchema,
  orderStatusSchema,
  productTypeSchema,
  uuidSchema,
} from './common.contract';
import { staffRoleSchema } from './console.contract';

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
