import type { RouteDefinition, Typed } from './client/define-route';
import {
  auditResponseSchema,
  bulkRetryBodySchema,
  bulkRetryResponseSchema,
  claimResponseSchema,
  consoleActionBodySchema,
  consoleActionResponseSchema,
  consoleItemActionBodySchema,
  consoleItemActionResponseSchema,
  consoleOrderDetailSchema,
  consoleOrdersQuerySchema,
  consoleOrdersResponseSchema,
  consoleSearchQuerySchema,
  consoleSellersResponseSchema,
  customerDataResponseSchema,
  dashboardSchema,
  manualIssuanceBodySchema,
  manualIssuanceResponseSchema,
  queuesResponseSchema,
  referralLinkBodySchema,
  referralLinkResponseSchema,
  retryJobBodySchema,
  retryJobResponseSchema,
  sandboxIssuerSettingsSchema,
  sandboxIssuersResponseSchema,
  sandboxIssuerUpdateSchema,
  sellerKeyBodySchema,
  sellerKeyResponseSchema,
  staffMeSchema,
  wireTransferBodySchema,
  wireTransferDecisionBodySchema,
  wireTransferResponseSchema,
  wireTransferSchema,
  wireTransfersQuerySchema,
  wireTransfersResponseSchema,
} from './console.contract';

/*
 * The operator console (/api/console/*): staff only, so every route may also answer unauthorized
 * (not signed in) and forbidden (not staff, or a role without the route's permission).
 */

type NoBody = Typed<Record<string, never>>;

/** The signed-in staff member and their role. */
export const staffMeRoute = {
  method: 'GET',
  path: '/api/console/me',
  response: staffMeSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const dashboardRoute = {
  method: 'GET',
  path: '/api/console/dashboard',
  response: dashboardSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleOrdersRoute = {
  method: 'GET',
  path: '/api/console/orders',
  query: consoleOrdersQuerySchema,
  response: consoleOrdersResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleOrderRoute = {
  method: 'GET',
  path: '/api/console/orders/:id',
  response: consoleOrderDetailSchema,
  errors: ['unauthorized', 'forbidden', 'not-found-order'],
} as const satisfies RouteDefinition;

export const bulkRetryRoute = {
  method: 'POST',
  path: '/api/console/orders/bulk-retry',
  body: bulkRetryBodySchema,
  response: bulkRetryResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleActionRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/actions',
  body: consoleActionBodySchema,
  response: consoleActionResponseSchema,
  errors: ['unauthorized', 'forbidden', 'event-refused'],
} as const satisfies RouteDefinition;

export const consoleItemActionRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/items/:item/actions',
  body: consoleItemActionBodySchema,
  response: consoleItemActionResponseSchema,
  errors: ['unauthorized', 'forbidden', 'event-refused'],
} as const satisfies RouteDefinition;

/** Takes the order for manual work (another operator's claim answers a conflict). */
export const claimRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/claim',
  body: {} as NoBody,
  response: claimResponseSchema,
  errors: ['unauthorized', 'forbidden', 'idempotency-conflict'],
} as const satisfies RouteDefinition;

/** Unmasked and audited: call it when the agent asks to see the data, never to prefetch. */
export const customerDataRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/customer-data',
  body: {} as NoBody,
  response: customerDataResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found-order'],
} as const satisfies RouteDefinition;

export const manualIssuanceRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/manual-issuance',
  body: manualIssuanceBodySchema,
  response: manualIssuanceResponseSchema,
  errors: ['unauthorized', 'forbidden', 'event-refused', 'idempotency-conflict'],
} as const satisfies RouteDefinition;

export const wireTransfersRoute = {
  method: 'GET',
  path: '/api/console/wire-transfers',
  query: wireTransfersQuerySchema,
  response: wireTransfersResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const recordWireTransferRoute = {
  method: 'POST',
  path: '/api/console/wire-transfers',
  body: wireTransferBodySchema,
  response: wireTransferSchema,
  errors: ['unauthorized', 'forbidden', 'invalid-bill-number'],
} as const satisfies RouteDefinition;

export const approveWireTransferRoute = {
  method: 'POST',
  path: '/api/console/wire-transfers/:id/approve',
  body: wireTransferDecisionBodySchema,
  response: wireTransferResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found', 'event-refused'],
} as const satisfies RouteDefinition;

export const rejectWireTransferRoute = {
  method: 'POST',
  path: '/api/console/wire-transfers/:id/reject',
  body: wireTransferDecisionBodySchema,
  response: wireTransferSchema,
  errors: ['unauthorized', 'forbidden', 'not-found', 'event-refused'],
} as const satisfies RouteDefinition;

export const queuesRoute = {
  method: 'GET',
  path: '/api/console/queues',
  response: queuesResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const retryJobRoute = {
  method: 'POST',
  path: '/api/console/queues/:queue/jobs/:jobId/retry',
  body: retryJobBodySchema,
  response: retryJobResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found'],
} as const satisfies RouteDefinition;

/** Orders by number, policy number, e-mail or phone. */
export const consoleSearchRoute = {
  method: 'GET',
  path: '/api/console/search',
  query: consoleSearchQuerySchema,
  response: consoleOrdersResponseSchema.pick({ orders: true }),
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const auditRoute = {
  method: 'GET',
  path: '/api/console/audit',
  query: {} as Typed<{ page: number }>,
  response: auditResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleSellersRoute = {
  method: 'GET',
  path: '/api/console/sellers',
  response: consoleSellersResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const referralLinkRoute = {
  method: 'POST',
  path: '/api/console/sellers/:sellerId/referral-link',
  body: referralLinkBodySchema,
  response: referralLinkResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

/** The seller's signing key, shown once to a supervisor who confirms (audited). */
export const sellerKeyRoute = {
  method: 'POST',
  path: '/api/console/sellers/:sellerId/key',
  body: sellerKeyBodySchema,
  response: sellerKeyResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

/** Development only: each sandbox insurer's behaviour (not found in production). */
export const sandboxIssuersRoute = {
  method: 'GET',
  path: '/api/console/sandbox/issuers',
  response: sandboxIssuersResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found'],
} as const satisfies RouteDefinition;

export const updateSandboxIssuerRoute = {
  method: 'PUT',
  path: '/api/console/sandbox/issuers/:slug',
  body: sandboxIssuerUpdateSchema,
  // The API answers the stored settings as they are (passthrough), extra keys included.
  response: sandboxIssuerSettingsSchema.passthrough(),
  errors: ['unauthorized', 'forbidden', 'not-found'],
} as const satisfies RouteDefinition;
