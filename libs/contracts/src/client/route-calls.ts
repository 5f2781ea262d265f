import type { ApiClient, CallArgs } from './api-client';
import type { RouteDefinition, RouteRequest, RouteResponse } from './define-route';

/*
 * The apps' API: the route definitions as functions, derived from the definitions themselves (no
 * function per route written by hand, no path in the apps). A route exported as `createOrderRoute`
 * becomes `createOrder(request)`, typed by its definition: its path parameters, query and body in,
 * its parsed answer out. Every call goes through the one client (CSRF, Idempotency-Key, errors).
 */

/** `createOrderRoute` → `createOrder`; a name without the suffix (a callable function's) stays. */
export type CallName<K> = K extends `${infer Name}Route` ? Name : K;

/** One route as a function of the client. */
export type RouteCall<R extends RouteDefinition> = (...args: CallArgs<R>) => Promise<RouteResponse<R>>;

/** The routes among a module's (or an object's) members, each as its call, named by CallName. */
export type RouteCalls<M> = {
  readonly [K in keyof M as M[K] extends RouteDefinition ? CallName<K> : never]: M[K] extends RouteDefinition
    ? RouteCall<M[K]>
    : never;
};

/** The address of a route (a stream, a download, a redirect) for its path parameters and query. */
export type RouteUrl<R extends RouteDefinition> = (request: Pick<RouteRequest<R>, 'params' | 'query'>) => string;

/** The routes among a module's members, each as the builder of its address. */
export type RouteUrls<M> = {
  readonly [K in keyof M as M[K] extends RouteDefinition ? CallName<K> : never]: M[K] extends RouteDefinition
    ? RouteUrl<M[K]>
    : never;
};

/** Whether a module's member is a route definition (its other members are schemas and types). */
export function isRouteDefinition(value: unknown): value is RouteDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'errors' in value;
}

const callName = (exportName: string) =>
  exportName.endsWith('Route') ? exportName.slice(0, -'Route'.length) : exportName;

function routeEntries(routes: object): [string, RouteDefinition][] {
  return Object.entries(routes)
    .filter((entry): entry is [string, RouteDefinition] => isRouteDefinition(entry[1]))
    .map(([name, route]) => [callName(name), route]);
}

/** The routes of a module (or an object of routes) as calls of `client`. */
export function bindRoutes<M extends object>(client: ApiClient, routes: M): RouteCalls<M> {
  const call = client.call as unknown as (route: RouteDefinition, request?: object) => Promise<unknown>;
  return Object.fromEntries(
    routeEntries(routes).map(([name, route]) => [name, (request?: object) => call(route, request)]),
  ) as unknown as RouteCalls<M>;
}

/** The routes of a module as builders of their addresses under `client`'s base URL. */
export function bindRouteUrls<M extends object>(client: ApiClient, routes: M): RouteUrls<M> {
  return Object.fromEntries(
    routeEntries(routes).map(([name, route]) => [name, (request: object) => client.url(route, request)]),
  ) as unknown as RouteUrls<M>;
}

/**
 * The routes of modules loaded when first called (the storefront loads the schemas with the first
 * call that needs them, not with the page): `load` in turn until one exports the route, so a
 * module later in the list loads only for its own routes. `M` is the loaded modules' type
 * (`typeof import('./a') & typeof import('./b')`); nothing is imported to bind them.
 */
export function bindLazyRoutes<M extends object>(
  client: ApiClient,
  ...loads: readonly (() => Promise<Partial<M>>)[]
): RouteCalls<M> {
  const call = client.call as unknown as (route: () => Promise<RouteDefinition>, request?: object) => Promise<unknown>;
  async function find(name: string): Promise<RouteDefinition> {
    for (const load of loads) {
      const loaded = (await load()) as Record<string, unknown>;
      const route = loaded[`${name}Route`] ?? loaded[name];
      if (isRouteDefinition(route)) return route;
    }
    throw new Error(`no route ${name} in the loaded contracts`);
  }
  return new Proxy({} as RouteCalls<M>, {
    // Not a promise: `then` stays undefined, so awaiting the object does not call a route.
    get: (_, name) =>
      typeof name === 'string' && name !== 'then' ? (request?: object) => call(() => find(name), request) : undefined,
  });
}
