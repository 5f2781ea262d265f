import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { AuthSessions } from './auth-sessions.service';
import { accountUid, anonymousSession, newSessionId, readSessionCookie, type Session } from './session';
import { SessionCookies } from './session-cookies';

declare module 'express' {
  interface Request {
    session?: import('./session').Session;
  }
}

/**
 * A page refreshing itself (the console's live lists) says how long its user has been idle: such a
 * request does not keep a session alive past its idle timeout.
 */
const IDLE_HEADER = 'x-idle-seconds';
const IDLE_AFTER_SECONDS = 60;

/** Liveness and readiness answer without touching the database on behalf of a visitor. */
const PROBES = /^\/(api\/(health|ready)|metrics)(\/|\?|$)/;

/** The session a request's cookies name, and what its answer must change in them. */
export interface SessionReading {
  session: Session;
  /** No valid anonymous cookie came: one for `session.id` must be set. */
  newAnonymous: boolean;
  /** The signed-in cookie names no live session (expired, revoked or forged): it must be cleared. */
  signedInGone: boolean;
}

/**
 * Gives every visitor an anonymous session in a signed, HttpOnly, SameSite cookie (a signed,
 * stateless cookie, so anonymous buyers keep their orders whatever happens to Redis), so
 * anonymous buying works and each order has an author uid; a signed-in visitor's second cookie
 * (a random token whose hash names a row of auth_sessions) names a server-side session, and
 * their uid becomes their account's.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    private readonly sessions: AuthSessions,
    private readonly cookies: SessionCookies,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    try {
      const { session, newAnonymous, signedInGone } = await this.read(req, req.originalUrl);
      if (newAnonymous) this.cookies.setAnonymous(res, session.id);
      if (signedInGone) this.cookies.clearSignedIn(res);
      req.session = session;
      next();
    } catch (error) {
      // Never fall back to anonymous: a change made now would be written under the wrong author.
      next(error);
    }
  }

  /**
   * The session of a request (`url` as the client sent it), without touching the answer: the
   * status streams served ahead of Express read it here too (OrderStatusFastPath).
   */
  async read(req: IncomingMessage, url: string): Promise<SessionReading> {
    const known = readSessionCookie(this.cookies.read(req, 'session'), this.config.SESSION_SECRET);
    const session = anonymousSession(known ?? newSessionId());
    const reading = { session, newAnonymous: !known, signedInGone: false };
    const token = this.cookies.read(req, 'auth');
    if (!token || PROBES.test(url)) return reading;
    const account = await this.sessions.resolve(token, !(Number(req.headers[IDLE_HEADER]) >= IDLE_AFTER_SECONDS));
    if (account) return { ...reading, session: { ...session, uid: accountUid(account.accountId), account } };
    return { ...reading, signedInGone: true };
  }
}
