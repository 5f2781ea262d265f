import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@asiguro/persistence';

/** A signed-in session's facts, read from auth_sessions on every request. */
export interface SignedIn {
  accountId: string;
  /** The auth_sessions row (revoked at logout). */
  sessionId: string;
  /** Staff roles granted by this sign-in; empty for customers. */
  roles: StaffRole[];
  /** `email-link` or `oidc:<provider>`. */
  method: string;
}

/** The visitor's session: every visitor has one (anonymous until sign-in); orders carry its uid. */
export interface Session {
  /** The anonymous session id (rate limits count per id). */
  id: string;
  /** The author uid written on orders: `acc:<accountId>` when signed in, else `anon:<id>`. */
  uid: string;
  /** The anonymous uid of this browser, even when signed in: sign-in moves its orders. */
  anonymousUid: string;
  account: SignedIn | null;
}

function sign(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`session:${id}`).digest('base64url');
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export function sessionCookieValue(id: string, secret: string): string {
  return `${id}.${sign(id, secret)}`;
}

/** The session id of a cookie value, or null when it is missing, malformed or forged. */
export function readSessionCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const [id, signature] = value.split('.');
  if (!id || !signature || !/^[A-Za-z0-9_-]{24}$/.test(id)) return null;
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function anonymousUid(sessionId: string): string {
  return `anon:${sessionId}`;
}

/** The author uid of an account's orders. */
export function accountUid(accountId: string): string {
  return `acc:${accountId}`;
}

/** An anonymous session for a (new or rotated) anonymous id. */
export function anonymousSession(id: string): Session {
  return { id, uid: anonymousUid(id), anonymousUid: anonymousUid(id), account: null };
}
