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
 * A variable holding a JSON object of partner id → `value`. Empty means "not set" (null). A
 * problem names the partner and the field, never the value: these values are secrets.
 */
function partnerRecordVariable<Value extends z.ZodType>(value: Value, what: string, shape: string) {
  return z
    .string()
    .default('')
    .transform((text, ctx): Record<string, z.output<Value>> | null => {
      if (text.trim() === '') return null;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a JSON object of partner id to ${what}` });
        return z.NEVER;
      }
      const parsed = z
        .record(z.string().regex(PARTNER_ID, 'partner ids are 2-40 lower-case letters, digits or dashes'), value)
        .safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        ctx.addIssue({
          code: 'custom',
          message: `${where}${issue.code === 'invalid_union' || issue.code === 'invalid_type' ? `must be ${shape}` : issue.message}`,
        });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/**
 * PARTNER_CREDENTIALS: a JSON object of partner id → credential; when not set the configuration
 * falls back to the sandbox's values outside production.
 */
export const partnerCredentialsVariable = partnerRecordVariable(
  partnerCredentialSchema,
  'credentials',
  '{clientId, clientSecret} or {apiKey, header?}',
);

/**
 * INSURER_CALLBACK_SECRETS: a JSON object of insurer id → the HMAC key its callbacks are signed
 * with. Each real insurer has its own, so one insurer's key cannot sign another's decisions;
 * insurers not listed use INSURER_CALLBACK_SECRET.
 */
export const insurerCallbackSecretsVariable = partnerRecordVariable(
  z.string().min(32, 'must be at least 32 characters'),
  'callback secret',
  'a string of at least 32 characters',
);

/** The key an insurer's callbacks are signed with: its own, else the shared one. */
export function insurerCallbackSecret(
  config: { INSURER_CALLBACK_SECRET: string; INSURER_CALLBACK_SECRETS: Readonly<Record<string, string>> },
  insurer: string,
): string {
  return Object.hasOwn(config.INSURER_CALLBACK_SECRETS, insurer)
    ? config.INSURER_CALLBACK_SECRETS[insurer]
    : config.INSURER_CALLBACK_SECRET;
}

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
