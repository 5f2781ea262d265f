import type { RouteDefinition } from './client/define-route';
import * as account from './account.routes';
import * as consoleRoutes from './console.routes';
import * as destinations from './destinations.routes';
import * as documents from './documents.routes';
import * as links from './links.routes';
import { functionRoutes } from './functions.routes';
import * as misc from './misc.routes';
import * as orders from './orders.routes';
import * as payments from './payments.routes';
import * as registry from './registry.routes';

/** Every route definition, by resource (for the test that holds them against the routes the API registers). */
export const API_ROUTES: Record<string, Record<string, RouteDefinition>> = {
  account,
  console: consoleRoutes,
  destinations,
  documents,
  links,
  functions: functionRoutes,
  misc,
  orders,
  payments,
  registry,
};
