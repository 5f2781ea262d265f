import { Controller, Get, Inject, Logger, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { errorResponseSchema } from '@asiguro/contracts';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { ApiContract, ZodPipe } from '../../common/zod-contract';
import { RateLimit } from '../../security/rate-limits';
import { CurrentSession } from '../../session/current-session.decorator';
import type { Session } from '../../session/session';
import { SessionCookies } from '../../session/session-cookies';
import { oidcStartQuerySchema } from '../auth.contract';
import { signInFailedUrl } from '../return-to';
import { SignInService } from '../sign-in.service';
import type { ProviderIdentity } from './oidc-claims';
import { OidcClients } from './oidc-clients.service';
import { OIDC_FLOW_MAX_AGE_SECONDS, openOidcFlow, sealOidcFlow } from './oidc-flow-cookie';

const LOCATION = { Location: 'where the browser goes next' };

/**
 * Sign-in with OpenID Connect: start sends the browser to the provider (PKCE, state, nonce and
 * the anonymous session that started kept in a sealed cookie), the callback redeems the code,
 * signs in (moving the anonymous orders only when the same anonymous session comes back) and
 * returns to the page the user came from (same-origin paths only).
 */
@ApiTags('auth')
@Controller('auth/oidc/:provider')
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly clients: OidcClients,
    private readonly signIns: SignInService,
    private readonly cookies: SessionCookies,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  @Get('start')
  @RateLimit('signIn')
  @ApiContract({
    query: oidcStartQuerySchema,
    responses: {
      302: { description: "To the provider's sign-in page", headers: LOCATION },
      400: { description: 'validation-failed (returnTo is not a path on this site)', schema: errorResponseSchema },
      404: { description: 'not-found (no such provider)', schema: errorResponseSchema },
    },
  })
  async start(
    @Param('provider') providerId: string,
    @Query(new ZodPipe(oidcStartQuerySchema)) query: { returnTo: string },
    @CurrentSession() session: Session,
    @Res() res: Response,
  ): Promise<void> {
    const provider = this.clients.find(providerId);
    if (!provider) throw new NotFoundException({ code: 'not-found' });
    const checks = this.clients.newChecks();
    let url: URL;
    try {
      url = await this.clients.authorizationUrl(provider, checks);
    } catch (error) {
      this.logger.warn(`${provider.id}: discovery failed: ${(error as Error).message}`);
      res.redirect(302, signInFailedUrl(query.returnTo, 'sign-in-failed'));
      return;
    }
    const flow = {
      provider: provider.id,
      ...checks,
      returnTo: query.returnTo,
      anonymousUid: session.anonymousUid,
      expires: Math.floor(Date.now() / 1000) + OIDC_FLOW_MAX_AGE_SECONDS,
    };
    this.cookies.setOidcFlow(res, sealOidcFlow(flow, this.config.SESSION_SECRET), OIDC_FLOW_MAX_AGE_SECONDS);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, url.href);
  }

  @Get('callback')
  @RateLimit('signIn')
  @ApiContract({
    responses: {
      302: { description: 'To the return path, or to the sign-in page with error=sign-in-failed', headers: LOCATION },
    },
  })
  async callback(
    @Param('provider') providerId: string,
    @CurrentSession() session: Session,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    this.cookies.clearOidcFlow(res);
    const flow = openOidcFlow(this.cookies.read(req, 'oidcFlow'), this.config.SESSION_SECRET);
    const provider = this.clients.find(providerId);
    if (!flow || !provider || flow.provider !== provider.id) {
      res.redirect(302, signInFailedUrl(flow?.returnTo ?? '/', 'sign-in-failed'));
      return;
    }
    if (req.query.error === 'access_denied') {
      res.redirect(302, signInFailedUrl(flow.returnTo, 'canceled'));
      return;
    }
    // The provider's answer (code, state, iss) as it came, checked against our registered callback.
    const search = new URL(req.originalUrl, this.config.PUBLIC_URL).search;
    let identity: ProviderIdentity;
    try {
      identity = await this.clients.redeem(provider, search, flow);
    } catch (error) {
      // The reason, never the token or claims (they hold personal data).
      this.logger.warn(`${provider.id}: sign-in refused: ${(error as Error).name}: ${(error as Error).message}`);
      res.redirect(302, signInFailedUrl(flow.returnTo, 'sign-in-failed'));
      return;
    }
    const result = await this.signIns.signIn(
      {
        method: `oidc:${provider.id}`,
        email: identity.email,
        emailVerified: identity.emailVerified,
        displayName: identity.displayName,
        identity: { provider: provider.id, subject: identity.subject },
        roles: provider.trustRoles ? identity.roles : null,
      },
      session,
      { adoptOrders: flow.anonymousUid === session.anonymousUid },
    );
    this.logger.log(
      `signed in with ${provider.id} (account ${result.accountId}, ${result.movedOrders} orders moved, roles: ${result.roles.join(',') || 'none'})`,
    );
    if (flow.anonymousUid === session.anonymousUid) this.cookies.rotateAnonymous(res);
    this.cookies.setSignedIn(res, result.token, result.expiresAt);
    this.cookies.rotateCsrf(res);
    res.redirect(302, flow.returnTo);
  }
}
