import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { SessionCookies } from '../session/session-cookies';
import { authProvidersResponseSchema, logoutBodySchema } from './auth.contract';
import { OidcClients } from './oidc/oidc-clients.service';
import { SignInService } from './sign-in.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly clients: OidcClients,
    private readonly signIns: SignInService,
    private readonly cookies: SessionCookies,
  ) {}

  /** The identity providers to offer (configuration: OIDC_PROVIDERS). */
  @Get('providers')
  @ApiContract({ responses: { 200: { description: 'Providers, in order', schema: authProvidersResponseSchema } } })
  providers() {
    return this.clients.list();
  }

  /**
   * Ends the signed-in session and resets the visitor: a new anonymous session (which sees none
   * of the account's orders) and a new CSRF token.
   */
  @Post('logout')
  @HttpCode(204)
  @ApiContract({ body: logoutBodySchema, responses: { 204: { description: 'Signed out (also when already)' } } })
  async logout(
    @Body(new ZodPipe(logoutBodySchema)) _body: unknown,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.signIns.signOut(session);
    this.cookies.clearSignedIn(res);
    this.cookies.rotateAnonymous(res);
    this.cookies.rotateCsrf(res);
  }
}
