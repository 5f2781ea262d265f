import { type ConsoleAction, type ConsoleItemAction } from '@asiguro/domain';
import {
  approveWireTransferRoute,
  auditRoute,
  bulkRetryRoute,
  claimRoute,
  consoleActionRoute,
  consoleItemActionRoute,
  consoleOrderRoute,
  consoleOrdersQuerySchema,
  consoleOrdersRoute,
  consoleSearchRoute,
  consoleSellersRoute,
  customerDataRoute,
  dashboardRoute,
  logoutRoute,
  manualIssuanceRoute,
  oidcStartRoute,
  queuesRoute,
  recordWireTransferRoute,
  referralLinkRoute,
  rejectWireTransferRoute,
  retryJobRoute,
  sandboxIssuersRoute,
  sellerKeyRoute,
  staffMeRoute,
  updateSandboxIssuerRoute,
  wireTransfersRoute,
  type RouteBody,
  type WireTransfer,
} from '@asiguro/contracts';
import { z } from 'zod';
import { client } from './http';

/*
 * One function per console call, each a route definition of @asiguro/domain (console.routes.ts)
 * called through the shared client: typed by the route and its answer parsed with the route's
 * schema. Request bodies are the contract's input types, so the server's validation and the
 * console's forms agree.
 */

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
  me: () => client.call(staffMeRoute),
  dashboard: () => client.call(dashboardRoute),
  orders: (input: OrdersQueryInput, signal?: AbortSignal) =>
    client.call(consoleOrdersRoute, { query: consoleOrdersQuerySchema.parse(input), signal }),
  order: (id: string) => client.call(consoleOrderRoute, { params: { id } }),
  act: (id: string, action: ConsoleAction, reason: string) =>
    client.call(consoleActionRoute, { params: { id }, body: { action, reason } }),
  actOnItem: (id: string, item: number, action: ConsoleItemAction, reason: string) =>
    client.call(consoleItemActionRoute, { params: { id, item }, body: { action, reason } }),
  bulkRetry: (orderIds: string[], reason: string) => client.call(bulkRetryRoute, { body: { orderIds, reason } }),
  claim: (id: string) => client.call(claimRoute, { params: { id }, body: {} }),
  /** Unmasked and audited: call it when the agent asks to see the data, never to prefetch. */
  customerData: (id: string) => client.call(customerDataRoute, { params: { id }, body: {} }),
  manualIssuance: (id: string, body: RouteBody<typeof manualIssuanceRoute>) =>
    client.call(manualIssuanceRoute, { params: { id }, body }),
  wireTransfers: (status?: WireTransfer['status']) => client.call(wireTransfersRoute, { query: { status } }),
  recordWireTransfer: (billNumber: string, reason: string) =>
    client.call(recordWireTransferRoute, { body: { billNumber, reason } }),
  approveWireTransfer: (id: string, reason: string) =>
    client.call(approveWireTransferRoute, { params: { id }, body: { reason } }),
  rejectWireTransfer: (id: string, reason: string) =>
    client.call(rejectWireTransferRoute, { params: { id }, body: { reason } }),
  queues: () => client.call(queuesRoute),
  retryJob: (queue: string, jobId: string, reason: string) =>
    client.call(retryJobRoute, { params: { queue, jobId }, body: { reason } }),
  search: (q: string) => client.call(consoleSearchRoute, { query: { q } }),
  audit: (page: number) => client.call(auditRoute, { query: { page } }),
  sellers: () => client.call(consoleSellersRoute),
  referralLink: (sellerId: string, body: RouteBody<typeof referralLinkRoute>) =>
    client.call(referralLinkRoute, { params: { sellerId }, body }),
  revealSellerKey: (sellerId: string) => client.call(sellerKeyRoute, { params: { sellerId }, body: { confirm: true } }),
  sandboxIssuers: () => client.call(sandboxIssuersRoute),
  updateSandboxIssuer: (slug: string, patch: RouteBody<typeof updateSandboxIssuerRoute>) =>
    client.call(updateSandboxIssuerRoute, { params: { slug }, body: patch }),
  logout: () => client.call(logoutRoute, { body: {} }),
};

/** bull-board, mounted by the API for staff (a page of its own, not a route of the contracts). */
export const QUEUE_BOARD_URL = '/api/console/queues/board/';

/** The full-page sign-in with an identity provider, coming back to `returnTo` inside the console. */
export function signInUrl(provider: string, returnTo: string): string {
  return client.url(oidcStartRoute, { params: { provider }, query: { returnTo } });
}
