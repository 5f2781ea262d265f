import { orderViewSchema } from '@asiguro/domain';
import type { z } from 'zod';

/*
 * The API contracts the storefront parses answers with. Loaded on the first API answer rather
 * than with the page, so the first paint does not wait for the schema library.
 */
export {
  errorResponseSchema,
  functionResultSchemas,
  latestDraftResponseSchema,
  meSchema,
  myOrdersResponseSchema,
  offersResponseSchema,
  orderHistoryResponseSchema,
  orderViewSchema,
  policyCheckSchema,
  ratesTodaySchema,
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
