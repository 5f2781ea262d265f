import { ISSUERS } from '@asiguro/domain';

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

export interface InsurerApiProfile {
  style: InsurerApiStyle;
  layout: InsurerWireLayout;
  auth: InsurerAuth;
}

/**
 * Credentials the sandbox accepts. A real partner's credentials replace these through the
 * `profiles` option of the registry (see the report: a PARTNER_CREDENTIALS variable is needed
 * before production).
 */
export const SANDBOX_INSURER_CREDENTIALS = {
  donaris: { clientId: 'asiguro', clientSecret: 'sandbox-donaris-secret' },
  intact: { apiKeyHeader: 'x-api-key', apiKey: 'sandbox-intact-key' },
} as const;

const NONE: InsurerAuth = { kind: 'none' };

/**
 * Each issuer's API, as agreed with it. Callers never see this: the registry picks the adapter
 * for the style and the codec for the layout.
 */
const PROFILES: Record<string, InsurerApiProfile> = {
  moldasig: { style: 'sync', layout: 'standard', auth: NONE },
  donaris: {
    style: 'sync',
    layout: 'standard',
    auth: {
      kind: 'bearer',
      clientId: SANDBOX_INSURER_CREDENTIALS.donaris.clientId,
      clientSecret: SANDBOX_INSURER_CREDENTIALS.donaris.clientSecret,
    },
  },
  grawe: { style: 'async', layout: 'string-prices', auth: NONE },
  'acord-grup': { style: 'sync', layout: 'standard', auth: NONE },
  general: { style: 'async', layout: 'standard', auth: NONE },
  intact: {
    style: 'sync',
    layout: 'minor-units',
    auth: {
      kind: 'api-key',
      header: SANDBOX_INSURER_CREDENTIALS.intact.apiKeyHeader,
      key: SANDBOX_INSURER_CREDENTIALS.intact.apiKey,
    },
  },
  asterra: { style: 'sync', layout: 'envelope', auth: NONE },
  transelit: { style: 'async', layout: 'standard', auth: NONE },
  moldcargo: { style: 'sync', layout: 'standard', auth: NONE },
};

export const INSURER_API_PROFILES: Record<string, InsurerApiProfile> = Object.fromEntries(
  ISSUERS.map((issuer) => [issuer.slug, PROFILES[issuer.slug] ?? { style: 'sync', layout: 'standard', auth: NONE }]),
);
