import type { Env } from '@asiguro/platform';

/**
 * Where each partner family lives in the sandbox. A real partner replaces its sandbox by one
 * entry in PARTNER_URLS (partner id → base URL): configuration, not code.
 */
export const SANDBOX_PATHS = {
  insurer: (slug: string) => `insurers/${slug}`,
  payment: (provider: string) => `payments/${provider}`,
  registries: () => 'registries',
  rates: () => 'bnm',
  mail: () => 'mail',
  courier: () => 'courier',
} as const;

export function partnerOverrides(config: Pick<Env, 'PARTNER_URLS'>): Record<string, string> {
  return JSON.parse(config.PARTNER_URLS) as Record<string, string>;
}

/** Base URL of one partner: its PARTNER_URLS entry, else its place in the sandbox. */
export function partnerBaseUrl(
  config: Pick<Env, 'PARTNER_URLS' | 'SANDBOX_URL'>,
  partnerId: string,
  sandboxPath: string,
): string {
  return partnerOverrides(config)[partnerId] ?? `${config.SANDBOX_URL.replace(/\/$/, '')}/${sandboxPath}`;
}
