import type {
  ConfirmOrderBody,
  ContactMessageBody,
  CreateOrderBody,
  FunctionInput,
  FunctionName,
  FunctionResult,
  StartPaymentBody,
  UpdateOrderBody,
  VehicleEchoRequest,
} from '@asiguro/domain';
import { apiRequest, contract, loadOrderContracts, orderContract } from './http';

/*
 * One function per endpoint the storefront calls, typed and parsed with the API contracts of
 * @asiguro/domain, so a drifting server shows up as a parse error rather than a broken screen.
 */

interface AuthProvider {
  id: string;
  name: string;
}

/** A fresh key per command, so a retried request (network, CSRF refresh) is applied once. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

const orderPath = (id: string, rest = '') => `/api/orders/${encodeURIComponent(id)}${rest}`;
const tokenQuery = (token?: string) => (token ? `?t=${encodeURIComponent(token)}` : '');

export const api = {
  ratesToday: () => apiRequest('/api/rates/today', { parse: contract((c) => c.ratesTodaySchema) }),

  /** A callable function of spec §7 (`{data}` → `{result}`). */
  callFunction: async <N extends FunctionName>(name: N, data: FunctionInput<N>): Promise<FunctionResult<N>> => {
    const answer = await apiRequest<{ result: unknown }>(`/api/functions/${name}`, { method: 'POST', body: { data } });
    const { functionResultSchemas } = await loadOrderContracts();
    return functionResultSchemas[name].parse(answer?.result) as FunctionResult<N>;
  },

  createOrder: (body: CreateOrderBody) =>
    apiRequest('/api/orders', {
      method: 'POST',
      body,
      headers: once(),
      parse: orderContract((c) => c.orderViewSchema),
    }),
  updateOrder: (id: string, body: UpdateOrderBody) =>
    apiRequest(orderPath(id), { method: 'PATCH', body, parse: orderContract((c) => c.orderViewSchema) }),
  order: (id: string, token?: string) =>
    apiRequest(orderPath(id, tokenQuery(token)), { parse: orderContract((c) => c.orderViewSchema) }),
  /** A new draft pre-filled from an earlier order (the author's session, or the e-mail link's token). */
  renewOrder: (id: string, token?: string) =>
    apiRequest(orderPath(id, `/renew${tokenQuery(token)}`), {
      method: 'POST',
      headers: once(),
      parse: orderContract((c) => c.orderViewSchema),
    }),
  /** Cancels a courier delivery of the order before it is scheduled (its share is refunded). */
  cancelDelivery: (id: string, item: number) =>
    apiRequest(orderPath(id, `/deliveries/${item}/cancel`), {
      method: 'POST',
      body: {},
      headers: once(),
      parse: orderContract((c) => c.orderViewSchema),
    }),
  searchOffers: (id: string, signal?: AbortSignal) =>
    apiRequest(orderPath(id, '/offers'), {
      method: 'POST',
      body: {},
      parse: orderContract((c) => c.offersResponseSchema),
      signal,
    }),
  confirmOrder: (id: string, body: ConfirmOrderBody) =>
    apiRequest(orderPath(id, '/confirm'), {
      method: 'POST',
      body,
      headers: once(),
      parse: orderContract((c) => c.orderViewSchema),
    }),
  startPayment: (id: string, body: StartPaymentBody) =>
    apiRequest(orderPath(id, '/payments'), {
      method: 'POST',
      body,
      headers: once(),
      parse: orderContract((c) => c.startPaymentResponseSchema),
    }),

  /** The order's status; no `view` when unchanged since `etag` (304) or unavailable. */
  orderStatus: async (id: string, token?: string, etag?: string) => {
    const response = await fetch(orderPath(id, `/status${tokenQuery(token)}`), {
      credentials: 'same-origin',
      headers: etag ? { 'If-None-Match': etag } : {},
    });
    if (response.status === 304 || !response.ok) return { etag, view: undefined };
    const { orderStatusViewSchema } = await loadOrderContracts();
    return {
      etag: response.headers.get('ETag') ?? undefined,
      view: orderStatusViewSchema.parse(await response.json()),
    };
  },
  orderStreamUrl: (id: string, token?: string) => orderPath(id, `/stream${tokenQuery(token)}`),
  documentUrl: (id: string, kind: string, token?: string) =>
    orderPath(id, `/documents/${encodeURIComponent(kind)}${tokenQuery(token)}`),

  /** The vehicle registry's answer for a certificate and its owner's code (in the body: personal data). */
  vehicleEcho: (body: VehicleEchoRequest) =>
    apiRequest('/api/registries/vehicle', {
      method: 'POST',
      body,
      parse: orderContract((c) => c.vehicleEchoSchema),
    }),

  checkPolicy: (number: string) =>
    apiRequest(`/api/policies/${encodeURIComponent(number)}/check`, {
      parse: orderContract((c) => c.policyCheckSchema),
    }),

  me: () => apiRequest('/api/me', { parse: contract((c) => c.meSchema) }),
  myOrders: () => apiRequest('/api/me/orders', { parse: orderContract((c) => c.myOrdersResponseSchema) }),
  orderHistory: (page: number) =>
    apiRequest(`/api/me/orders/history?page=${page}`, { parse: orderContract((c) => c.orderHistoryResponseSchema) }),
  latestDraft: () => apiRequest('/api/me/drafts/latest', { parse: contract((c) => c.latestDraftResponseSchema) }),

  authProviders: () => apiRequest<AuthProvider[]>('/api/auth/providers'),
  oidcStartUrl: (provider: string, returnTo: string) =>
    `/api/auth/oidc/${encodeURIComponent(provider)}/start?returnTo=${encodeURIComponent(returnTo)}`,
  emailLink: (email: string, returnTo: string) =>
    apiRequest('/api/auth/email-link', { method: 'POST', body: { email, returnTo } }),
  checkEmailLink: (token: string) =>
    apiRequest('/api/auth/email-link/check', {
      method: 'POST',
      body: { token },
      parse: contract((c) => c.emailLinkCheckResponseSchema),
    }),
  confirmEmailLink: (token: string) =>
    apiRequest('/api/auth/email-link/confirm', {
      method: 'POST',
      body: { token },
      parse: contract((c) => c.emailLinkConfirmResponseSchema),
    }),
  logout: () => apiRequest('/api/auth/logout', { method: 'POST', body: {} }),

  sendContactMessage: (body: ContactMessageBody) => apiRequest('/api/contact', { method: 'POST', body }),
};
