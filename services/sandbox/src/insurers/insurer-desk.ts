import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { chisinauDayOf, quote } from '@asiguro/domain';
import { SandboxReset } from '../common/sandbox-reset';
import { DEFAULT_SANDBOX_SEED, SeededRandom, seedOf } from '../common/seeded-random';
import { InsurerAccessService } from './insurer-access.service';
import { InsurerIssuanceService } from './insurer-issuance.service';
import type { InsurerPersonality } from './insurer-personalities';
import { InsurerPersonalityStore } from './insurer-personality.store';
import {
  issueRequestSchema,
  quoteRequestSchema,
  SANDBOX_FALLBACK_RATES,
  type IssueRequest,
} from './insurer-requests.schemas';
import { encodeError, encodeQuote, type WireAnswer } from './insurer-wire.encoder';

/** What an insurer answers: a status, a JSON body and any headers of its own. */
export interface InsurerReply extends WireAnswer {
  headers?: Record<string, string>;
  /** The request was served, then the connection cut before this answer went out (quirk losesAnswers). */
  lost?: true;
}

/**
 * Every issuer of ISSUERS, as its API answers: quotes, tokens and issuance in the issuer's style
 * (`POST policies` at once, or `POST applications` + `GET applications/:id`). It knows nothing of
 * HTTP beyond headers and bodies (InsurerRoutes carries them): the tariff model prices, the
 * issuance service issues, the encoder shapes the answer in the issuer's layout.
 */
@Injectable()
export class InsurerDesk {
  private readonly throttling = new Map<string, SeededRandom>();
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

  /** `POST token`: a bearer token for valid Basic client credentials (Donaris). */
  token(slug: string, headers: IncomingHttpHeaders): InsurerReply {
    const personality = this.personalities.get(slug);
    if (!personality || personality.auth !== 'bearer') return encodeError('standard', 404, 'not-found');
    const issued = this.access.issueToken(slug, headers.authorization);
    if (!issued) return { status: 401, body: { error: 'invalid_client' } };
    return {
      status: 200,
      body: { access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn },
    };
  }

  /** `POST quotes`: the offer, a decline, or 429 for the share of quotes the issuer throttles. */
  quote(slug: string, headers: IncomingHttpHeaders, body: unknown): InsurerReply {
    return this.admitted(slug, headers, (personality) => {
      if (this.throttled(personality)) {
        return {
          ...encodeError(personality.layout, 429, 'rate-limited', 'too many requests, slow down'),
          headers: { 'retry-after': '1' },
        };
      }
      const parsed = quoteRequestSchema.safeParse(body);
      if (!parsed.success) return encodeError(personality.layout, 400, 'invalid-request', parsed.error.message);
      const { product, risk, date, rates } = parsed.data;
      const result = quote(product, risk, slug, {
        date: date ?? chisinauDayOf(new Date()),
        rates: rates ?? SANDBOX_FALLBACK_RATES,
      });
      return encodeQuote(personality.layout, result, `${slug}-q-${randomUUID()}`);
    });
  }

  /** `POST policies`: synchronous issuers issue at once. */
  issue(slug: string, headers: IncomingHttpHeaders, body: unknown): InsurerReply {
    return this.admitted(slug, headers, (personality) => {
      if (personality.style !== 'sync') {
        return encodeError(personality.layout, 404, 'use-applications', 'this insurer issues by application');
      }
      return this.issueRequest(personality, headers, body, (key, data) =>
        this.issuance.issueNow(personality, key, data, body),
      );
    });
  }

  /** `POST applications`: asynchronous issuers take an application and decide later. */
  apply(slug: string, headers: IncomingHttpHeaders, body: unknown): InsurerReply {
    return this.admitted(slug, headers, (personality) => {
      if (personality.style !== 'async') {
        return encodeError(personality.layout, 404, 'use-policies', 'this insurer issues at once');
      }
      return this.issueRequest(personality, headers, body, (key, data) =>
        this.issuance.submit(personality, key, data, body),
      );
    });
  }

  /** `GET applications/:id`: an application's state. */
  application(slug: string, headers: IncomingHttpHeaders, id: string): InsurerReply {
    return this.admitted(
      slug,
      headers,
      (personality) =>
        this.issuance.application(personality, id) ?? encodeError(personality.layout, 404, 'application-not-found'),
    );
  }

  /** `GET policies/:number`: a policy this issuer issued. */
  policy(slug: string, headers: IncomingHttpHeaders, number: string): InsurerReply {
    return this.admitted(slug, headers, (personality) => {
      const policy = this.issuance.policy(slug, number);
      return policy ? { status: 200, body: { policy } } : encodeError(personality.layout, 404, 'policy-not-found');
    });
  }

  /** Answers with `serve` once the issuer is known and the caller authenticated; otherwise the refusal. */
  private admitted(
    slug: string,
    headers: IncomingHttpHeaders,
    serve: (personality: InsurerPersonality) => InsurerReply,
  ): InsurerReply {
    const personality = this.personalities.get(slug);
    if (!personality) return encodeError('standard', 404, 'unknown-insurer', `no insurer ${slug}`);
    const refusal = this.access.refusal(personality, headers);
    return refusal ? encodeError(personality.layout, 401, refusal) : serve(personality);
  }

  private issueRequest(
    personality: InsurerPersonality,
    headers: IncomingHttpHeaders,
    body: unknown,
    issue: (key: string, data: IssueRequest) => WireAnswer,
  ): InsurerReply {
    const key = headers['idempotency-key'];
    if (typeof key !== 'string' || !key || key.length > 200) {
      return encodeError(personality.layout, 400, 'idempotency-key-required');
    }
    const parsed = issueRequestSchema.safeParse(body);
    if (!parsed.success) return encodeError(personality.layout, 400, 'invalid-request', parsed.error.message);
    const answer = issue(key, parsed.data);
    return personality.losesAnswers ? { ...answer, lost: true } : answer;
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
