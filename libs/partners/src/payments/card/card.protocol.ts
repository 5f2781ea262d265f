import { z } from 'zod';
import { personal } from '../../http/masking';

/**
 * The card acquirer's wire format, modelled on maib Checkout API v2 (domain.md §7.3): amounts in
 * major units, answers wrapped in `{ ok, result }` or `{ ok: false, errors }`, callbacks signed
 * with HMAC-SHA256 over `rawBody + "." + timestamp` in `X-Signature: sha256=<base64>` plus
 * `X-Signature-Timestamp` (Unix seconds). Shared by our adapter and the sandbox that plays it.
 */
export const CARD_SIGNATURE_HEADER = 'x-signature';
export const CARD_TIMESTAMP_HEADER = 'x-signature-timestamp';

const currency = z.enum(['MDL', 'EUR']);

export const cardCheckoutRequestSchema = z.object({
  amount: z.number().positive(),
  currency,
  orderInfo: z.object({ id: z.string().min(1).max(64), description: z.string().min(1).max(200) }),
  /** Our payment id: the checkout is created once per reference. */
  merchantReference: z.string().min(1).max(64),
  language: z.enum(['ro', 'ru', 'en']),
  callbackUrl: z.url(),
  successUrl: z.url(),
  failUrl: z.url(),
});
export type CardCheckoutRequest = z.infer<typeof cardCheckoutRequestSchema>;

export const CARD_PAYMENT_STATUSES = ['Executed', 'Declined', 'Refunded', 'PartiallyRefunded'] as const;
export const CARD_CHECKOUT_STATUSES = ['WaitingForPayment', 'Authentication', 'Completed', 'Failed'] as const;

export const cardCheckoutCreatedSchema = z.object({
  ok: z.literal(true),
  result: z.object({ checkoutId: z.string().min(1), checkoutUrl: z.url() }),
});

export const cardCheckoutSchema = z.object({
  ok: z.literal(true),
  result: z.object({
    checkoutId: z.string().min(1),
    status: z.enum(CARD_CHECKOUT_STATUSES),
    merchantReference: z.string(),
    amount: z.number(),
    currency,
    payment: z
      .object({
        paymentId: z.string().min(1),
        status: z.enum(CARD_PAYMENT_STATUSES),
        amount: z.number(),
        refundedAmount: z.number(),
        executedAt: z.iso.datetime({ offset: true }),
      })
      .nullable(),
  }),
});

export const cardRefundRequestSchema = z.object({
  amount: z.number().positive(),
  reason: z.string().max(200).optional(),
});

export const cardRefundSchema = z.object({
  ok: z.literal(true),
  result: z.object({ refundId: z.string().min(1), status: z.enum(['Refunded', 'Pending']) }),
});

export const cardCallbackSchema = z.object({
  checkoutId: z.string().min(1),
  paymentId: z.string().min(1),
  merchantReference: z.string().min(1),
  orderId: z.string(),
  paymentStatus: z.enum(['Executed', 'Declined']),
  amount: z.number().nonnegative(),
  currency,
  providerType: z.literal('Card'),
  /** Masked PAN: never the full number. */
  senderCardNumber: personal(z.string(), 'account'),
  retrievalReferenceNumber: z.string(),
  executedAt: z.iso.datetime({ offset: true }),
});
export type CardCallback = z.infer<typeof cardCallbackSchema>;

/** Error envelope of the maib-style APIs. */
export const maibErrorSchema = z.object({
  ok: z.literal(false),
  errors: z.array(z.object({ errorCode: z.string(), errorMessage: z.string() })).min(1),
});
