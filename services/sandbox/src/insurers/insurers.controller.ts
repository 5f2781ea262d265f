import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { chisinauDayOf, quote } from '@asiguro/domain';
import { SandboxReset } from '../common/sandbox-reset';
import { DEFAULT_SANDBOX_SEED, SeededRandom, seedOf } from '../common/seeded-random';
import { InsurerAccessService } from './insurer-access.service';
import { InsurerIssuanceService } from './insurer-issuance.service';
import type { InsurerPersonality } from './insurer-personalities';
import { InsurerPersonalityStore } from './insurer-personality.store';
import { issueRequestSchema, quoteRequestSchema, SANDBOX_FALLBACK_RATES } from './insurer-requests.schemas';
import { encodeError, encodeQuote, type WireAnswer } from './insurer-wire.encoder';

function send(res: Response, answer: WireAnswer): void {
  res.status(answer.status).json(answer.body);
}

/**
 * Every issuer of ISSUERS under /insurers/:slug — quotes, and issuance in the issuer's style
 * (`POST policies` at once, or `POST applications` + `GET applications/:id`). Thin: the tariff
 * model prices, the issuance service issues, the encoder shapes the answer in the issuer's layout.
 */
@Controller('insurers/:slug')
export class InsurersController {
  private throttling = new Map<string, SeededRandom>();
  private seed = DEFAULT_SANDBOX_SEED;

  constructor(
    private readonly access: InsurerAccessService,
    private readonly issuance: InsurerIssuanceService,
    private readonly personalities: InsurerPersonalityStore,
    resets: SandboxReset,
  ) {
    resets.register('insurer-quirks', (seed) => {
      this.seed = seed;
      this.throttling.clear();
      this.access.reset();
    });
  }

  @Post('token')
  token(
    @Param('slug') slug: string,
    @Headers('authorization') authorization: string | undefined,
    @Res() res: Response,
  ) {
    const personality = this.personalities.get(slug);
    if (!personality || personality.auth !== 'bearer') return send(res, encodeError('standard', 404, 'not-found'));
    const issued = this.access.issueToken(slug, authorization);
    if (!issued) return send(res, { status: 401, body: { error: 'invalid_client' } });
    send(res, {
      status: 200,
      body: { access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn },
    });
  }

  @Post('quotes')
  quote(@Param('slug') slug: string, @Req() req: Request, @Body() body: unknown, @Res() res: Response) {
    const personality = this.admitted(slug, req, res);
    if (!personality) return;
    if (this.throttled(personality)) {
      res.set('retry-after', '1');
      return send(res, encodeError(personality.layout, 429, 'rate-limited', 'too many requests, slow down'));
    }
    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success)
      return send(res, encodeError(personality.layout, 400, 'invalid-request', parsed.error.message));
    const { product, risk, date, rates } = parsed.data;
    const result = quote(product, risk, slug, {
      date: date ?? chisinauDayOf(new Date()),
      rates: rates ?? SANDBOX_FALLBACK_RATES,
    });
    send(res, encodeQuote(personality.layout, result, `${slug}-q-${randomUUID()}`));
  }

  @Post('policies')
  issue(@Param('slug') slug: string, @Req() req: Request, @Body() body: unknown, @Res() res: Response) {
    const personality = this.admitted(slug, req, res);
    if (!personality) return;
    if (personality.style !== 'sync') {
      return send(res, encodeError(personality.layout, 404, 'use-applications', 'this insurer issues by application'));
    }
    const request = this.issueRequest(personality, req, body, res);
    if (request) send(res, this.issuance.issueNow(personality, request.key, request.data, body));
  }

  @Post('applications')
  apply(@Param('slug') slug: string, @Req() req: Request, @Body() body: unknown, @Res() res: Response) {
    const personality = this.admitted(slug, req, res);
    if (!personality) return;
    if (personality.style !== 'async') {
      return send(res, encodeError(personality.layout, 404, 'use-policies', 'this insurer issues at once'));
    }
    const request = this.issueRequest(personality, req, body, res);
    if (request) send(res, this.issuance.submit(personality, request.key, request.data, body));
  }

  @Get('applications/:id')
  application(@Param('slug') slug: string, @Param('id') id: string, @Req() req: Request, @Res() res: Response) {
    const personality = this.admitted(slug, req, res);
    if (!personality) return;
    const answer = this.issuance.application(personality, id);
    send(res, answer ?? encodeError(personality.layout, 404, 'application-not-found'));
  }

  @Get('policies/:number')
  policy(@Param('slug') slug: string, @Param('number') number: string, @Req() req: Request, @Res() res: Response) {
    const personality = this.admitted(slug, req, res);
    if (!personality) return;
    const policy = this.issuance.policy(slug, number);
    send(res, policy ? { status: 200, body: { policy } } : encodeError(personality.layout, 404, 'policy-not-found'));
  }

  /** The issuer, once known and authenticated; otherwise the refusal is sent and undefined returned. */
  private admitted(slug: string, req: Request, res: Response): InsurerPersonality | undefined {
    const personality = this.personalities.get(slug);
    if (!personality) {
      send(res, encodeError('standard', 404, 'unknown-insurer', `no insurer ${slug}`));
      return undefined;
    }
    const refusal = this.access.refusal(personality, req.headers);
    if (refusal) {
      send(res, encodeError(personality.layout, 401, refusal));
      return undefined;
    }
    return personality;
  }

  private issueRequest(personality: InsurerPersonality, req: Request, body: unknown, res: Response) {
    const key = req.header('idempotency-key');
    if (!key || key.length > 200) {
      send(res, encodeError(personality.layout, 400, 'idempotency-key-required'));
      return undefined;
    }
    const parsed = issueRequestSchema.safeParse(body);
    if (!parsed.success) {
      send(res, encodeError(personality.layout, 400, 'invalid-request', parsed.error.message));
      return undefined;
    }
    return { key, data: parsed.data };
  }

  private throttled(personality: InsurerPersonality): boolean {
    if (personality.rateLimitShare <= 0) return false;
    let random = this.throttling.get(personality.slug);
    if (!random) {
      random = new SeededRandom(seedOf(this.seed, 'throttling', personality.slug));
      this.throttling.set(personality.slug, random);
    }
    return random.chance(personality.rateLimitShare);
  }
}
