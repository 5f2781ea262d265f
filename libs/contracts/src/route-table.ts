import type { RouteDefinition } from './client/define-route';
import { isRouteDefinition } from './client/route-calls';
import * as account from './account';
import * as consoleRoutes from './console';
import * as contact from './contact';
import * as destinations from './destinations';
import { functionRoutes } from './functions';
import * as links from './links';
import * as orders from './orders';
import * as payments from './payments';
import * as policies from './policies';
import * as rates from './rates';
import * as registry from './registry';

/** The route definitions among a resource module's exports, by export name (the others are its schemas and types). */
export type RoutesOf<M> = { readonly [K in keyof M as M[K] extends RouteDefinition ? K : never]: M[K] };

function routesOf<M extends object>(resource: M): RoutesOf<M> {
  return Object.fromEntries(Object.entries(resource).filter((entry) => isRouteDefinition(entry[1]))) as RoutesOf<M>;
}

/*
 * Each resource's routes, by export name (`createOrderRoute`), for the apps to bind to their client
 * (bindRoutes). `@__PURE__`: a bundle that uses one resource's routes leaves the others out.
 */
export const ACCOUNT_ROUTES = /* @__PURE__ */ routesOf(account);
export const CONSOLE_ROUTES = /* @__PURE__ */ routesOf(consoleRoutes);
export const CONTACT_ROUTES = /* @__PURE__ */ routesOf(contact);
export const DESTINATION_ROUTES = /* @__PURE__ */ routesOf(destinations);
export const LINK_ROUTES = /* @__PURE__ */ routesOf(links);
export const ORDER_ROUTES = /* @__PURE__ */ routesOf(orders);
export const PAYMENT_ROUTES = /* @__PURE__ */ routesOf(payments);
export const POLICY_ROUTES = /* @__PURE__ */ routesOf(policies);
export const RATE_ROUTES = /* @__PURE__ */ routesOf(rates);
export const REGISTRY_ROUTES = /* @__PURE__ */ routesOf(registry);

/** Every route definition, by resource (for the test that holds them against the routes the API registers). */
export const API_ROUTES = {
  account: ACCOUNT_ROUTES,
  console: CONSOLE_ROUTES,
  contact: CONTACT_ROUTES,
  destinations: DESTINATION_ROUTES,
  functions: functionRoutes,
  links: LINK_ROUTES,
  orders: ORDER_ROUTES,
  payments: PAYMENT_ROUTES,
  policies: POLICY_ROUTES,
  rates: RATE_ROUTES,
  registry: REGISTRY_ROUTES,
} satisfies Record<string, Record<string, RouteDefinition>>;
