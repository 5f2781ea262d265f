import type { ErrorResponse } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';

/**
 * The double-submit token's cookie: `__Host-asg_csrf` on https (production), `asg_csrf` on plain
 * http (development and tests), where browsers refuse the prefix.
 */
export const CSRF_COOKIES = ['__Host-asg_csrf', 'asg_csrf'] as const;
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The error catalogue's CSRF refusals (CSRF_ERROR_CODES of libs/domain, kept out of the first
 * paint's bundle): on either, the token is read again and the change resent once.
 */
export const CSRF_REFUSALS: readonly string[] = ['csrf-token-missing', 'csrf-token-invalid'];

type FieldError = NonNullable<NonNullable<ErrorResponse['error']['details']>['issues']>[number];

/**
 * A failed API call: the error catalogue's `code`, the HTTP `status` (0 when the server could not
 * be reached), the server's localized `message` and, for bad input, one issue per field (its
 * validation `key` and localized `message`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
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

let language: Locale = 'ro';

/** The language the API answers messages in (Accept-Language), set from the page's locale. */
export function setApiLanguage(locale: Locale): void {
  language = locale;
}

function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const name of CSRF_COOKIES) {
    const token = readCookie(document.cookie, name);
    if (token) return token;
  }
  return undefined;
}

let csrfReady: Promise<void> | undefined;

/**
 * Any answer of the API sets the double-submit token cookie; a first visit that starts with a
 * change (a draft saved as the visitor types) asks for it with a cheap GET first.
 */
function ensureCsrfToken(): Promise<void> {
  if (csrfToken()) return Promise.resolve();
  return (csrfReady ??= fetch('/api/health', { credentials: 'same-origin' })
    .then(() => undefined)
    .finally(() => (csrfReady = undefined)));
}

/** The contracts of the answers every page gets, loaded with the first answer (see contracts.ts). */
export const loadContracts = () => import('./contracts');
export type Contracts = Awaited<ReturnType<typeof loadContracts>>;
/** The contracts of orders, payments and functions, loaded when first needed (see order-contracts.ts). */
export const loadOrderContracts = () => import('./order-contracts');
export type OrderContracts = Awaited<ReturnType<typeof loadOrderContracts>>;

type Parser<T> = { parse: (value: unknown) => T };

/** Parses an answer with one of the contracts every page gets. */
export function contract<T>(pick: (contracts: Contracts) => Parser<T>) {
  return async (body: unknown): Promise<T> => pick(await loadContracts()).parse(body);
}

/** Parses an answer with one of the order contracts. */
export function orderContract<T>(pick: (contracts: OrderContracts) => Parser<T>) {
  return async (body: unknown): Promise<T> => pick(await loadOrderContracts()).parse(body);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the answer against its contract and returns the parsed value. */
  parse?: (body: unknown) => Promise<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = (await loadContracts()).errorOfBody(body);
  if (error) return new ApiError(error.code, error.status, error.message, error.details?.issues);
  return new ApiError(response.status === 404 ? 'not-found' : 'internal', response.status, response.statusText);
}

/** Calls the API (same origin, session cookie), sending the CSRF token with every change. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    if (method !== 'GET') {
      await ensureCsrfToken();
      headers[CSRF_HEADER] = csrfToken() ?? '';
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { ...headers, ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', 0, 'network');
    }
  };
  let response = await send();
  if (!response.ok) {
    let error = await errorOf(response);
    // The token cookie can be missing or rotated (cleared cookies, another tab): one fresh try.
    if (CSRF_REFUSALS.includes(error.code) && method !== 'GET') {
      response = await send();
      if (!response.ok) error = await errorOf(response);
      else return parse(response, options.parse);
    }
    throw error;
  }
  return parse(response, options.parse);
}

async function parse<T>(response: Response, check: ((body: unknown) => Promise<T>) | undefined): Promise<T> {
  if (response.status === 204 || response.status === 304) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  return check ? check(body) : (body as T);
}
