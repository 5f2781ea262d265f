import type { z } from 'zod';
import type { ErrorCode } from '@asiguro/domain';

/*
 * A route of the API as its clients see it: method, path, what the request carries (path
 * parameters, query, body), the schema of a successful answer and the error catalogue's codes it
 * may answer with besides the ones every route can give (validation-failed, CSRF refusals,
 * rate-limited, internal). The storefront and the console call the API only through these
 * (createApiClient), and an integration test checks each against the routes the API registers.
 *
 * Route definitions are plain object literals (`… as const satisfies RouteDefinition`), not the
 * result of a call: a bundler leaves out every route a page does not use, and with it the
 * schemas it refers to.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const typedMark: unique symbol;

/**
 * A request part known by its type only: the API validates it with a schema of its own (the
 * client never validates what it sends, the server's answer is the one that counts).
 */
export interface Typed<T> {
  readonly [typedMark]?: T;
}

export type RequestSchema = z.ZodType | Typed<unknown>;

/** The body of a command that carries nothing (`{}`): the change is all in its path. */
export type NoBody = Typed<Record<string, never>>;

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Express-style: `/api/orders/:id/confirm`. */
  readonly path: `/api/${string}`;
  readonly query?: RequestSchema;
  readonly body?: RequestSchema;
  /** The answer's schema; none for answers without a body (202, 204) or not JSON (a redirect, a stream, a file). */
  readonly response?: z.ZodType;
  /** The error catalogue's codes this route answers with, beyond the ones every route may give. */
  readonly errors: readonly ErrorCode[];
  /** A command the client sends with a fresh Idempotency-Key, so a retried request is applied once. */
  readonly idempotent?: boolean;
}

/** `'/api/orders/:id/deliveries/:item/cancel'` → `'id' | 'item'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : S extends Typed<infer T> ? T : never;

type ParamsPart<R extends RouteDefinition> = [PathParams<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<R['path']>, string | number> };
type QueryPart<R extends RouteDefinition> = R['query'] extends RequestSchema
  ? { query: InputOf<R['query']> }
  : { query?: undefined };
type BodyPart<R extends RouteDefinition> = R['body'] extends RequestSchema
  ? { body: InputOf<R['body']> }
  : { body?: undefined };

/** What a call of the route takes: its path parameters, query and body, as the route says. */
export type RouteRequest<R extends RouteDefinition> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    signal?: AbortSignal;
    /** Extra headers (e.g. If-None-Match). */
    headers?: Record<string, string>;
  };

/** What a successful call answers: the response schema's output, `undefined` for routes without one. */
export type RouteResponse<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : undefined;

/** The body's type of a route (for forms that build it). */
export type RouteBody<R extends RouteDefinition> = InputOf<R['body']>;

/** The address of a route for the given path parameters and query (only the query's defined values). */
export function routeUrl(
  route: Pick<RouteDefinition, 'path'>,
  params: Record<string, string | number> = {},
  query?: object,
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
