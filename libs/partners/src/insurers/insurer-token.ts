import { z } from 'zod';
import type { PartnerHttpClient } from '../http';

const tokenSchema = z.object({
  access_token: z.string().min(8),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
});

/**
 * OAuth2 client-credentials token of an insurer that wants a bearer token. Cached until shortly
 * before it expires; concurrent callers share one fetch. Its HTTP client records no exchanges,
 * so neither the client secret nor the token ends up in the console's timeline.
 */
export class BearerTokenProvider {
  private token?: { value: string; expiresAt: number };
  private pending?: Promise<string>;

  constructor(
    private readonly http: PartnerHttpClient,
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly now: () => number = Date.now,
  ) {}

  /** The Authorization header value. */
  async authorization(): Promise<string> {
    return `Bearer ${await this.value()}`;
  }

  /** Forgets the token (after the insurer said 401), so the next call fetches a new one. */
  invalidate(): void {
    this.token = undefined;
  }

  private value(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return Promise.resolve(this.token.value);
    this.pending ??= this.fetch().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetch(): Promise<string> {
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    const { body } = await this.http.request({
      method: 'POST',
      path: 'token',
      body: { grant_type: 'client_credentials' },
      headers: { authorization: `Basic ${basic}` },
      schema: tokenSchema,
    });
    // Renew 30 s early (or halfway for very short tokens) so a call never carries a dying token.
    const margin = Math.min(30, body.expires_in / 2) * 1000;
    this.token = { value: body.access_token, expiresAt: this.now() + body.expires_in * 1000 - margin };
    return body.access_token;
  }
}
