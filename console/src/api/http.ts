import { isCsrfRefusal } from '@asiguro/domain';
import { ApiError, createApiClient, errorResponseSchema, fieldErrorSchema } from '@asiguro/contracts';
import { consoleLanguage } from '../app/console-language';

export { ApiError };

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

/** The console's API client: same origin, session cookie, messages in the console's language, idle time. */
export const client = createApiClient({
  headers: () => ({ 'Accept-Language': consoleLanguage, 'X-Idle-Seconds': String(idleSeconds()) }),
  readError: (body) => {
    const parsed = errorResponseSchema.safeParse(body);
    return parsed.success ? parsed.data.error : undefined;
  },
  networkMessage: 'The API could not be reached.',
});
