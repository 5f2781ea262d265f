import { findIssuer, issuersOf, type Issuer, type ProductType } from '@asiguro/domain';
import { SANDBOX_PARTNER_CREDENTIALS, type Env } from '@asiguro/platform';
import { partnerBaseUrl, SANDBOX_PATHS } from '../config/partner-urls';
import {
  PartnerHttpClient,
  type CircuitBreakerOptions,
  type PartnerExchange,
  type PartnerFetch,
  type RetryOptions,
} from '../http';
import { AsyncInsurerAdapter, DEFAULT_ASYNC_ISSUE_OPTIONS, type AsyncIssueOptions } from './async-insurer.adapter';
import { UnknownInsurerError, type InsurerAdapter } from './insurer-adapter';
import { INSURER_API_DEFINITIONS, insurerAuth, type InsurerApiProfile } from './insurer-api-profiles';
import { BearerTokenProvider } from './insurer-token';
import { INSURER_WIRE_CODECS } from './insurer-wire';
import { SyncInsurerAdapter } from './sync-insurer.adapter';

export type InsurerRegistryConfig = Pick<
  Env,
  'SANDBOX_URL' | 'PARTNER_URLS' | 'PARTNER_TIMEOUT_MS' | 'PARTNER_RETRIES' | 'OFFER_SEARCH_DEADLINE_MS'
> &
  /** Without it (tests), the sandbox's credentials. */
  Partial<Pick<Env, 'PARTNER_CREDENTIALS'>>;

export interface InsurerRegistryOptions {
  /** Every exchange, personal data masked (e.g. PartnerExchangeRecorder.record). */
  onExchange?: (exchange: PartnerExchange) => void;
  /** Overrides PARTNER_TIMEOUT_MS (tests use short timeouts). */
  timeoutMs?: number;
  /** Overrides PARTNER_RETRIES and the backoff. */
  retry?: Partial<RetryOptions>;
  breaker?: CircuitBreakerOptions;
  asyncIssue?: Partial<AsyncIssueOptions>;
  /** Per-issuer overrides of the API profile (style, layout, credentials of a real partner). */
  profiles?: Record<string, Partial<InsurerApiProfile>>;
  fetch?: PartnerFetch;
}

export const DEFAULT_INSURER_BREAKER: CircuitBreakerOptions = { failureThreshold: 5, resetAfterMs: 30_000 };

/**
 * Builds and keeps one adapter per issuer from the configuration: base URL from PARTNER_URLS or
 * the sandbox, timeouts and retries from the Env, API style and layout from the issuer's
 * profile. One adapter (and so one circuit breaker) per issuer for the life of the process.
 */
export class InsurerRegistry {
  private readonly adapters = new Map<string, InsurerAdapter>();

  /**
   * Checks every insurer's credentials at once, so a wrong PARTNER_CREDENTIALS stops the process
   * at start-up (PartnerCredentialsError) rather than failing the first order of that insurer.
   */
  constructor(
    readonly config: InsurerRegistryConfig,
    private readonly options: InsurerRegistryOptions = {},
  ) {
    for (const slug of Object.keys(INSURER_API_DEFINITIONS)) this.profile(slug);
  }

  /** How long an offer search waits by default (OFFER_SEARCH_DEADLINE_MS). */
  get searchDeadlineMs(): number {
    return this.config.OFFER_SEARCH_DEADLINE_MS;
  }

  /** The adapter of one issuer; throws UnknownInsurerError for an unknown slug. */
  adapter(slug: string): InsurerAdapter {
    let adapter = this.adapters.get(slug);
    if (!adapter) {
      adapter = this.build(slug);
      this.adapters.set(slug, adapter);
    }
    return adapter;
  }

  /** The issuers that sell a product line. */
  sellers(product: ProductType): Issuer[] {
    return issuersOf(product);
  }

  profile(slug: string): InsurerApiProfile {
    const definition = INSURER_API_DEFINITIONS[slug];
    if (!definition) throw new UnknownInsurerError(slug);
    const override = this.options.profiles?.[slug];
    const credentials = this.config.PARTNER_CREDENTIALS ?? SANDBOX_PARTNER_CREDENTIALS;
    return {
      style: override?.style ?? definition.style,
      layout: override?.layout ?? definition.layout,
      auth: override?.auth ?? insurerAuth(slug, definition.auth, credentials[slug]),
    };
  }

  private build(slug: string): InsurerAdapter {
    const issuer = findIssuer(slug);
    if (!issuer) throw new UnknownInsurerError(slug);
    const profile = this.profile(slug);
    const baseUrl = partnerBaseUrl(this.config, slug, SANDBOX_PATHS.insurer(slug));
    const retry: RetryOptions = {
      retries: this.config.PARTNER_RETRIES,
      baseDelayMs: 200,
      maxDelayMs: 2_000,
      ...this.options.retry,
    };
    const common = {
      partner: slug,
      baseUrl,
      timeoutMs: this.options.timeoutMs ?? this.config.PARTNER_TIMEOUT_MS,
      retry,
      fetch: this.options.fetch,
    };
    const headers = profile.auth.kind === 'api-key' ? { [profile.auth.header]: profile.auth.key } : undefined;
    const http = new PartnerHttpClient({
      ...common,
      breaker: this.options.breaker ?? DEFAULT_INSURER_BREAKER,
      headers,
      errorSchema: INSURER_WIRE_CODECS[profile.layout].error,
      onExchange: this.options.onExchange,
    });
    // The token endpoint has its own client without the exchange log (secrets and tokens).
    const token =
      profile.auth.kind === 'bearer'
        ? new BearerTokenProvider(
            new PartnerHttpClient({ ...common, breaker: this.options.breaker ?? DEFAULT_INSURER_BREAKER }),
            profile.auth,
          )
        : undefined;
    const deps = { slug, name: issuer.name, http, codec: INSURER_WIRE_CODECS[profile.layout], token };
    return profile.style === 'async'
      ? new AsyncInsurerAdapter(deps, { ...DEFAULT_ASYNC_ISSUE_OPTIONS, ...this.options.asyncIssue })
      : new SyncInsurerAdapter(deps);
  }
}

/** The registry for a process's configuration. */
export function createInsurerRegistry(
  config: InsurerRegistryConfig,
  options: InsurerRegistryOptions = {},
): InsurerRegistry {
  return new InsurerRegistry(config, options);
}
