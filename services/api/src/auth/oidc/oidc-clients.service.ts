import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type Env, type OidcProviderConfig } from '@asiguro/platform';
import { identityFromClaims, type ProviderIdentity } from './oidc-claims';

/** What the start of a sign-in must remember for its callback. */
export interface OidcChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/**
 * The OpenID Connect relying party (openid-client): authorization code with PKCE (S256), state
 * and nonce, client_secret_basic, for each configured provider. Provider metadata is discovered
 * once and kept; a failed discovery is retried at the next sign-in.
 */
@Injectable()
export class OidcClients {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {}

  /** The providers the storefront offers, in configuration order. */
  list(): { id: string; name: string }[] {
    return this.config.OIDC_PROVIDERS.map(({ id, name }) => ({ id, name }));
  }

  find(id: string): OidcProviderConfig | undefined {
    return this.config.OIDC_PROVIDERS.find((provider) => provider.id === id);
  }

  /** Our callback at a provider: registered there, so built from PUBLIC_URL and never from the request. */
  redirectUri(provider: OidcProviderConfig): string {
    return `${this.config.PUBLIC_URL}/api/auth/oidc/${provider.id}/callback`;
  }

  /** Fresh PKCE verifier, state and nonce for one sign-in. */
  newChecks(): OidcChecks {
    return { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  }

  /** The provider's authorization URL for one sign-in. */
  async authorizationUrl(provider: OidcProviderConfig, checks: OidcChecks): Promise<URL> {
    const configuration = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      scope: provider.scope,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
  }

  /**
   * Redeems the callback's code (with the PKCE verifier) and validates the ID token: issuer,
   * audience, signature, expiry, nonce; the state must match too. Throws on any mismatch.
   */
  async redeem(provider: OidcProviderConfig, callbackQuery: string, checks: OidcChecks): Promise<ProviderIdentity> {
    const configuration = await this.configuration(provider);
    const callbackUrl = new URL(`${this.redirectUri(provider)}${callbackQuery}`);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    return identityFromClaims(tokens.claims());
  }

  private configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let pending = this.configurations.get(provider.id);
    if (!pending) {
      pending = this.discover(provider);
      this.configurations.set(provider.id, pending);
      pending.catch(() => this.configurations.delete(provider.id));
    }
    return pending;
  }

  private discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const timeout = this.config.PARTNER_TIMEOUT_MS;
    // In containers the API reaches the issuer at another address than browsers do.
    const internal = provider.internalUrl;
    const reach: oidc.CustomFetch = (url, options) =>
      fetch(internal && url.startsWith(provider.issuer) ? internal + url.slice(provider.issuer.length) : url, {
        ...options,
        signal: options.signal ?? AbortSignal.timeout(timeout),
      });
    return oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      oidc.ClientSecretBasic(provider.clientSecret),
      {
        [oidc.customFetch]: reach,
        timeout: Math.ceil(timeout / 1000),
        // Only the sandbox is plain http; production configuration refuses http issuers.
        execute: provider.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      },
    );
  }
}
