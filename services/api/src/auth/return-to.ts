import { z } from 'zod';

/**
 * A path on our own origin to come back to after signing in: starts with one slash (never `//`
 * or `/\`, which browsers read as another host), no whitespace or backslashes, not the API.
 */
export const returnToSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])(?!api(?:[/?#]|$))[^\s\\]*$/, { error: 'invalid-value' });

/** Where the storefront sends someone after signing in when it names nowhere. */
export const DEFAULT_RETURN_TO = '/my-account';

const LOCALE_PREFIX = /^\/(ru|en)(?=[/?#]|$)/;

/**
 * Where a failed sign-in lands: the console's page for the console, else the storefront's
 * sign-in page in the language of the page the user came from, with a reason it can show.
 */
export function signInFailedUrl(returnTo: string, reason: 'sign-in-failed' | 'link-expired' | 'canceled'): string {
  if (/^\/console(?:[/?#]|$)/.test(returnTo)) return `/console/?signInError=${reason}`;
  const prefix = LOCALE_PREFIX.exec(returnTo)?.[0] ?? '';
  return `${prefix}/auth?error=${reason}`;
}
