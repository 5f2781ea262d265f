import { Module } from '@nestjs/common';
import { AuthSessions } from './auth-sessions.service';
import { SessionCookies } from './session-cookies';
import { SessionMiddleware } from './session.middleware';

/** Sessions: the anonymous cookie, signed-in sessions and the middleware that reads both. */
@Module({
  providers: [AuthSessions, SessionCookies, SessionMiddleware],
  exports: [AuthSessions, SessionCookies, SessionMiddleware],
})
export class SessionModule {}
