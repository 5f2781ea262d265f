import { ApiError, createApiClient, type RouteDefinition } from '@asiguro/contracts';
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

/** Each route definition of a lazily loaded module, as a loader of it: the module loads with the first call of one. */
type Loaders<M> = { readonly [K in keyof M as M[K] extends RouteDefinition ? K : never]: () => Promise<M[K]> };

function loaders<M extends object>(load: () => Promise<M>): Loaders<M> {
  return new Proxy({} as Loaders<M>, {
    get: (_, name) => async () => (await load())[name as keyof M],
  });
}

/** The routes of contracts.ts (every page may call them). */
export const routes = loaders(loadContracts);
/** The routes of order-contracts.ts (the order flow, the order page, My account). */
export const orderRoutes = loaders(loadOrderContracts);

/** The storefront's API client: same origin, session cookie, messages in the page's language. */
export const client = createApiClient({
  headers: () => ({ 'Accept-Language': language }),
  readError: async (body) => (await loadContracts()).errorOfBody(body),
  networkMessage: 'network',
});
