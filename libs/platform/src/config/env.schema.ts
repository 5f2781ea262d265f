import { z } from 'zod';
import {
  effectivePartnerCredentials,
  insurerCallbackSecretsVariable,
  partnerCredentialsVariable,
  productionCredentialProblems,
} from './partner-credentials';

/**
 * Every environment variable the product reads, with its default and what it does.
 * The README's configuration table is checked against this list, so a variable added here
 * without documentation fails the tests.
 */
const port = z.coerce.number().int().min(1).max(65535);
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL');
const redisUrl = z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL');
const httpUrl = z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http(s):// URL');

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production-000';

/**
 * One OpenID Connect provider customers (and staff) sign in with. `internalUrl` is where the API
 * reaches the issuer when that differs from the address browsers use (containers); `trustRoles`
 * lets the provider's `roles` claim grant staff roles (support, supervisor).
 */
export const oidcProviderSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be 2-32 lower-case letters, digits or dashes'),
    name: z.string().min(1).max(40),
    issuer: httpUrl,
    internalUrl: httpUrl.optional(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(8),
    scope: z.string().min(6).default('openid email profile'),
    trustRoles: z.boolean().default(false),
  })
  .strict();
export type OidcProviderConfig = z.output<typeof oidcProviderSchema>;

const oidcProviders = z
  .string()
  .default('')
  .transform((text, ctx): OidcProviderConfig[] | null => {
    if (text.trim() === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of providers' });
      return z.NEVER;
    }
    const parsed = z.array(oidcProviderSchema).safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
      return z.NEVER;
    }
    if (new Set(parsed.data.map((provider) => provider.id)).size !== parsed.data.length) {
      ctx.addIssue({ code: 'custom', message: 'provider ids must be unique' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The sandbox's Google-like and Apple-like identity providers: the default outside production. */
function sandboxOidcProviders(sandboxUrl: string, sandboxPublicUrl: string, secret: string): OidcProviderConfig[] {
  return [
    { id: 'google', name: 'Google' },
    { id: 'apple', name: 'Apple' },
  ].map(({ id, name }) => ({
    id,
    name,
    issuer: `${sandboxPublicUrl}/oidc/${id}`,
    internalUrl: `${sandboxUrl}/oidc/${id}`,
    clientId: 'asiguro',
    clientSecret: secret,
    scope: 'openid email profile',
    trustRoles: true,
  }));
}

const envObject = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .optional()
    .describe(
      'development, test or production; production requires real secrets. Unset means production: development secrets and the sandbox identity providers only when asked for',
    ),
  PORT: port.default(3000).describe('HTTP port of the API, which also serves the storefront and console'),
  HOST: z.string().min(1).default('0.0.0.0').describe('interface the API listens on'),
  PUBLIC_URL: httpUrl
    .optional()
    .describe(
      'the address customers use; links in e-mails and payment return URLs start with it, and pages asked on another host are redirected to it (a proxy in front must pass the Host, or X-Forwarded-Host with TRUST_PROXY naming it) (default: http://localhost:PORT)',
    ),
  CORS_ORIGINS: z
    .string()
    .default('')
    .describe('extra allowed browser origins, comma-separated (the public URL is always allowed)'),
  DATABASE_URL: postgresUrl
    .default('postgres://asiguro:asiguro@127.0.0.1:5432/asiguro')
    .describe('PostgreSQL connection URL'),
  REDIS_URL: redisUrl.default('redis://127.0.0.1:6379').describe('Redis connection URL (queues, pub/sub, rate limits)'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('asiguro')
    .describe('prefix of every BullMQ key, so several environments can share one Redis'),
  SANDBOX_PORT: port.default(3100).describe('HTTP port of the partner sandbox'),
  SANDBOX_URL: httpUrl
    .default('http://127.0.0.1:3100')
    .describe('base URL of the partners (insurers, payments, registries, rates); the sandbox by default'),
  SANDBOX_PUBLIC_URL: httpUrl
    .optional()
    .describe("the sandbox as the customer's browser reaches it (hosted payment pages); default: SANDBOX_URL"),
  INTERNAL_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe("interface the sandbox and the worker's metrics server listen on (0.0.0.0 in containers)"),
  WORKER_METRICS_PORT: port.default(3101).describe('HTTP port where the worker exposes /metrics and /health'),
  API_METRICS_PORT: port
    .optional()
    .describe(
      "HTTP port (on INTERNAL_HOST) where the API exposes /metrics for the operators' scraper; set, the customers' port no longer serves /metrics; required in production",
    ),
  PARTNER_URLS: z
    .string()
    .default('{}')
    .refine((text) => {
      try {
        const value: unknown = JSON.parse(text);
        return (
          !!value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.values(value).every((url) => typeof url === 'string' && /^https?:\/\//.test(url))
        );
      } catch {
        return false;
      }
    }, 'must be a JSON object of partner id to http(s) URL')
    .describe(
      'JSON object overriding the base URL of single partners, e.g. {"moldasig":"https://api.moldasig.md/v1"}; others use the sandbox',
    ),
  PARTNER_CREDENTIALS: partnerCredentialsVariable.describe(
    "JSON object of partner id to credentials, {clientId, clientSecret} or {apiKey, header?}; default: the sandbox's outside production; required in production for a partner that authenticates and whose URL is overridden",
  ),
  PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000).describe('timeout of one call to a partner'),
  PARTNER_RETRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(2)
    .describe('retries of a failed idempotent partner call'),
  OFFER_SEARCH_DEADLINE_MS: z.coerce
    .number()
    .int()
    .min(200)
    .default(4000)
    .describe('how long an offer search waits for insurers; later answers are left out'),
  INSURER_CALLBACK_SECRET: z
    .string()
    .min(16)
    .default('dev-insurer-callback-secret')
    .describe("HMAC key of asynchronous insurers' issuance callbacks (of those without their own)"),
  INSURER_CALLBACK_SECRETS: insurerCallbackSecretsVariable.describe(
    'JSON object of insurer id to the HMAC key of its callbacks (at least 32 characters), e.g. {"grawe":"…"}; insurers not listed use INSURER_CALLBACK_SECRET',
  ),
  PAYMENT_CARD_SECRET: z
    .string()
    .min(16)
    .default('dev-card-provider-secret')
    .describe("HMAC key of the card provider's notifications"),
  PAYMENT_ONLINE_SECRET: z
    .string()
    .min(16)
    .default('dev-online-provider-secret')
    .describe("HMAC key of the online-payment provider's notifications"),
  PAYMENT_MOBILE_SECRET: z
    .string()
    .min(16)
    .default('dev-mobile-provider-secret')
    .describe("signature key of the mobile instant-payment provider's notifications"),
  PAYMENT_NOTIFICATION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(300)
    .describe('older payment notifications are refused as stale (replay protection)'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// URL')
    .default('smtp://127.0.0.1:2525')
    .describe("SMTP server for e-mails (the sandbox's sink by default)"),
  SANDBOX_SMTP_PORT: port.default(2525).describe("port of the sandbox's SMTP sink"),
  MAIL_FROM: z.string().min(3).default('Asiguro <no-reply@asiguro.md>').describe('sender of every e-mail'),
  SUPPORT_EMAIL: z
    .string()
    .email()
    .default('support@asiguro.md')
    .describe('support address shown to customers and sent contact messages'),
  SUPPORT_PHONE: z.string().min(6).default('+373 22 000 000').describe('support phone shown to customers'),
  DATA_DIR: z
    .string()
    .default('')
    .describe('folder for generated files: documents, development certificates (default: var/ in the repository)'),
  DOCUMENT_SIGNING_P12: z
    .string()
    .default('')
    .describe('PKCS#12 file that signs documents; development generates its own CA and certificate when empty'),
  DOCUMENT_SIGNING_P12_PASSWORD: z.string().default('').describe('password of DOCUMENT_SIGNING_P12'),
  WALLET_KEYS_DIR: z
    .string()
    .default('')
    .describe(
      'folder of the wallet-pass keys (pass-signer.pem, pass-signer.key.pem, optional pass-signer.password, wwdr.pem, google-service-account.json); development generates stand-ins when empty; required in production',
    ),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the numeric issuer id of the Google Wallet console')
    .optional()
    .describe('issuer id of the Google Wallet console (with WALLET_KEYS_DIR); required in production'),
  SELLER_NAME: z.string().min(2).default('Asiguro S.R.L.').describe('legal name of the marketplace on invoices'),
  SELLER_IDNO: z
    .string()
    .regex(/^1\d{12}$/, 'must be an IDNO (13 digits, starting with 1)')
    .default('1023600042176')
    .describe('IDNO of the marketplace on invoices and bank-transfer details'),
  SELLER_VAT_CODE: z.string().default('0612345').describe('VAT code of the marketplace on invoices'),
  SELLER_ADDRESS: z
    .string()
    .min(5)
    .default('str. Mihai Eminescu 99, of. 7, MD-2012 Chișinău, Republica Moldova')
    .describe('address of the marketplace on invoices'),
  SELLER_IBAN: z
    .string()
    .regex(/^MD\d{2}[A-Z0-9]{20}$/, 'must be a Moldovan IBAN')
    .default('MD55AG000000225100013104')
    .describe('account companies pay bank transfers into'),
  SELLER_BANK: z.string().min(2).default('BC „Moldova-Agroindbank” S.A.').describe('bank of SELLER_IBAN'),
  SELLER_BIC: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
    .default('AGRNMD2X')
    .describe('BIC of SELLER_BANK'),
  SELLER_LICENCE: z
    .string()
    .default('Broker de asigurare, licența BNM nr. 000000 (dezvoltare)')
    .describe('insurance intermediary licence printed on documents'),
  DRAFT_TTL_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('a draft expires this many days after its last change'),
  STUCK_FACTOR: z.coerce
    .number()
    .min(1)
    .default(2)
    .describe('an order is stuck when it stays paid, processing or issued longer than its issuing time × this factor'),
  EXPIRY_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(60)
    .describe('how often the expiry sweep looks for overdue drafts and unpaid orders'),
  OUTBOX_POLL_MS: z.coerce
    .number()
    .int()
    .min(20)
    .default(1000)
    .describe("the outbox relay's fallback poll (it is woken at once by NOTIFY)"),
  OUTBOX_BATCH: z.coerce
    .number()
    .int()
    .min(1)
    .max(5000)
    .default(200)
    .describe('outbox rows moved to the queues per batch'),
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(20)
    .describe('jobs a worker process runs at once per queue'),
  DOCUMENT_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .optional()
    .describe(
      'threads a worker process renders and signs documents on, off its event loop so issuance and e-mails do not wait behind them (default: the cores less one, at least 1, at most 4; 0: on the event loop)',
    ),
  JOB_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .default(30)
    .describe("a running job's lock; a job whose worker died is handed to another worker after about this long"),
  RECOVERY_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(30)
    .describe(
      'how often a worker looks for steps of paid orders and refunds whose queue job was lost (and whether Redis lost its data)',
    ),
  RECOVERY_BATCH: z.coerce
    .number()
    .int()
    .min(1)
    .max(5000)
    .default(200)
    .describe('in-flight orders and refunds the queue recovery checks per run'),
  ISSUANCE_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(6)
    .describe(
      'attempts to issue a policy before the order fails, unless the insurer may have issued it unheard (exponential backoff with jitter)',
    ),
  ISSUANCE_BACKOFF_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(2000)
    .describe('first retry delay of issuance; doubles each attempt'),
  ISSUANCE_RECONCILE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(86_400_000)
    .default(300_000)
    .describe(
      'when issuance runs out of attempts and the insurer may hold a policy we never heard of, how long until it is asked again (same key)',
    ),
  ISSUANCE_RECONCILE_HOURS: z.coerce
    .number()
    .min(0)
    .max(720)
    .default(24)
    .describe('how long such an order keeps asking its insurer before it is handed to an operator'),
  COURIER_POLL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(86_400_000)
    .default(60_000)
    .describe('how often a booked courier delivery is read at the courier until delivered or canceled'),
  DOCUMENTS_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('attempts to generate documents before the order fails'),
  REFUND_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(12)
    .describe('attempts of a refund at the provider before staff are alerted'),
  RENEWAL_REMINDER_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(14)
    .describe('a renewal reminder is e-mailed this many days before a policy ends'),
  STATUS_STREAM_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(3600)
    .default(600)
    .describe("an order's live status stream ends after this long; the browser reconnects (or polls)"),
  STATUS_STREAMS_PER_SESSION: z.coerce
    .number()
    .int()
    .min(1)
    .default(4)
    .describe('live status streams one session may hold open at once'),
  STATUS_STREAMS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(40)
    .describe('live status streams one network address may hold open at once'),
  DRAFT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(90)
    .describe(
      'drafts and unpaid orders that expired or were canceled without a payment are deleted this many days later',
    ),
  CONTACT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(365)
    .describe('contact messages are deleted this many days after they were sent'),
  SIGN_IN_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('sign-in links and ended signed-in sessions are deleted this many days after they ended'),
  IDEMPOTENCY_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24)
    .describe('a retried request with the same Idempotency-Key is recognised for this long'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/)
    .default('100kb')
    .describe('largest accepted request body; larger bodies answer 413'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[a-z0-9.:/]+(\s*,\s*[a-z0-9.:/]+)*)$/i,
      'must be a hop count or a comma-separated list of proxy addresses, subnets, loopback, linklocal or uniquelocal',
    )
    .refine(
      (value) => !/^(true|false)$/i.test(value),
      'name the proxies: trusting every address lets clients spoof theirs',
    )
    .default('loopback')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
    .describe(
      "the reverse proxies in front of the API whose X-Forwarded-For is believed (Express's trust proxy): a client's address, which rate limits count by, is the first one not listed",
    ),
  RATE_LIMIT_ADDRESS_FACTOR: z.coerce
    .number()
    .positive()
    .max(10_000)
    .default(1)
    .describe(
      'multiplies every per-network-address rate limit: raise it where many customers share one address (a NAT, a test machine)',
    ),
  SESSION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(DEV_SESSION_SECRET)
    .describe('secret that signs session cookies and links; required in production'),
  AUTH_SESSION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(400)
    .default(30)
    .describe('a sign-in lasts this many days (across browser restarts) unless the user logs out'),
  AUTH_IDLE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(400)
    .default(14)
    .describe("a customer's sign-in ends after this many days without a request"),
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(15)
    .describe("a staff member's console sign-in ends after this many minutes without a request"),
  SIGN_IN_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .default(15)
    .describe('an e-mailed sign-in link works this many minutes, once'),
  OIDC_PROVIDERS: oidcProviders.describe(
    "JSON array of OpenID Connect providers [{id, name, issuer, clientId, clientSecret, scope?, trustRoles?, internalUrl?}]; default: the sandbox's Google-like and Apple-like providers outside production, none in production",
  ),
  SANDBOX_OIDC_CLIENT_SECRET: z
    .string()
    .min(16)
    .default('dev-sandbox-oidc-client-secret')
    .describe("client secret the sandbox's identity providers and the API share (development and tests)"),
  WEB_DIST: z.string().default('').describe('folder of the built storefront (default: web/dist)'),
  CONSOLE_DIST: z.string().default('').describe('folder of the built console (default: console/dist)'),
});

export const envSchema = envObject
  .superRefine((env, ctx) => {
    // Development secrets and the sandbox's identity providers (where anyone signs in as a
    // supervisor) only when development or tests are asked for: a deployment that forgets
    // NODE_ENV is held to production's rules.
    if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return;
    const issues = ctx.issues.length;
    const required = 'is required in production (the development default is not accepted)';
    for (const [variable, value] of [
      ['INSURER_CALLBACK_SECRET', env.INSURER_CALLBACK_SECRET],
      ['PAYMENT_CARD_SECRET', env.PAYMENT_CARD_SECRET],
      ['PAYMENT_ONLINE_SECRET', env.PAYMENT_ONLINE_SECRET],
      ['PAYMENT_MOBILE_SECRET', env.PAYMENT_MOBILE_SECRET],
    ] as const) {
      if (value.startsWith('dev-')) {
        ctx.addIssue({
          code: 'custom',
          path: [variable],
          message: required,
        });
      }
    }
    if (env.DOCUMENT_SIGNING_P12 === '') {
      ctx.addIssue({ code: 'custom', path: ['DOCUMENT_SIGNING_P12'], message: 'is required in production' });
    }
    // Wallet passes signed with self-made keys would carry our name without being ours.
    if (env.WALLET_KEYS_DIR === '') {
      ctx.addIssue({ code: 'custom', path: ['WALLET_KEYS_DIR'], message: 'is required in production' });
    }
    if (env.GOOGLE_WALLET_ISSUER_ID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_WALLET_ISSUER_ID'], message: 'is required in production' });
    }
    // Operators' metrics stay off the customers' port.
    if (env.API_METRICS_PORT === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_METRICS_PORT'],
        message: "is required in production (metrics are served on the operators' port only)",
      });
    }
    for (const provider of env.OIDC_PROVIDERS ?? []) {
      if (!provider.issuer.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_PROVIDERS'],
          message: `${provider.id}: the issuer must be https:// in production`,
        });
      }
    }
    // The session cookie is Secure only on an https:// address: plain http in production would
    // send sessions in clear text.
    if (!env.PUBLIC_URL?.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be an https:// URL in production (session cookies are Secure only on https)',
      });
    }
    if (env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (the development default is not accepted)',
      });
    }
    for (const message of productionCredentialProblems(
      env.PARTNER_CREDENTIALS,
      JSON.parse(env.PARTNER_URLS) as Record<string, unknown>,
    )) {
      ctx.addIssue({ code: 'custom', path: ['PARTNER_CREDENTIALS'], message });
    }
    if (env.NODE_ENV === undefined && ctx.issues.length > issues) {
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message:
          'is not set, so production is assumed (and refused above); set NODE_ENV=development to run with development secrets and the sandbox identity providers',
      });
    }
  })
  .transform((env) => ({
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    SANDBOX_PUBLIC_URL: (env.SANDBOX_PUBLIC_URL ?? env.SANDBOX_URL).replace(/\/$/, ''),
    PARTNER_CREDENTIALS: effectivePartnerCredentials(env.PARTNER_CREDENTIALS, env.NODE_ENV ?? 'production'),
    INSURER_CALLBACK_SECRETS: env.INSURER_CALLBACK_SECRETS ?? {},
    OIDC_PROVIDERS:
      env.OIDC_PROVIDERS ??
      (env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test'
        ? []
        : sandboxOidcProviders(
            env.SANDBOX_URL.replace(/\/$/, ''),
            (env.SANDBOX_PUBLIC_URL ?? env.SANDBOX_URL).replace(/\/$/, ''),
            env.SANDBOX_OIDC_CLIENT_SECRET,
          )),
  }));

export type Env = z.output<typeof envSchema>;

/** The names of every variable, for documentation checks. */
export const configVariables = Object.keys(envObject.shape) as (keyof typeof envObject.shape)[];
