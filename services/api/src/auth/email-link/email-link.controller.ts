import { Body, Controller, Get, HttpCode, Logger, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { errorResponseSchema } from '@asiguro/domain';
import { requestLocale } from '../../common/request-locale';
import { ApiContract, ZodPipe } from '../../common/zod-contract';
import { RateLimit } from '../../security/rate-limits';
import { CurrentSession } from '../../session/current-session.decorator';
import type { Session } from '../../session/session';
import { SessionCookies } from '../../session/session-cookies';
import { emailLinkBodySchema, emailLinkVerifyQuerySchema, type EmailLinkBody } from '../auth.contract';
import { signInFailedUrl } from '../return-to';
import { SignInService } from '../sign-in.service';
import { EmailLinkAddressLimit } from './email-link-address-limit';
import { EmailLinks } from './email-links.service';

@ApiTags('auth')
@Controller('auth/email-link')
export class EmailLinkController {
  private readonly logger = new Logger(EmailLinkController.name);

  constructor(
    private readonly links: EmailLinks,
    private readonly signIns: SignInService,
    private readonly cookies: SessionCookies,
    private readonly addressLimit: EmailLinkAddressLimit,
  ) {}

  /**
   * Sends a one-time sign-in link. Always 202 (no account enumeration); one link per address and
   * minute, the per-client sign-in limit and a per-network-address limit.
   */
  @Post()
  @HttpCode(202)
  @RateLimit('signIn')
  @ApiContract({
    body: emailLinkBodySchema,
    responses: {
      202: { description: 'Accepted (whether or not the address has an account, whether or not a link went out)' },
      400: { description: 'validation-failed', schema: errorResponseSchema },
      429: { description: 'rate-limited', schema: errorResponseSchema },
    },
  })
  async request(@Body(new ZodPipe(emailLinkBodySchema)) body: EmailLinkBody, @Req() req: Request): Promise<void> {
    // After validation (the pipe): a malformed request spends none of the address's mail budget.
    await this.addressLimit.spend(req);
    await this.links.request(body.email, body.returnTo, requestLocale(req));
  }

  /** Opens a link: signs in (one-time, short-lived) and returns to where the user asked from. */
  @Get('verify')
  @RateLimit('signIn')
  @ApiContract({
    query: emailLinkVerifyQuerySchema,
    responses: {
      200: { description: 'A HEAD request (a mail scanner, a link preview): the link stays unused' },
      302: {
        description: 'To the return path, or to the sign-in page with error=link-expired',
        headers: { Location: 'where the browser goes next' },
      },
    },
  })
  async verify(
    @Query(new ZodPipe(emailLinkVerifyQuerySchema)) query: { token: string },
    @CurrentSession() session: Session,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // Mail scanners and link previews probe with HEAD (which Express routes to GET handlers): it
    // must not spend the customer's one-time link.
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    const consumed = await this.links.consume(query.token);
    if (!consumed.ok) {
      res.redirect(302, signInFailedUrl(consumed.returnTo, 'link-expired'));
      return;
    }
    const { link } = consumed;
    const result = await this.signIns.signIn(
      { method: 'email-link', email: link.email, emailVerified: true, displayName: null, roles: null },
      session,
    );
    this.logger.log(`signed in by e-mail link (account ${result.accountId}, ${result.movedOrders} orders moved)`);
    this.cookies.rotateAnonymous(res);
    this.cookies.setSignedIn(res, result.token, result.expiresAt);
    this.cookies.rotateCsrf(res);
    res.redirect(302, link.returnTo);
  }
}
