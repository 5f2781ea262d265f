import type { RouteDefinition, Typed } from './client/define-route';
import {
  confirmOrderBodySchema,
  createOrderBodySchema,
  offersResponseSchema,
  orderLinkQuerySchema,
  orderStatusViewSchema,
  orderViewSchema,
  updateOrderBodySchema,
} from './orders.contract';

/* Orders: drafts, their offers, confirmation, renewal, deliveries, status and its live stream. */

type NoBody = Typed<Record<string, never>>;

/** A new draft. */
export const createOrderRoute = {
  method: 'POST',
  path: '/api/orders',
  body: createOrderBodySchema,
  response: orderViewSchema,
  errors: ['create-order', 'order-not-created'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** An order its session (or the e-mail link's token `t`) may see. */
export const orderRoute = {
  method: 'GET',
  path: '/api/orders/:id',
  query: orderLinkQuerySchema,
  response: orderViewSchema,
  errors: ['not-found-order'],
} as const satisfies RouteDefinition;

/** Changes a draft; an unpaid order goes back to draft. */
export const updateOrderRoute = {
  method: 'PATCH',
  path: '/api/orders/:id',
  body: updateOrderBodySchema,
  response: orderViewSchema,
  errors: ['not-found-order', 'event-refused', 'stale-order', 'update-order'],
} as const satisfies RouteDefinition;

/** Fixes the chosen offer's price and records the consents: the order awaits payment. */
export const confirmOrderRoute = {
  method: 'POST',
  path: '/api/orders/:id/confirm',
  body: confirmOrderBodySchema,
  response: orderViewSchema,
  errors: ['not-found-order', 'event-refused', 'stale-order', 'price-required-error', 'companyNotFound'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** A new draft pre-filled from an earlier order (the author's session, or the e-mail link's token). */
export const renewOrderRoute = {
  method: 'POST',
  path: '/api/orders/:id/renew',
  query: orderLinkQuerySchema,
  response: orderViewSchema,
  errors: ['not-found-order'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** Cancels a courier delivery of the order before it is scheduled (its share is refunded). */
export const cancelDeliveryRoute = {
  method: 'POST',
  path: '/api/orders/:id/deliveries/:item/cancel',
  body: {} as NoBody,
  response: orderViewSchema,
  errors: ['not-found-order', 'event-refused', 'stale-order'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** Asks every insurer that sells the line; the offers that arrived in time, cheapest first. */
export const searchOffersRoute = {
  method: 'POST',
  path: '/api/orders/:id/offers',
  body: {} as NoBody,
  response: offersResponseSchema,
  errors: ['not-found-order', 'invalid-options', 'companyNotFound', 'mortgage-not-found', 'event-refused'],
} as const satisfies RouteDefinition;

/** The order's status (an ETag; 304 when unchanged since If-None-Match). */
export const orderStatusRoute = {
  method: 'GET',
  path: '/api/orders/:id/status',
  query: orderLinkQuerySchema,
  response: orderStatusViewSchema,
  errors: ['not-found-order'],
} as const satisfies RouteDefinition;
