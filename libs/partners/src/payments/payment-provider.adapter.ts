import type { z } from 'zod';
import type {
  InitiatePayment,
  InitiatedPayment,
  PaymentNotification,
  PaymentProviderId,
  ProviderPayment,
  RefundRequest,
  RefundResult,
} from '@asiguro/domain';
import type { Env } from '@asiguro/platform';
import {
  PartnerHttpClient,
  type PartnerExchange,
  type PartnerFetch,
  type RetryOptions,
} from '../http/partner-http-client';
import { PartnerRejectedError } from '../http/partner-errors';
import { partnerBaseUrl, SANDBOX_PATHS } from '../config/partner-urls';
import type { NotificationHeaders } from './notification-headers';

/**
 * What the orchestration layer needs from any payment provider. Each provider's formats and
 * signature schemes stay inside its adapter, so replacing a sandbox by the real provider means
 * writing an adapter, not redesigning the flow.
 *
 * Rules the caller keeps:
 * - A payment is confirmed by `getPayment`, never by the browser's return nor by a
 *   notification alone (a notification only says "ask now").
 * - Notifications repeat (provider retries, replays): store one row per (provider,
 *   transactionId) under a unique constraint and treat a duplicate as already handled.
 * - Compare the confirmed amount and currency with the order's fixed price before accepting it.
 */
export interface PaymentProviderAdapter {
  readonly provider: PaymentProviderId;
  /** Registers the payment at the provider; send the customer's browser to `redirectUrl`. */
  initiate(input: InitiatePayment): Promise<InitiatedPayment>;
  /**
   * Checks and reads a notification: throws MalformedPaymentNotificationError,
   * PaymentSignatureError or StalePaymentNotificationError (in that order of checks).
   */
  parseNotification(headers: NotificationHeaders, rawBody: string | Buffer, now?: Date): PaymentNotification;
  /** Asks the provider how the payment stands. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Refunds (part of) a payment; the same idempotency key refunds once. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export type PaymentConfig = Pick<
  Env,
  | 'PARTNER_URLS'
  | 'SANDBOX_URL'
  | 'PARTNER_TIMEOUT_MS'
  | 'PARTNER_RETRIES'
  | 'PAYMENT_CARD_SECRET'
  | 'PAYMENT_ONLINE_SECRET'
  | 'PAYMENT_MOBILE_SECRET'
  | 'PAYMENT_NOTIFICATION_MAX_AGE_SECONDS'
>;

export interface PaymentAdapterOptions {
  config: PaymentConfig;
  /** Told about every HTTP exchange, personal data masked (for the console's timeline). */
  onExchange?: (exchange: PartnerExchange) => void;
  /** Backoff between retries; defaults to 200 ms doubling up to 2 s. */
  retry?: Partial<Omit<RetryOptions, 'retries'>>;
  fetch?: PartnerFetch;
}

/** The partner id of a provider: its key in PARTNER_URLS and its name in exchanges and errors. */
export function paymentPartnerId(provider: PaymentProviderId): string {
  return `payment-${provider}`;
}

/** The resilient HTTP client every payment adapter talks through; `errorSchema` is the provider's refusal body. */
export function paymentHttpClient(
  provider: PaymentProviderId,
  options: PaymentAdapterOptions,
  errorSchema: z.ZodType,
): PartnerHttpClient {
  const { config } = options;
  const partner = paymentPartnerId(provider);
  return new PartnerHttpClient({
    partner,
    baseUrl: partnerBaseUrl(config, partner, SANDBOX_PATHS.payment(provider)),
    timeoutMs: config.PARTNER_TIMEOUT_MS,
    retry: {
      retries: config.PARTNER_RETRIES,
      baseDelayMs: options.retry?.baseDelayMs ?? 200,
      maxDelayMs: options.retry?.maxDelayMs ?? 2000,
    },
    breaker: { failureThreshold: 5, resetAfterMs: 30_000 },
    errorSchema,
    onExchange: options.onExchange,
    fetch: options.fetch,
  });
}

/**
 * Runs a provider call and puts the provider's own refusal code (maib `errors[0].errorCode`,
 * the hub's `Code`) into the PartnerRejectedError's `reason`.
 */
export async function withProviderReason<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof PartnerRejectedError)) throw error;
    const code = providerCode(error.body);
    if (!code) throw error;
    throw new PartnerRejectedError(error.partner, error.status, code, error.body);
  }
}

function providerCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { errors?: { errorCode?: unknown }[]; Code?: unknown };
  const code = record.errors?.[0]?.errorCode ?? record.Code;
  return typeof code === 'string' ? code : undefined;
}

/** The return URL with our payment id (and nothing else of ours) in its query. */
export function returnUrlFor(input: Pick<InitiatePayment, 'returnUrl' | 'paymentId'>): string {
  const url = new URL(input.returnUrl);
  url.searchParams.set('paymentId', input.paymentId);
  return url.toString();
}

/** Parses JSON text or answers undefined. */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
