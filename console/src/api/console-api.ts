import {
  bindRoutes,
  bindRouteUrls,
  CONSOLE_ROUTES,
  consoleOrdersQuerySchema,
  logoutRoute,
  oidcStartRoute,
} from '@asiguro/contracts';
import { z } from 'zod';
import { client } from './http';

/*
 * The console's calls: every route of the console's contracts (libs/contracts/src/console.ts) and
 * signing out, bound to the shared client (`staffMeRoute` → `consoleApi.staffMe()`), typed by the
 * route and its answer parsed with the route's schema. Request bodies are the contract's input
 * types, so the server's validation and the console's forms agree.
 */
export const consoleApi = bindRoutes(client, { ...CONSOLE_ROUTES, logoutRoute });

/** The addresses the console opens rather than calls: the full-page sign-in with an identity provider. */
export const consoleUrls = bindRouteUrls(client, { oidcStartRoute });

/** The orders list filters as the API takes them (the contract's query, including its defaults). */
export type OrdersQueryInput = z.input<typeof consoleOrdersQuerySchema>;

/** Query string of the orders list: only the parameters that are set. */
export function ordersQueryString(input: OrdersQueryInput): string {
  const query = consoleOrdersQuerySchema.parse(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** bull-board, mounted by the API for staff (a page of its own, not a route of the contracts). */
export const QUEUE_BOARD_URL = '/api/console/queues/board/';
