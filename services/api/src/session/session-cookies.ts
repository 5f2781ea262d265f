import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { CookieOptions, Response } from 'express';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { cookieName, readCookie, type CookieKind } from './cookies';
import { newSessionId, sessionCookieValue } from './session';

const ANONYMOUS_MAX_AGE_MS = 400 * 24 * 3600 * 1000;

/**
 * Every cookie the API reads and writes: HttpOnly (but the CSRF token, which the apps' scripts
 * read) and SameSite=Lax (sent on top-level navigations, such as the return from an identity
 * provider), for the whole site. On an https PUBLIC_URL they are Secure and named with the
 * `__Host-` prefix; on plain http (development, tests) neither (see cookieName).
 */
@Injectable()
export class SessionCookies {
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {
    this.secure = config.PUBLIC_URL.startsWith('https://');
  }

  /** The name a cookie has on this site. */
  name(kind: CookieKind): string {
    return cookieName(kind, this.secure);
  }

  /** The value of one of our cookies in a request. */
  read(req: Pick<IncomingMessage, 'headers'>, kind: CookieKind): string | undefined {
    return readCookie(req.headers.cookie, this.name(kind));
  }

  private options(extra: CookieOptions = {}): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', ...extra };
  }

  /** Sets the anonymous session cookie for an id. */
  setAnonymous(res: Response, id: string): void {
    res.cookie(
      this.name('session'),
      sessionCookieValue(id, this.config.SESSION_SECRET),
      this.options({ maxAge: ANONYMOUS_MAX_AGE_MS }),
    );
  }

  /** A fresh anonymous id (after sign-in and logout), set in the cookie; returns the id. */
  rotateAnonymous(res: Response): string {
    const id = newSessionId();
    this.setAnonymous(res, id);
    return id;
  }

  /** The signed-in session's token, persistent until the session expires (survives browser restarts). */
  setSignedIn(res: Response, token: string, expiresAt: Date): void {
    res.cookie(this.name('auth'), token, this.options({ expires: expiresAt }));
  }

  clearSignedIn(res: Response): void {
    res.clearCookie(this.name('auth'), this.options());
  }

  /** A double-submit CSRF token, readable by the apps, never sent by other sites. */
  setCsrf(res: Response, token: string): void {
    res.cookie(this.name('csrf'), token, this.options({ httpOnly: false, sameSite: 'strict' }));
  }

  /** A new CSRF token (the storefront reads it from the cookie for its next change). */
  rotateCsrf(res: Response): void {
    this.setCsrf(res, randomBytes(24).toString('base64url'));
  }

  /** The browser's sign-in link binding, kept as long as a link works. */
  setSignInLink(res: Response, nonce: string): void {
    res.cookie(this.name('signInLink'), nonce, this.options({ maxAge: this.config.SIGN_IN_LINK_MINUTES * 60_000 }));
  }

  clearSignInLink(res: Response): void {
    res.clearCookie(this.name('signInLink'), this.options());
  }

  /** The sealed OpenID Connect flow, for the provider's return (a top-level GET, which Lax lets through). */
  setOidcFlow(res: Response, sealed: string, maxAgeSeconds: number): void {
    res.cookie(this.name('oidcFlow'), sealed, this.options({ maxAge: maxAgeSeconds * 1000 }));
  }

  clearOidcFlow(res: Response): void {
    res.clearCookie(this.name('oidcFlow'), this.options());
  }
}
