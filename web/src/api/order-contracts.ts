import { orderViewSchema } from '@asiguro/domain';
import type { z } from 'zod';

/*
 * The API contracts of orders, offers, payments, the callable functions and My account: loaded
 * when a page first needs one of them, never by the home page (see contracts.ts).
 */
export {
  functionResultSchemas,
  myOrdersResponseSchema,
  offersResponseSchema,
  orderHistoryResponseSchema,
  orderViewSchema,
  policyCheckSchema,
  startPaymentResponseSchema,
} from '@asiguro/domain';

/** What the status endpoint and the server-sent events carry: a slice of the order view. */
export const orderStatusViewSchema = orderViewSchema.pick({
  id: true,
  number: true,
  status: true,
  version: true,
  updatedAt: true,
  productTypes: true,
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;
