/*
 * The routes of orders, offers, payments, documents, the callable functions, the registry, the
 * contact form and My account's lists, with their schemas: loaded when a page first needs one of
 * them, never by the home page (see contracts.ts).
 */
export {
  cancelDeliveryRoute,
  confirmOrderRoute,
  contactRoute,
  createOrderRoute,
  functionRoutes,
  myOrdersRoute,
  orderHistoryRoute,
  orderRoute,
  orderStatusRoute,
  policyCheckRoute,
  renewOrderRoute,
  searchOffersRoute,
  startPaymentRoute,
  updateOrderRoute,
  vehicleEchoRoute,
} from '@asiguro/contracts';
export { orderStatusViewSchema, type OrderStatusView } from '@asiguro/contracts';
