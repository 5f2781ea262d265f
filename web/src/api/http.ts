import { ApiError, bindLazyRoutes, bindRouteUrls, createApiClient, LINK_ROUTES } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';

export { ApiError };

let language: Locale = 'ro';

/** The language the API answers messages in (Accept-Language), set from the page's locale. */
export function setApiLanguage(locale: Locale): void {
  language = locale;
}

/** The route definitions every page may call, loaded with the first API call rather than with the page (see contracts.ts). */
export const loadContracts = () => import('./contracts');
/** The routes of orders, payments, functions and My account, loaded when first needed (see order-contracts.ts). */
export const loadOrderContracts = () => import('./order-contracts');

/** The storefront's API client: same origin, session cookie, messages in the page's language. */
export const client = createApiClient({
  headers: () => ({ 'Accept-Language': language }),
  readError: async (body) => (await loadContracts()).errorOfBody(body),
  networkMessage: 'network',
});

/*
 * Every call the storefront makes: the route definitions of contracts.ts and order-contracts.ts
 * bound to the client (`createOrderRoute` → `api.createOrder({ body })`), typed by the route and
 * their answers parsed with its schema, so a drifting server shows up as a parse error rather than
 * a broken screen. A route's module loads with its first call: order-contracts.ts only for its own.
 */
export const api = bindLazyRoutes<typeof import('./contracts') & typeof import('./order-contracts')>(
  client,
  loadContracts,
  loadOrderContracts,
);

/** The callable functions of spec §7 (`functions.getcompany({ body: { data } })` → `{ result }`). */
export const functions = bindLazyRoutes<(typeof import('./order-contracts'))['functionRoutes']>(
  client,
  async () => (await loadOrderContracts()).functionRoutes,
);

/** The addresses a page opens rather than calls (the status stream, a document, a sign-in redirect): no schema, built at once. */
export const urls = bindRouteUrls(client, LINK_ROUTES);
