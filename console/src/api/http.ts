import { errorResponseSchema, fieldErrorSchema, isCsrfRefusal } from '@asiguro/domain';
import type { z } from 'zod';
import { consoleLanguage } from '../app/console-language';

/**
 * The double-submit token's cookie: `__Host-asg_csrf` on https (production), `asg_csrf` on plain
 * http (development and tests), where browsers refuse the prefix.
 */
export const CSRF_COOKIES = ['__Host-asg_csrf', 'asg_csrf'] as const;
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * A failed console API call: the error catalogue's `code`, the HTTP `status` (0 when the API could
 * not be reached) and the server's message (in the console's language: it asks for it).
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
}

/** True for an answer that says the caller is not signed in (401) or not staff (403); a CSRF refusal is neither. */
export function isAuthError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403) && !isCsrfRefusal(error.code);
}

/** The API's message for one field of refused input (validation-failed issues), to show beside that field. */
export function fieldError(error: unknown, path: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const issues = fieldErrorSchema.array().safeParse(error.details.issues);
  return issues.success ? issues.data.find((issue) => issue.path === path)?.message : undefined;
}

/** The value of a cookie readable by scripts (the CSRF token), if set. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const name of CSRF_COOKIES) {
    const token = readCookie(document.cookie, name);
    if (token) return token;
  }
  return undefined;
}

/** Any answer of the API sets the double-submit cookie; a change made before any GET asks for it first. */
async function ensureCsrfToken(): Promise<void> {
  if (!csrfToken()) await fetch('/api/health', { credentials: 'same-origin' });
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** The contract schema the answer must satisfy; a drifting server shows up as a parse error. */
  schema?: S;
  signal?: AbortSignal;
}

type Answer<S> = S extends z.ZodType ? z.output<S> : unknown;

/**
 * When the staff member last used the console (a key, a click, a touch, a scroll). Every request
 * says how long ago that was: the live pages refresh themselves every few seconds, and those
 * refreshes must not keep a session alive that nobody is using (STAFF_IDLE_MINUTES).
 */
let lastUse = Date.now();
if (typeof window !== 'undefined') {
  for (const event of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
    window.addEventListener(event, () => (lastUse = Date.now()), { capture: true, passive: true });
  }
}

/** Whole seconds since the staff member last used the console. */
export function idleSeconds(now = Date.now()): number {
  return Math.max(0, Math.floor((now - lastUse) / 1000));
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, status, message, details } = parsed.data.error;
    return new ApiError(code, status, message, details ?? {});
  }
  return new ApiError(response.status === 404 ? 'not-found' : 'internal', response.status, response.statusText);
}

/** Calls the API (same origin, session cookie, messages in the console's language), sending the CSRF token with every change. */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const method = options.method ?? 'GET';
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': consoleLanguage,
      'X-Idle-Seconds': String(idleSeconds()),
    };
    if (method !== 'GET') {
      await ensureCsrfToken();
      headers[CSRF_HEADER] = csrfToken() ?? '';
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(path, {
        method,
        credentials: 'same-origin',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', 0, 'The API could not be reached.');
    }
  };
  let response = await send();
  if (!response.ok) {
    let error = await errorOf(response);
    // The token cookie can be missing or rotated (sign-in rotates it, another tab): one fresh try.
    if (isCsrfRefusal(error.code) && method !== 'GET') {
      response = await send();
      if (response.ok) return answer(response, options.schema);
      error = await errorOf(response);
    }
    throw error;
  }
  return answer(response, options.schema);
}

async function answer<S extends z.ZodType | undefined>(response: Response, schema: S | undefined): Promise<Answer<S>> {
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  return (schema ? schema.parse(body) : body) as Answer<S>;
}
