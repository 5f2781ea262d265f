import { ApiError } from '../../api/http';

/**
 * Logs a failure of a silent step (draft saving, spec §4) for developers: the error's code and
 * status only, never the details typed in (they hold personal data).
 */
export function logSilentFailure(what: string, error: unknown): void {
  const summary =
    error instanceof ApiError ? `${error.code} (${error.status})` : error instanceof Error ? error.name : 'unknown';
  // eslint-disable-next-line no-console
  console.warn(`[asiguro] ${what} failed: ${summary}`);
}
