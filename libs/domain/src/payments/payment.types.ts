import { z } from 'zod';
import { moneySchema } from '../money/money';
import { paymentProviderSchema } from './payment-providers';

/** An amount to pay or refund: integer minor units, never floating major units. */
export const paymentAmountSchema = moneySchema.refine((amount) => amount.minor >= 0, 'must not be negative');

/** Our ids as they travel to providers: short, URL-safe, no personal data. */
const reference = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

/** Languages of the hosted payment pages: the interface locales. */
export const paymentLanguageSchema = z.enum(['ro', 'ru', 'en']);

/** What we ask a provider when a customer starts paying one order. */
export const initiatePaymentSchema = z.object({
  /** Our id for this attempt; returned in the browser redirect and in every notification. */
  paymentId: reference,
  orderNumber: reference,
  amount: paymentAmountSchema.refine((amount) => amount.minor > 0, 'must be positive'),
  /** Shown to the customer on the provider's page: product and order number, no personal data. */
  description: z.string().min(1).max(200),
  lang: paymentLanguageSchema,
  /** Where the provider sends the customer's browser afterwards (our payment id is appended). */
  returnUrl: z.url({ protocol: /^https?$/ }),
  /** Where the provider POSTs its signed notification. */
  callbackUrl: z.url({ protocol: /^https?$/ }),
});
export type InitiatePayment = z.infer<typeof initiatePaymentSchema>;

export const initiatedPaymentSchema = z.object({
  /** On the provider's public host (SANDBOX_PUBLIC_URL in development): send the browser there. */
  redirectUrl: z.url(),
  /** The provider's id for this payment: ask `getPayment` with it. */
  providerPaymentId: z.string().min(1).max(128),
});
export type InitiatedPayment = z.infer<typeof initiatedPaymentSchema>;

/** How a payment stands at the provider when asked. */
export const PROVIDER_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const providerPaymentStatusSchema = z.enum(PROVIDER_PAYMENT_STATUSES);
export type ProviderPaymentStatus = z.infer<typeof providerPaymentStatusSchema>;

/** A payment as the provider reports it: the only confirmation we trust. */
export const providerPaymentSchema = z.object({
  status: providerPaymentStatusSchema,
  /** The provider's transaction id once money moved (or was declined); null while pending. */
  transactionId: z.string().min(1).max(128).nullable(),
  amount: paymentAmountSchema,
  /** Sum refunded so far (a partial refund leaves the status `succeeded`). */
  refunded: paymentAmountSchema,
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

/**
 * A provider's notification once its signature and freshness were checked. The same transaction
 * may be notified more than once (provider retries, replays): the caller keeps one row per
 * (provider, transactionId) with a unique constraint and ignores duplicates.
 */
export const paymentNotificationSchema = z.object({
  provider: paymentProviderSchema,
  providerPaymentId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  status: z.enum(['succeeded', 'failed']),
  amount: paymentAmountSchema,
  /** When the provider says the payment happened or the notification was signed (ISO 8601). */
  occurredAt: z.iso.datetime({ offset: true }),
  /** The provider's own body, parsed, for the audit trail (mask it before showing it). */
  raw: z.unknown(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export const refundRequestSchema = z.object({
  providerPaymentId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  amount: paymentAmountSchema.refine((amount) => amount.minor > 0, 'must be positive'),
  /** The same key refunds once, however often the request is repeated. */
  idempotencyKey: reference,
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundResultSchema = z.object({
  refundId: z.string().min(1).max(128),
  status: z.enum(['refunded', 'pending']),
});
export type RefundResult = z.infer<typeof refundResultSchema>;
