/*
 * The API contracts of orders, offers, payments, the callable functions and My account: loaded
 * when a page first needs one of them, never by the home page (see contracts.ts).
 */
export {
  functionResultSchemas,
  myOrdersResponseSchema,
  offersResponseSchema,
  orderHistoryResponseSchema,
  orderStatusViewSchema,
  orderViewSchema,
  policyCheckSchema,
  startPaymentResponseSchema,
  vehicleEchoSchema,
} from '@asiguro/domain';
export type { OrderStatusView } from '@asiguro/domain';
