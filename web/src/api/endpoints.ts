import { type ConfirmOrderBody, type FunctionInput, type FunctionName, type StartPaymentBody } from '@asiguro/domain';
import {
  oidcStartRoute,
  orderDocumentRoute,
  orderStreamRoute,
  type ContactMessageBody,
  type CreateOrderBody,
  type FunctionResult,
  type UpdateOrderBody,
  type VehicleEchoRequest,
} from '@asiguro/contracts';
import { client, loadOrderContracts, orderRoutes, routes } from './http';

/*
 * One function per call the storefront makes, each a route definition of @asiguro/domain called
 * through the shared client: typed by the route and its answer parsed with the route's schema,
 * so a drifting server shows up as a parse error rather than a broken screen. The routes with
 * schemas load with the first call that needs them (http.ts); the addresses the page links to
 * (stream, documents, sign-in) carry no schema and are built at once.
 */

/** The link token of an order's e-mail, when the visitor came with one. */
const link = (token?: string) => ({ t: token });

export const api = {
  ratesToday: () => client.call(routes.ratesTodayRoute),
  /** The home page's popular destinations' "from" prices (worked out by the API with the insurers' tariffs). */
  destinationPrices: () => client.call(routes.destinationPricesRoute),

  /** A callable function of spec §7 (`{data}` → `{result}`). */
  callFunction: async <N extends FunctionName>(name: N, data: FunctionInput<N>): Promise<FunctionResult<N>> => {
    const { functionRoutes } = await loadOrderContracts();
    const answer = await client.call(functionRoutes[name] as (typeof functionRoutes)['getcompany'], {
      body: { data: data as FunctionInput<'getcompany'> },
    });
    return answer.result as FunctionResult<N>;
  },

  createOrder: (body: CreateOrderBody) => client.call(orderRoutes.createOrderRoute, { body }),
  updateOrder: (id: string, body: UpdateOrderBody) =>
    client.call(orderRoutes.updateOrderRoute, { params: { id }, body }),
  order: (id: string, token?: string) => client.call(orderRoutes.orderRoute, { params: { id }, query: link(token) }),
  /** A new draft pre-filled from an earlier order (the author's session, or the e-mail link's token). */
  renewOrder: (id: string, token?: string) =>
    client.call(orderRoutes.renewOrderRoute, { params: { id }, query: link(token) }),
  /** Cancels a courier delivery of the order before it is scheduled (its share is refunded). */
  cancelDelivery: (id: string, item: number) =>
    client.call(orderRoutes.cancelDeliveryRoute, { params: { id, item }, body: {} }),
  searchOffers: (id: string, signal?: AbortSignal) =>
    client.call(orderRoutes.searchOffersRoute, { params: { id }, body: {}, signal }),
  confirmOrder: (id: string, body: ConfirmOrderBody) =>
    client.call(orderRoutes.confirmOrderRoute, { params: { id }, body }),
  startPayment: (id: string, body: StartPaymentBody) =>
    client.call(orderRoutes.startPaymentRoute, { params: { id }, body }),

  /** The order's status; no `view` when unchanged since `etag` (304) or unavailable. */
  orderStatus: async (id: string, token?: string, etag?: string) => {
    const { orderStatusRoute } = await loadOrderContracts();
    const response = await fetch(client.url(orderStatusRoute, { params: { id }, query: link(token) }), {
      credentials: 'same-origin',
      headers: etag ? { 'If-None-Match': etag } : {},
    });
    if (response.status === 304 || !response.ok) return { etag, view: undefined };
    return {
      etag: response.headers.get('ETag') ?? undefined,
      view: orderStatusRoute.response.parse(await response.json()),
    };
  },
  orderStreamUrl: (id: string, token?: string) => client.url(orderStreamRoute, { params: { id }, query: link(token) }),
  documentUrl: (id: string, kind: string, token?: string) =>
    client.url(orderDocumentRoute, { params: { id, kind }, query: link(token) }),

  /** The vehicle registry's answer for a certificate and its owner's code (in the body: personal data). */
  vehicleEcho: (body: VehicleEchoRequest) => client.call(orderRoutes.vehicleEchoRoute, { body }),

  checkPolicy: (number: string) => client.call(orderRoutes.policyCheckRoute, { params: { number } }),

  me: () => client.call(routes.meRoute),
  myOrders: () => client.call(orderRoutes.myOrdersRoute),
  orderHistory: (page: number) => client.call(orderRoutes.orderHistoryRoute, { query: { page } }),
  latestDraft: () => client.call(routes.latestDraftRoute),

  authProviders: () => client.call(routes.authProvidersRoute),
  oidcStartUrl: (provider: string, returnTo: string) =>
    client.url(oidcStartRoute, { params: { provider }, query: { returnTo } }),
  emailLink: (email: string, returnTo: string) => client.call(routes.emailLinkRoute, { body: { email, returnTo } }),
  checkEmailLink: (token: string) => client.call(routes.emailLinkCheckRoute, { body: { token } }),
  confirmEmailLink: (token: string) => client.call(routes.emailLinkConfirmRoute, { body: { token } }),
  logout: () => client.call(routes.logoutRoute, { body: {} }),

  sendContactMessage: (body: ContactMessageBody) => client.call(orderRoutes.contactRoute, { body }),
};
