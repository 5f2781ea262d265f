import type { RouteDefinition } from './client/define-route';
import * as account from './account';
import * as consoleRoutes from './console';
import * as destinations from './destinations';
import { functionRoutes } from './functions';
import * as links from './links';
import * as misc from './misc';
import * as orders from './orders';
import * as payments from './payments';
import * as policies from './policies';
import * as registry from './registry';

/** Whether an export of a resource's module is one of its routes (the others are its schemas and types). */
function isRoute(value: unknown): value is RouteDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'errors' in value;
}

/** The route definitions among a resource module's exports, by export name. */
function routesOf(resource: object): Record<string, RouteDefinition> {
  return Object.fromEntries(
    Object.entries(resource).filter((entry): entry is [string, RouteDefinition] => isRoute(entry[1])),
  );
}

/** Every route definition, by resource (for the test that holds them against the routes the API registers). */
export const API_ROUTES: Record<string, Record<string, RouteDefinition>> = {
  account: routesOf(account),
  console: routesOf(consoleRoutes),
  destinations: routesOf(destinations),
  functions: functionRoutes,
  links: routesOf(links),
  misc: routesOf(misc),
  orders: routesOf(orders),
  payments: routesOf(payments),
  policies: routesOf(policies),
  registry: routesOf(registry),
};
