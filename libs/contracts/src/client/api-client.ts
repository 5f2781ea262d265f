import type { ErrorResponse } from '../common';
import { routeUrl, type HttpMethod, type RouteDefinition, type RouteRequest, type RouteResponse } from './define-route';

/*
 * The one HTTP client of the storefront and the console: it calls a route definition (see
 * define-route.ts) on the same origin with the session cookie, sends the CSRF double-submit token
 * with every change (asking for one first on a visit that starts with a change, and resending a
 * change once when the token was refused), gives commands an Idempotency-Key, parses the answer
 * with the route's schema and throws an ApiError that carries the server's localized message.
 *
 * No schema library is imported here: the storefront loads this with its first page, and the
 * schemas come with the route definitions, which it loads when first needed.
 */

/**
 * The double-submit token's cookie: `__Host-asg_csrf` on https (production), `asg_csrf` on plain
 * http (development and tests), where browsers refuse the prefix.
 */
export const CSRF_COOKIES = ['__Host-asg_csrf', 'asg_csrf'] as const;
export const CSRF_HEADER = 'X-CSRF-Token';
/**
 * The error catalogue's CSRF refusals (CSRF_ERROR_CODES, kept out of the first paint's bundle; a
 * unit test keeps the two lists equal): on either, the token is read again and the change resent once.
 */
export const CSRF_REFUSALS: readonly string[] = ['csrf-token-missing', 'csrf-token-invalid'];

export type ApiErrorBody = ErrorResponse['error'];
type ErrorDetails = NonNullable<ApiErrorBody['details']>;
export type FieldIssue = NonNullable<ErrorDetails['issues']>[number];

/**
 * A failed API call: the error catalogue's `code`, the HTTP `status` (0 when the server could not
 * be reached), the server's localized `message` and its `details` (for bad input, one issue per
 * field: its validation `key` and localized `message`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The refused fields of a validation failure (none for other errors or a malformed answer). */
  get issues(): FieldIssue[] {
    return Array.isArray(this.details.issues) ? (this.details.issues as FieldIssue[]) : [];
  }
}

/** The value of a cookie readable by scripts (the CSRF token), if set. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The page's CSRF token (none outside a browser, e.g. while rendering on the server). */
function browserCsrfToken(): string | undefined {
  const page = (globalThis as { document?: { cookie: string } }).document;
  if (!page) return undefined;
  for (const name of CSRF_COOKIES) {
    const token = readCookie(page.cookie, name);
    if (token) return token;
  }
  return undefined;
}

/** A route, or a loader of one (the storefront loads the schemas with the first page that needs them). */
export type RouteSource<R extends RouteDefinition> = R | (() => Promise<R>);

/** What a call of the route takes: nothing when every part is optional, else its request. */
export type CallArgs<R extends RouteDefinition> =
  object extends RouteRequest<R> ? [RouteRequest<R>?] : [RouteRequest<R>];

export interface ApiClientOptions {
  /** Prefix of every path (same origin: ''). */
  baseUrl?: string;
  /** The fetch to use; the global one, looked up on each call, by default. */
  fetch?: typeof fetch;
  /** Headers of every request, read per request (the language to answer in, how long the user has been idle). */
  headers?: () => Record<string, string>;
  /** The error an answer's body carries, when it has the API's error shape. */
  readError: (body: unknown) => ApiErrorBody | undefined | Promise<ApiErrorBody | undefined>;
  /** The message of the error thrown when the API cannot be reached (code `network`, status 0). */
  networkMessage: string;
  /** A fresh Idempotency-Key for a command. */
  idempotencyKey?: () => string;
  /** The page's CSRF token; the double-submit cookie by default. */
  csrfToken?: () => string | undefined;
  /** A cheap GET whose answer sets the CSRF cookie, asked first by a visit that starts with a change. */
  csrfSource?: string;
  /** Told of every error before it is thrown (e.g. to log it). */
  onError?: (error: ApiError) => void;
}

export interface ApiClient {
  /**
   * Loads the route (with its schemas), then calls it. (First of the two: a loader made by a
   * generic call in the argument is inferred against the first signature only.)
   */
  call<R extends RouteDefinition>(route: () => Promise<R>, ...args: NoInfer<CallArgs<R>>): Promise<RouteResponse<R>>;
  /** Calls a route and answers its parsed response; throws ApiError (or the abort's error when aborted). */
  call<R extends RouteDefinition>(route: R, ...args: NoInfer<CallArgs<R>>): Promise<RouteResponse<R>>;
  /** The address of a route (links, downloads, event streams), under the client's base URL. */
  url<R extends RouteDefinition>(route: R, request?: Pick<RouteRequest<R>, 'params' | 'query'>): string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const send = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const csrfToken = options.csrfToken ?? browserCsrfToken;
  const newKey = options.idempotencyKey ?? (() => crypto.randomUUID());
  let csrfReady: Promise<void> | undefined;

  /**
   * Any answer of the API sets the double-submit token cookie; a first visit that starts with a
   * change (a draft saved as the visitor types) asks for it with a cheap GET first.
   */
  function ensureCsrfToken(): Promise<void> {
    if (csrfToken()) return Promise.resolve();
    return (csrfReady ??= send(`${baseUrl}${options.csrfSource ?? '/api/health'}`, { credentials: 'same-origin' })
      .then(() => undefined)
      .finally(() => (csrfReady = undefined)));
  }

  async function errorOf(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => undefined);
    const error = await options.readError(body);
    if (error) return new ApiError(error.code, error.status, error.message, error.details ?? {});
    return new ApiError(response.status === 404 ? 'not-found' : 'internal', response.status, response.statusText);
  }

  async function answer(route: RouteDefinition, response: Response): Promise<unknown> {
    if (response.status === 204 || response.status === 304) return undefined;
    const body: unknown = await response.json().catch(() => undefined);
    return route.response ? route.response.parse(body) : undefined;
  }

  async function call(source: RouteSource<RouteDefinition>, request: RouteRequest<RouteDefinition> = {}) {
    const route = typeof source === 'function' ? await source() : source;
    const method: HttpMethod = route.method;
    const url = `${baseUrl}${routeUrl(route, request.params, request.query)}`;
    // One key per call: the CSRF resend below is the same command, applied once.
    const key = route.idempotent ? newKey() : undefined;
    const attempt = async (): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers?.() };
      if (method !== 'GET') {
        await ensureCsrfToken();
        headers[CSRF_HEADER] = csrfToken() ?? '';
      }
      if (key) headers['Idempotency-Key'] = key;
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        return await send(url, {
          method,
          credentials: 'same-origin',
          headers: { ...headers, ...request.headers },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: request.signal,
        });
      } catch (error) {
        if (request.signal?.aborted) throw error;
        throw new ApiError('network', 0, options.networkMessage);
      }
    };
    const fail = (error: ApiError) => {
      options.onError?.(error);
      return error;
    };
    let response = await attempt().catch((error: unknown) => {
      throw error instanceof ApiError ? fail(error) : error;
    });
    if (!response.ok) {
      let error = await errorOf(response);
      // The token cookie can be missing or rotated (cleared cookies, sign-in, another tab): one fresh try.
      if (CSRF_REFUSALS.includes(error.code) && method !== 'GET') {
        response = await attempt().catch((retryError: unknown) => {
          throw retryError instanceof ApiError ? fail(retryError) : retryError;
        });
        if (response.ok) return answer(route, response);
        error = await errorOf(response);
      }
      throw fail(error);
    }
    return answer(route, response);
  }

  return {
    call: call as unknown as ApiClient['call'],
    url: (route, request) =>
      `${baseUrl}${routeUrl(route, request?.params as Record<string, string | number> | undefined, request?.query as object | undefined)}`,
  };
}
