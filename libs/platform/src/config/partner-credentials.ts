import { z } from 'zod';

/**
 * How we prove who we are to one partner: OAuth2 client credentials (exchanged for a bearer
 * token at the partner's token endpoint) or a static API key sent in a header.
 */
export const partnerCredentialSchema = z.union([
  z.object({ clientId: z.string().min(1).max(200), clientSecret: z.string().min(8).max(500) }).strict(),
  z
    .object({
      apiKey: z.string().min(8).max(500),
      header: z
        .string()
        .regex(/^[a-z0-9-]{1,64}$/i, 'must be an HTTP header name')
        .default('x-api-key'),
    })
    .strict(),
]);
export type PartnerCredential = z.output<typeof partnerCredentialSchema>;
export type PartnerCredentials = Record<string, PartnerCredential>;

/**
 * What the sandbox's partners accept: the default outside production. Its keys are the partners
 * that authenticate (the others are open, or allow-list our addresses in real life), so a real
 * partner of this list needs real credentials once its URL is overridden in production.
 */
export const SANDBOX_PARTNER_CREDENTIALS: Readonly<PartnerCredentials> = Object.freeze({
  donaris: { clientId: 'asiguro', clientSecret: 'sandbox-donaris-secret' },
  intact: { apiKey: 'sandbox-intact-key', header: 'x-api-key' },
});

const PARTNER_ID = /^[a-z0-9-]{2,40}$/;

/**
 * PARTNER_CREDENTIALS: a JSON object of partner id → credential. Empty means "not set" (null);
 * the configuration then falls back to the sandbox's values outside production.
 */
export const partnerCredentialsVariable = z
  .string()
  .default('')
  .transform((text, ctx): PartnerCredentials | null => {
    if (text.trim() === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of partner id to credentials' });
      return z.NEVER;
    }
    const parsed = z
      .record(
        z.string().regex(PARTNER_ID, 'partner ids are 2-40 lower-case letters, digits or dashes'),
        partnerCredentialSchema,
      )
      .safeParse(value);
    if (!parsed.success) {
      // Names the partner and the field, never the value (it is a secret).
      const issue = parsed.error.issues[0];
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      ctx.addIssue({
        code: 'custom',
        message: `${where}${issue.code === 'invalid_union' ? 'must be {clientId, clientSecret} or {apiKey, header?}' : issue.message}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

/**
 * Production problems of PARTNER_CREDENTIALS: a partner that authenticates and whose URL is
 * overridden (a real partner) must have its own credentials, and the sandbox's are never accepted.
 */
export function productionCredentialProblems(
  given: PartnerCredentials | null,
  partnerUrls: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const partner of Object.keys(partnerUrls)) {
    if (partner in SANDBOX_PARTNER_CREDENTIALS && !given?.[partner]) {
      problems.push(`${partner}: credentials are required in production when its URL is overridden`);
    }
  }
  for (const [partner, credential] of Object.entries(given ?? {})) {
    const sandbox = SANDBOX_PARTNER_CREDENTIALS[partner];
    const secret = (value: PartnerCredential) => ('apiKey' in value ? value.apiKey : value.clientSecret);
    if (sandbox && secret(sandbox) === secret(credential)) {
      problems.push(`${partner}: the sandbox's credentials are not accepted in production`);
    }
  }
  return problems;
}

/** The credentials in force: outside production the sandbox's, overridden partner by partner. */
export function effectivePartnerCredentials(
  given: PartnerCredentials | null,
  nodeEnv: 'development' | 'test' | 'production',
): PartnerCredentials {
  return nodeEnv === 'production' ? { ...given } : { ...SANDBOX_PARTNER_CREDENTIALS, ...given };
}
