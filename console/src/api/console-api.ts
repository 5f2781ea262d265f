import {
  auditResponseSchema,
  bulkRetryResponseSchema,
  claimResponseSchema,
  consoleActionResponseSchema,
  consoleItemActionResponseSchema,
  consoleOrderDetailSchema,
  consoleOrdersQuerySchema,
  consoleOrdersResponseSchema,
  consoleSellersResponseSchema,
  customerDataResponseSchema,
  dashboardSchema,
  manualIssuanceBodySchema,
  manualIssuanceResponseSchema,
  queuesResponseSchema,
  referralLinkBodySchema,
  referralLinkResponseSchema,
  retryJobResponseSchema,
  sandboxIssuerSettingsSchema,
  sandboxIssuersResponseSchema,
  sandboxIssuerUpdateSchema,
  sellerKeyResponseSchema,
  staffMeSchema,
  wireTransferResponseSchema,
  wireTransferSchema,
  wireTransfersResponseSchema,
  type ConsoleAction,
  type ConsoleItemAction,
  type WireTransfer,
} from '@asiguro/domain';
import { z } from 'zod';
import { apiRequest } from './http';

/*
 * One function per console endpoint (/api/console/*), typed and parsed with the console contract
 * of @asiguro/domain. Request bodies are the contract's input types, so the server's validation
 * and the console's forms agree.
 */

const path = (...parts: string[]) => `/api/console/${parts.map(encodeURIComponent).join('/')}`;

/** The orders list filters as the API takes them (the contract's query, including its defaults). */
export type OrdersQueryInput = z.input<typeof consoleOrdersQuerySchema>;

/** Query string of the orders list: only the parameters that are set. */
export function ordersQueryString(input: OrdersQueryInput): string {
  const query = consoleOrdersQuerySchema.parse(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export const consoleApi = {
  me: () => apiRequest('/api/console/me', { schema: staffMeSchema }),
  dashboard: () => apiRequest(path('dashboard'), { schema: dashboardSchema }),
  orders: (input: OrdersQueryInput, signal?: AbortSignal) =>
    apiRequest(`${path('orders')}?${ordersQueryString(input)}`, { schema: consoleOrdersResponseSchema, signal }),
  order: (id: string) => apiRequest(path('orders', id), { schema: consoleOrderDetailSchema }),
  act: (id: string, action: ConsoleAction, reason: string) =>
    apiRequest(path('orders', id, 'actions'), {
      method: 'POST',
      body: { action, reason },
      schema: consoleActionResponseSchema,
    }),
  actOnItem: (id: string, item: number, action: ConsoleItemAction, reason: string) =>
    apiRequest(path('orders', id, 'items', String(item), 'actions'), {
      method: 'POST',
      body: { action, reason },
      schema: consoleItemActionResponseSchema,
    }),
  bulkRetry: (orderIds: string[], reason: string) =>
    apiRequest(path('orders', 'bulk-retry'), {
      method: 'POST',
      body: { orderIds, reason },
      schema: bulkRetryResponseSchema,
    }),
  claim: (id: string) =>
    apiRequest(path('orders', id, 'claim'), { method: 'POST', body: {}, schema: claimResponseSchema }),
  /** Unmasked and audited: call it when the agent asks to see the data, never to prefetch. */
  customerData: (id: string) =>
    apiRequest(path('orders', id, 'customer-data'), { method: 'POST', body: {}, schema: customerDataResponseSchema }),
  manualIssuance: (id: string, body: z.input<typeof manualIssuanceBodySchema>) =>
    apiRequest(path('orders', id, 'manual-issuance'), {
      method: 'POST',
      body,
      schema: manualIssuanceResponseSchema,
    }),
  wireTransfers: (status?: WireTransfer['status']) =>
    apiRequest(`${path('wire-transfers')}${status ? `?status=${status}` : ''}`, {
      schema: wireTransfersResponseSchema,
    }),
  recordWireTransfer: (billNumber: string, reason: string) =>
    apiRequest(path('wire-transfers'), {
      method: 'POST',
      body: { billNumber, reason },
      schema: wireTransferSchema,
    }),
  approveWireTransfer: (id: string, reason: string) =>
    apiRequest(path('wire-transfers', id, 'approve'), {
      method: 'POST',
      body: { reason },
      schema: wireTransferResponseSchema,
    }),
  rejectWireTransfer: (id: string, reason: string) =>
    apiRequest(path('wire-transfers', id, 'reject'), {
      method: 'POST',
      body: { reason },
      schema: wireTransferSchema,
    }),
  queues: () => apiRequest(path('queues'), { schema: queuesResponseSchema }),
  retryJob: (queue: string, jobId: string, reason: string) =>
    apiRequest(path('queues', queue, 'jobs', jobId, 'retry'), {
      method: 'POST',
      body: { reason },
      schema: retryJobResponseSchema,
    }),
  search: (q: string) =>
    apiRequest(`${path('search')}?${new URLSearchParams({ q })}`, {
      schema: consoleOrdersResponseSchema.pick({ orders: true }),
    }),
  audit: (page: number) => apiRequest(`${path('audit')}?page=${page}`, { schema: auditResponseSchema }),
  sellers: () => apiRequest(path('sellers'), { schema: consoleSellersResponseSchema }),
  referralLink: (sellerId: string, body: z.input<typeof referralLinkBodySchema>) =>
    apiRequest(path('sellers', sellerId, 'referral-link'), {
      method: 'POST',
      body,
      schema: referralLinkResponseSchema,
    }),
  revealSellerKey: (sellerId: string) =>
    apiRequest(path('sellers', sellerId, 'key'), {
      method: 'POST',
      body: { confirm: true },
      schema: sellerKeyResponseSchema,
    }),
  sandboxIssuers: () => apiRequest(path('sandbox', 'issuers'), { schema: sandboxIssuersResponseSchema }),
  updateSandboxIssuer: (slug: string, patch: z.input<typeof sandboxIssuerUpdateSchema>) =>
    apiRequest(path('sandbox', 'issuers', slug), { method: 'PUT', body: patch, schema: sandboxIssuerSettingsSchema }),
  logout: () => apiRequest('/api/auth/logout', { method: 'POST', body: {} }),
};

/** bull-board, mounted by the API for staff. */
export const QUEUE_BOARD_URL = '/api/console/queues/board/';

/** The full-page sign-in with an identity provider, coming back to `returnTo` inside the console. */
export function signInUrl(provider: string, returnTo: string): string {
  return `/api/auth/oidc/${encodeURIComponent(provider)}/start?returnTo=${encodeURIComponent(returnTo)}`;
}
