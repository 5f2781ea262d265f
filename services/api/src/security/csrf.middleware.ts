import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ForbiddenException, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionCookies } from '../session/session-cookies';

export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server callbacks prove themselves with signatures, not cookies. */
const EXEMPT = /^\/api\/(payments\/[a-z-]+\/notifications|partners\/[a-z0-9-]+\/callbacks)(\/|$)/;

/**
 * Whether the header carries the cookie's token. Bytes are compared, not characters: a header
 * with non-ASCII characters can have the token's length in characters but not in bytes, and
 * timingSafeEqual throws on buffers of different lengths.
 */
export function sameToken(sent: string | string[] | undefined, token: string): boolean {
  if (typeof sent !== 'string') return false;
  const given = Buffer.from(sent, 'utf8');
  const expected = Buffer.from(token, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The request's token cookie if it is well-formed; otherwise its answer sets a new one (the status
 * streams served ahead of Express hand such a request to the Nest pipeline: OrderStatusFastPath).
 */
export function csrfCookieToken(cookies: SessionCookies, req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const token = cookies.read(req, 'csrf');
  return token && /^[A-Za-z0-9_-]{32,64}$/.test(token) ? token : undefined;
}

/**
 * Double-submit CSRF protection for cookie-authenticated changes: the browser keeps a random token
 * in a readable SameSite=Strict cookie and sends it back in a header; another site can make the
 * browser send the cookie but can neither read it nor set the header. Refusals say which half was
 * wrong (csrf-token-missing: no cookie or no header; csrf-token-invalid: a stale header), so the
 * clients know to refresh the token and resend once.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  constructor(private readonly cookies: SessionCookies) {}

  use(req: Request, res: Response, next: NextFunction): void {
    let token = csrfCookieToken(this.cookies, req);
    if (!token) {
      token = randomBytes(24).toString('base64url');
      this.cookies.setCsrf(res, token);
      // The request itself cannot carry a token it never had.
      if (UNSAFE.has(req.method) && !EXEMPT.test(req.originalUrl)) {
        return next(new ForbiddenException({ code: 'csrf-token-missing' }));
      }
    }
    if (UNSAFE.has(req.method) && !EXEMPT.test(req.originalUrl)) {
      const sent = req.headers[CSRF_HEADER];
      if (sent === undefined || sent === '') return next(new ForbiddenException({ code: 'csrf-token-missing' }));
      if (!sameToken(sent, token)) return next(new ForbiddenException({ code: 'csrf-token-invalid' }));
    }
    next();
  }
}
