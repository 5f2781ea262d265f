import type { RouteDefinition, Typed } from './client/define-route';
import type { OrderLinkQuery } from './orders';

/*
 * The routes a page opens by address rather than calls: an event stream, a file to download, a
 * sign-in redirect. They answer no JSON, so they refer to no schema, and live apart from the
 * routes that do: a bundler puts a module in one chunk, and the storefront builds these addresses
 * with its first page, before the schemas load.
 */

/** Server-sent events: the order's status as it changes. */
export const orderStreamRoute = {
  method: 'GET',
  path: '/api/orders/:id/stream',
  query: {} as Typed<OrderLinkQuery>,
  errors: ['not-found-order'],
} as const satisfies RouteDefinition;

/** One document of the order (a file: the browser downloads it from this address). */
export const orderDocumentRoute = {
  method: 'GET',
  path: '/api/orders/:id/documents/:kind',
  query: {} as Typed<OrderLinkQuery>,
  errors: ['not-found-order'],
} as const satisfies RouteDefinition;

/** The full-page sign-in with an identity provider (a redirect), coming back to `returnTo`. */
export const oidcStartRoute = {
  method: 'GET',
  path: '/api/auth/oidc/:provider/start',
  query: {} as Typed<{ returnTo: string }>,
  errors: ['not-found'],
} as const satisfies RouteDefinition;
