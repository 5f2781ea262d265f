import { ISSUERS } from '@asiguro/domain';

/**
 * How each sandbox issuer behaves by nature; the admin API changes its behaviour (latency,
 * failures, mode) and its quirks (style, 429 share, processing time, refusing an insured abroad,
 * losing issuance answers) at run time (InsurerPersonalityStore). Distinct personalities make the
 * adapters earn their keep:
 * - moldasig: the plain reference API;
 * - donaris: wants a bearer token from `POST token` (Basic client credentials);
 * - grawe: asynchronous, snake_case, prices as decimal strings;
 * - acord-grup: sometimes answers quotes 429 Too Many Requests;
 * - general: asynchronous and slower than the rest;
 * - intact: wants an API key header, money in minor units;
 * - asterra: wraps answers in `{status, result}` and declines with 200;
 * - transelit: asynchronous;
 * - moldcargo: the insurer that refuses an insured who is already abroad;
 * - state issuers: synchronous, certificate numbers in their own formats.
 */
export interface InsurerPersonality {
  slug: string;
  style: 'sync' | 'async';
  auth: 'none' | 'bearer' | 'api-key';
  layout: 'standard' | 'string-prices' | 'envelope' | 'minor-units';
  /** Normal latency of every answer (ms). */
  latencyMs: number;
  /** Share of quote calls answered 429. */
  rateLimitShare: number;
  /** Asynchronous issuers: how long an application stays pending (ms). */
  processingMs: number;
  refusesInsuredAbroad: boolean;
  /**
   * Issues (or takes the application) and then cuts the connection without answering, as when a
   * gateway times out after the insurer committed: the caller learns nothing of a policy that exists.
   */
  losesAnswers: boolean;
  numbering: 'policy' | 'e-rovinieta' | 'evinieta-md' | 'e-matrica' | 'bg-toll' | 'sfs-road-tax';
}

const base = {
  style: 'sync',
  auth: 'none',
  layout: 'standard',
  rateLimitShare: 0,
  processingMs: 0,
  refusesInsuredAbroad: false,
  losesAnswers: false,
  numbering: 'policy',
} as const;

const PERSONALITIES: InsurerPersonality[] = [
  { ...base, slug: 'moldasig', latencyMs: 80 },
  { ...base, slug: 'donaris', auth: 'bearer', latencyMs: 120 },
  { ...base, slug: 'grawe', style: 'async', layout: 'string-prices', latencyMs: 150, processingMs: 900 },
  { ...base, slug: 'acord-grup', latencyMs: 60, rateLimitShare: 0.2 },
  { ...base, slug: 'general', style: 'async', latencyMs: 350, processingMs: 1500 },
  { ...base, slug: 'intact', auth: 'api-key', layout: 'minor-units', latencyMs: 100 },
  { ...base, slug: 'asterra', layout: 'envelope', latencyMs: 90 },
  { ...base, slug: 'transelit', style: 'async', latencyMs: 200, processingMs: 600 },
  { ...base, slug: 'moldcargo', latencyMs: 110, refusesInsuredAbroad: true },
  { ...base, slug: 'e-rovinieta', latencyMs: 250, numbering: 'e-rovinieta' },
  { ...base, slug: 'evinieta-md', latencyMs: 200, numbering: 'evinieta-md' },
  { ...base, slug: 'e-matrica', latencyMs: 300, numbering: 'e-matrica' },
  { ...base, slug: 'bg-toll', latencyMs: 250, numbering: 'bg-toll' },
  { ...base, slug: 'sfs-road-tax', latencyMs: 150, numbering: 'sfs-road-tax' },
  // The courier answers its flat tariff like an issuer's quote; its deliveries are in ../courier.
  { ...base, slug: 'curier-md', latencyMs: 60 },
];

export const INSURER_PERSONALITIES: ReadonlyMap<string, InsurerPersonality> = new Map(
  PERSONALITIES.filter((personality) => ISSUERS.some((issuer) => issuer.slug === personality.slug)).map(
    (personality) => [personality.slug, personality],
  ),
);
