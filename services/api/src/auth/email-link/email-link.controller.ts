import { Body, Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '@asiguro/domain';
import { errorResponseSchema, type EmailLinkCheck, type EmailLinkConfirmation } from '@asiguro/contracts';
import { requestLocale } from '../../common/request-locale';
import { ApiContract, ZodPipe } from '../../common/zod-contract';
import { RateLimitCounter } from '../../security/rate-limit-counter';
import { RateLimit } from '../../security/rate-limits';
import { CurrentSession } from '../../session/current-session.decorator';
import type { Session } from '../../session/session';
import { SessionCookies } from '../../session/session-cookies';
import {
  emailLinkBodySchema,
  emailLinkCheckResponseSchema,
  emailLinkConfirmResponseSchema,
  emailLinkTokenBodySchema,
  type EmailLinkBody,
} from '../auth.contract';
import { SignInService } from '../sign-in.service';
import { browserBinding, EmailLinks } from './email-links.service';
import { Idempotent } from '../../security/idempotency.interceptor';

const expired = () => new DomainError('validation-failed', { issues: [{ path: 'token', key: 'invalid-value' }] });

/**
 * Sign-in by e-mail link. Asking sets the browser's binding cookie; the mailed link opens the
 * storefront's landing page (a GET there changes nothing), which checks the link and confirms
 * it with a POST: at once in the browser that asked, after asking in any other, and only the
 * browser (and anonymous session) that asked brings its orders into the account.
 */
@ApiTags('auth')
@Controller('auth/email-link')
export class EmailLinkController {
  private readonly logger = new Logger(EmailLinkController.name);

  constructor(
    private readonly links: EmailLinks,
    private readonly signIns: SignInService,
    private readonly cookies: SessionCookies,
    private readonly limits: RateLimitCounter,
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
      202: {
        description:
          'Accepted (whether or not the address has an account, whether or not a link went out); sets the browser binding cookie',
      },
      400: { description: 'validation-failed', schema: errorResponseSchema },
      429: { description: 'rate-limited', schema: errorResponseSchema },
    },
  })
  async request(
    @Body(new ZodPipe(emailLinkBodySchema)) body: EmailLinkBody,
    @CurrentSession() session: Session,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    // After validation (the pipe): a malformed request spends none of the address's mail budget.
    await this.limits.spend('signInMails', req);
    const binding = browserBinding(this.cookies.read(req, 'signInLink'));
    this.cookies.setSignInLink(res, binding);
    await this.links.request(body.email, body.returnTo, requestLocale(req), {
      binding,
      anonymousUid: session.anonymousUid,
    });
  }

  /** What the landing page shows before anything happens. Changes nothing. */
  @Post('check')
  @Idempotent('rerun')
  @HttpCode(200)
  @RateLimit('signIn')
  @ApiContract({
    body: emailLinkTokenBodySchema,
    responses: {
      200: {
        description: 'The address the link signs in to and whether this browser asked for it, or valid: false',
        schema: emailLinkCheckResponseSchema,
      },
    },
  })
  check(
    @Body(new ZodPipe(emailLinkTokenBodySchema)) body: { token: string },
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EmailLinkCheck> {
    res.setHeader('Cache-Control', 'no-store');
    return this.links.check(body.token, this.cookies.read(req, 'signInLink'));
  }

  /**
   * Signs in with a link (one-time, short-lived). The browser's anonymous orders move into the
   * account only when this browser and its anonymous session are the ones that asked for the link.
   */
  @Post('confirm')
  @HttpCode(200)
  @RateLimit('signIn')
  @ApiContract({
    body: emailLinkTokenBodySchema,
    responses: {
      200: { description: 'Signed in', schema: emailLinkConfirmResponseSchema },
      400: { description: 'validation-failed: the link is expired, used or forged', schema: errorResponseSchema },
    },
  })
  async confirm(
    @Body(new ZodPipe(emailLinkTokenBodySchema)) body: { token: string },
    @CurrentSession() session: Session,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EmailLinkConfirmation> {
    res.setHeader('Cache-Control', 'no-store');
    const link = await this.links.consume(body.token, this.cookies.read(req, 'signInLink'), session.anonymousUid);
    if (!link) throw expired();
    const result = await this.signIns.signIn(
      { method: 'email-link', email: link.email, emailVerified: true, displayName: null, roles: null },
      session,
      { adoptOrders: link.adoptOrders },
    );
    this.logger.log(`signed in by e-mail link (account ${result.accountId}, ${result.movedOrders} orders moved)`);
    // The orders moved with the old anonymous id: it no longer reaches anything. Orders that did
    // not move stay with the id this browser keeps.
    if (link.adoptOrders) this.cookies.rotateAnonymous(res);
    this.cookies.setSignedIn(res, result.token, result.expiresAt);
    this.cookies.rotateCsrf(res);
    return { returnTo: link.returnTo, movedOrders: result.movedOrders };
  }
}
