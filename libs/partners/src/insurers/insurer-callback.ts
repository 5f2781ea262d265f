import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { standardPolicySchema } from './insurer-wire';

/** Headers of an asynchronous insurer's issuance callback. */
export const INSURER_CALLBACK_HEADERS = { signature: 'x-signature', timestamp: 'x-timestamp' } as const;

/** Callbacks older (or further in the future) than this are refused as replays, by default. */
export const INSURER_CALLBACK_MAX_AGE_SECONDS = 300;

/**
 * The signature of a callback: hex HMAC-SHA256 of `rawBody + "." + timestamp` (unix seconds)
 * under INSURER_CALLBACK_SECRET.
 */
export function signInsurerCallback(rawBody: string, timestamp: number | string, secret: string): string {
  return createHmac('sha256', secret).update(`${rawBody}.${timestamp}`).digest('hex');
}

/** What an asynchronous insurer posts to the callback URL once an application is decided. */
export const insurerCallbackSchema = z.object({
  insurer: z.string().min(1),
  applicationId: z.string().min(1),
  idempotencyKey: z.string().min(1),
  status: z.enum(['issued', 'refused']),
  policy: standardPolicySchema.optional(),
  reason: z.string().optional(),
});
export type InsurerCallback = z.output<typeof insurerCallbackSchema>;

export type InsurerCallbackFailure = 'missing-signature' | 'bad-signature' | 'stale' | 'malformed';

/** A callback that must be ignored; `reason` says why (answer 401 for signature problems, 400 otherwise). */
export class InsurerCallbackError extends Error {
  constructor(
    readonly reason: InsurerCallbackFailure,
    message: string,
  ) {
    super(message);
    this.name = 'InsurerCallbackError';
  }
}

export interface InsurerCallbackInput {
  /** The body exactly as received (bytes decoded as UTF-8), before any JSON parsing. */
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  secret: string;
  now?: Date;
  maxAgeSeconds?: number;
}

/**
 * Verifies an asynchronous insurer's callback: a fresh timestamp, a valid signature (compared in
 * constant time), and a well-formed body. Returns the parsed callback or throws
 * InsurerCallbackError.
 */
export function verifyInsurerCallback(input: InsurerCallbackInput): InsurerCallback {
  const { rawBody, signature, timestamp, secret } = input;
  if (!signature || !timestamp) throw new InsurerCallbackError('missing-signature', 'signature headers missing');
  if (!/^\d{1,12}$/.test(timestamp)) throw new InsurerCallbackError('malformed', 'timestamp is not unix seconds');
  const maxAge = input.maxAgeSeconds ?? INSURER_CALLBACK_MAX_AGE_SECONDS;
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > maxAge) {
    throw new InsurerCallbackError('stale', `timestamp outside ±${maxAge} s`);
  }
  const expected = Buffer.from(signInsurerCallback(rawBody, timestamp, secret), 'hex');
  const given = Buffer.from(signature.replace(/^sha256=/, ''), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InsurerCallbackError('bad-signature', 'signature does not match');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new InsurerCallbackError('malformed', 'body is not JSON');
  }
  const checked = insurerCallbackSchema.safeParse(parsed);
  if (!checked.success) throw new InsurerCallbackError('malformed', 'body does not have the callback shape');
  return checked.data;
}
