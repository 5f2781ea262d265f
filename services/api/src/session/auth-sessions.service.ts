import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthSessionRepository, type StaffRole, type Transaction } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import type { SignedIn } from './session';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const HOUR_MS = 3600_000;
/** Staff sessions end after a working day: roles are re-read from the identity provider at the next sign-in. */
export const STAFF_SESSION_HOURS = 12;
/**
 * last_seen_at is refreshed at most this often, so reading a session rarely writes: a customer's
 * every 5 minutes, a staff member's every minute (their idle timeout is minutes, not days).
 */
const TOUCH_EVERY_SECONDS = { customer: 300, staff: 60 } as const;

/** The SHA-256 of a session token: what the table stores instead of the token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreatedSession {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * Signed-in sessions, server-side in PostgreSQL (durable): created at each sign-in with a new
 * random token (session fixation: nothing the browser had before is reused), looked up by the
 * token's hash, revoked at logout, expiring after AUTH_SESSION_DAYS (staff: STAFF_SESSION_HOURS)
 * and after a time without activity: AUTH_IDLE_DAYS for customers, STAFF_IDLE_MINUTES for staff
 * (spec §9's 15 minutes of inactivity).
 */
@Injectable()
export class AuthSessions {
  constructor(
    private readonly sessions: AuthSessionRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /** A new session for an account, inside the sign-in's transaction. */
  async create(
    tx: Transaction,
    accountId: string,
    method: string,
    roles: StaffRole[],
    now = new Date(),
  ): Promise<CreatedSession> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = roles.length > 0 ? STAFF_SESSION_HOURS * HOUR_MS : this.config.AUTH_SESSION_DAYS * 24 * HOUR_MS;
    const expiresAt = new Date(now.getTime() + lifetime);
    const id = await this.sessions.insert(tx, {
      tokenHash: hashSessionToken(token),
      accountId,
      method,
      roles,
      expiresAt,
    });
    return { id, token, expiresAt };
  }

  /**
   * The live session a cookie token names, or null (unknown, forged, expired, idle too long or
   * revoked). `activity`: the request is the person's doing (not a page refreshing itself), so it
   * keeps the session alive.
   */
  async resolve(token: string, activity = true): Promise<SignedIn | null> {
    if (!TOKEN.test(token)) return null;
    const found = await this.sessions.findLive(hashSessionToken(token), {
      touchEverySeconds: TOUCH_EVERY_SECONDS,
      staffIdleMinutes: this.config.STAFF_IDLE_MINUTES,
      customerIdleDays: this.config.AUTH_IDLE_DAYS,
    });
    if (!found) return null;
    if (found.stale && activity) await this.sessions.touch(found.id);
    return { accountId: found.accountId, sessionId: found.id, roles: found.roles, method: found.method };
  }

  /** Ends a session (logout, or replaced by a new sign-in); ending it twice changes nothing. */
  async revoke(sessionId: string, tx?: Transaction): Promise<void> {
    await this.sessions.revoke(sessionId, tx);
  }
}
