import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SANDBOX_PARTNER_CREDENTIALS, type PartnerCredential } from '@asiguro/platform';
import type { InsurerPersonality } from './insurer-personalities';

/** Lifetime of a bearer token the sandbox hands out (seconds). */
export const TOKEN_LIFETIME_SECONDS = 300;

/**
 * The credentials this sandbox insurer accepts: always the sandbox's own, whatever
 * PARTNER_CREDENTIALS says (that variable is what our adapters send, as a real partner's would be).
 */
function sandboxCredential(slug: string): PartnerCredential | undefined {
  return SANDBOX_PARTNER_CREDENTIALS[slug];
}

/**
 * The insurers' authentication: Donaris hands out bearer tokens for Basic client credentials;
 * Intact wants a static API key header; the others are open (IP allow-listing in real life).
 */
@Injectable()
export class InsurerAccessService {
  private readonly tokens = new Map<string, { slug: string; expiresAt: number }>();

  /** Issues a token for valid `Authorization: Basic` client credentials, else undefined. */
  issueToken(slug: string, authorization: string | undefined): { token: string; expiresIn: number } | undefined {
    const expected = sandboxCredential(slug);
    if (!expected || !('clientId' in expected) || !authorization?.startsWith('Basic ')) return undefined;
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    if (decoded !== `${expected.clientId}:${expected.clientSecret}`) return undefined;
    const token = randomBytes(24).toString('hex');
    this.tokens.set(token, { slug, expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000 });
    return { token, expiresIn: TOKEN_LIFETIME_SECONDS };
  }

  /** Undefined when the request may pass, else the refusal reason (answered 401). */
  refusal(personality: InsurerPersonality, headers: Record<string, string | string[] | undefined>): string | undefined {
    if (personality.auth === 'api-key') {
      const expected = sandboxCredential(personality.slug);
      return expected && 'apiKey' in expected && headers[expected.header] === expected.apiKey
        ? undefined
        : 'invalid-api-key';
    }
    if (personality.auth === 'bearer') {
      const header = headers.authorization;
      const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
      const known = token ? this.tokens.get(token) : undefined;
      if (!known || known.slug !== personality.slug) return 'invalid-token';
      if (known.expiresAt <= Date.now()) {
        this.tokens.delete(token!);
        return 'token-expired';
      }
    }
    return undefined;
  }

  /** Forgets every token (the adapters must fetch new ones). */
  reset(): void {
    this.tokens.clear();
  }
}
