import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { ProductType } from '@asiguro/domain';
import { PartnerHttpClient, PartnerProtocolError, PartnerRejectedError, type PartnerRequest } from '../http';
import type { InsurerApiStyle } from './insurer-api-profiles';
import { quoteRequestSchema } from './insurer-contract';
import {
  insurerIssueRequestSchema,
  type InsurerAdapter,
  type InsurerCallContext,
  type InsurerIssueRequest,
  type InsurerQuote,
  type InsurerQuoteContext,
} from './insurer-adapter';
import type { BearerTokenProvider } from './insurer-token';
import type { InsurerPolicy, InsurerWireCodec } from './insurer-wire';

export interface HttpInsurerAdapterDeps {
  slug: string;
  name: string;
  http: PartnerHttpClient;
  codec: InsurerWireCodec;
  token?: BearerTokenProvider;
}

/**
 * What every HTTP insurer shares: quoting, authentication (a bearer token refreshed once on
 * 401), layout decoding and the mapping of refusals. Subclasses add their issuing style.
 */
export abstract class HttpInsurerAdapter implements InsurerAdapter {
  abstract readonly style: InsurerApiStyle;
  readonly slug: string;
  readonly name: string;
  protected readonly http: PartnerHttpClient;
  protected readonly codec: InsurerWireCodec;
  private readonly token?: BearerTokenProvider;

  constructor(deps: HttpInsurerAdapterDeps) {
    this.slug = deps.slug;
    this.name = deps.name;
    this.http = deps.http;
    this.codec = deps.codec;
    this.token = deps.token;
  }

  async quote(product: ProductType, risk: unknown, context: InsurerQuoteContext): Promise<InsurerQuote> {
    const body = { product, risk, date: context.date, rates: context.rates };
    try {
      const { body: answer } = await this.send({
        method: 'POST',
        path: 'quotes',
        body,
        bodySchema: quoteRequestSchema(product),
        // A quote changes nothing at the insurer, so it is safe to repeat: a content key lets the
        // client retry it like any idempotent call.
        idempotencyKey: `quote-${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32)}`,
        schema: this.codec.quote,
        correlationId: context.correlationId,
      });
      if (answer.kind === 'declined') {
        return { status: 'declined', insurer: this.slug, reason: answer.reason, message: answer.message };
      }
      if (answer.offer.insurer !== this.slug || answer.offer.product !== product) {
        throw new PartnerProtocolError(this.slug, 'offer for another insurer or product');
      }
      return { status: 'offer', offer: { ...answer.offer, insurerName: this.name, quoteId: answer.quoteId } };
    } catch (error) {
      if (error instanceof PartnerRejectedError && error.status === 422) {
        return { status: 'declined', insurer: this.slug, reason: this.reasonOf(error) };
      }
      throw error;
    }
  }

  async issue(request: InsurerIssueRequest, context: InsurerCallContext = {}): Promise<InsurerPolicy> {
    const parsed = insurerIssueRequestSchema.parse(request);
    const { idempotencyKey, ...body } = parsed;
    try {
      return await this.issueParsed(idempotencyKey, body, context);
    } catch (error) {
      if (error instanceof PartnerRejectedError) {
        throw new PartnerRejectedError(this.slug, error.status, this.reasonOf(error), error.body);
      }
      throw error;
    }
  }

  protected abstract issueParsed(
    idempotencyKey: string,
    body: Omit<z.output<typeof insurerIssueRequestSchema>, 'idempotencyKey'>,
    context: InsurerCallContext,
  ): Promise<InsurerPolicy>;

  /** Sends a request with the insurer's authentication; a 401 renews the token once. */
  protected async send<T>(request: PartnerRequest<T>) {
    if (!this.token) return this.http.request(request);
    const attempt = async () =>
      this.http.request({
        ...request,
        headers: { ...request.headers, authorization: await this.token!.authorization() },
      });
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PartnerRejectedError) || error.status !== 401) throw error;
      this.token.invalidate();
      return attempt();
    }
  }

  protected reasonOf(error: PartnerRejectedError): string {
    return this.codec.rejectionReason(error.body) ?? error.reason;
  }
}
