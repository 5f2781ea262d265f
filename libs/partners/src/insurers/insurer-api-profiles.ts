import { ISSUERS } from '@asiguro/domain';
import type { PartnerCredential } from '@asiguro/platform';

/** How an insurer issues: at once (`sync`) or by an application that is polled (`async`). */
export const INSURER_API_STYLES = ['sync', 'async'] as const;
export type InsurerApiStyle = (typeof INSURER_API_STYLES)[number];

/**
 * How an insurer lays out its answers: `standard` (our reference JSON), `string-prices`
 * (snake_case, amounts as decimal strings), `envelope` (`{status, result}`, refusals as 200) and
 * `minor-units` (flattened money in minor units).
 */
export const INSURER_WIRE_LAYOUTS = ['standard', 'string-prices', 'envelope', 'minor-units'] as const;
export type InsurerWireLayout = (typeof INSURER_WIRE_LAYOUTS)[number];

export type InsurerAuth =
  | { kind: 'none' }
  | { kind: 'bearer'; clientId: string; clientSecret: string }
  | { kind: 'api-key'; header: string; key: string };

/** How an insurer wants us to authenticate; the secrets come from PARTNER_CREDENTIALS. */
export type InsurerAuthKind = InsurerAuth['kind'];

export interface InsurerApiProfile {
  style: InsurerApiStyle;
  layout: InsurerWireLayout;
  auth: InsurerAuth;
}

/** An insurer's API as agreed with it, before its credentials are filled in. */
export interface InsurerApiDefinition {
  style: InsurerApiStyle;
  layout: InsurerWireLayout;
  auth: InsurerAuthKind;
}

/** PARTNER_CREDENTIALS that do not fit the insurer's API: a configuration mistake, found at start-up. */
export class PartnerCredentialsError extends Error {
  constructor(
    readonly partner: string,
    message: string,
  ) {
    super(`PARTNER_CREDENTIALS: ${partner}: ${message}`);
    this.name = 'PartnerCredentialsError';
  }
}

/**
 * Each issuer's API, as agreed with it. Callers never see this: the registry picks the adapter
 * for the style and the codec for the layout. No secret lives here: credentials are
 * configuration (PARTNER_CREDENTIALS; the sandbox's outside production).
 */
const DEFINITIONS: Record<string, InsurerApiDefinition> = {
  moldasig: { style: 'sync', layout: 'standard', auth: 'none' },
  donaris: { style: 'sync', layout: 'standard', auth: 'bearer' },
  grawe: { style: 'async', layout: 'string-prices', auth: 'none' },
  'acord-grup': { style: 'sync', layout: 'standard', auth: 'none' },
  general: { style: 'async', layout: 'standard', auth: 'none' },
  intact: { style: 'sync', layout: 'minor-units', auth: 'api-key' },
  asterra: { style: 'sync', layout: 'envelope', auth: 'none' },
  transelit: { style: 'async', layout: 'standard', auth: 'none' },
  moldcargo: { style: 'sync', layout: 'standard', auth: 'none' },
};

export const INSURER_API_DEFINITIONS: Record<string, InsurerApiDefinition> = Object.fromEntries(
  ISSUERS.map((issuer) => [
    issuer.slug,
    DEFINITIONS[issuer.slug] ?? { style: 'sync', layout: 'standard', auth: 'none' },
  ]),
);

/**
 * The authentication of one insurer from its credentials; throws PartnerCredentialsError when
 * they are missing or of another kind than the insurer's API wants.
 */
export function insurerAuth(
  slug: string,
  kind: InsurerAuthKind,
  credential: PartnerCredential | undefined,
): InsurerAuth {
  if (kind === 'none') {
    if (credential) throw new PartnerCredentialsError(slug, 'this insurer takes no credentials');
    return { kind: 'none' };
  }
  if (!credential) throw new PartnerCredentialsError(slug, `credentials are missing (${kind})`);
  if (kind === 'bearer') {
    if (!('clientId' in credential)) throw new PartnerCredentialsError(slug, 'expects {clientId, clientSecret}');
    return { kind, clientId: credential.clientId, clientSecret: credential.clientSecret };
  }
  if (!('apiKey' in credential)) throw new PartnerCredentialsError(slug, 'expects {apiKey, header?}');
  return { kind, header: credential.header.toLowerCase(), key: credential.apiKey };
}
