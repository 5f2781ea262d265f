import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { CSRF_COOKIE } from '../security/csrf.middleware';
import { AUTH_COOKIE, newSessionId, SESSION_COOKIE, sessionCookieValue } from './session';

const ANONYMOUS_MAX_AGE_MS = 400 * 24 * 3600 * 1000;

/**
 * Writes the session cookies: HttpOnly and SameSite=Lax (sent on top-level navigations, such
 * as the return from an identity provider), Secure when PUBLIC_URL is https.
 */
@Injectable()
export class SessionCookies {
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {
    this.secure = config.PUBLIC_URL.startsWith('https://');
  }

  /** Sets the anonymous session cookie for an id. */
  setAnonymous(res: Response, id: string): void {
    res.cookie(SESSION_COOKIE, sessionCookieValue(id, this.config.SESSION_SECRET), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/',
      maxAge: ANONYMOUS_MAX_AGE_MS,
    });
  }

  /** A fresh anonymous id (after sign-in and logout), set in the cookie; returns the id. */
  rotateAnonymous(res: Response): string {
    const id = newSessionId();
    this.setAnonymous(res, id);
    return id;
  }

  /** The signed-in session's token, persistent until the session expires (survives browser restarts). */
  setSignedIn(res: Response, token: string, expiresAt: Date): void {
    res.cookie(AUTH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/',
      expires: expiresAt,
    });
  }

  clearSignedIn(res: Response): void {
    res.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' });
  }

  /** A new double-submit CSRF token (the storefront reads it from the cookie for its next change). */
  rotateCsrf(res: Response): void {
    res.cookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
      httpOnly: false,
      sameSite: 'strict',
      secure: this.secure,
      path: '/',
    });
  }
}
