import { z } from 'zod';
import { personal } from '../../http/masking';

/**
 * The instant-payment provider's wire format, modelled on maib's MIA QR API (domain.md §7.4):
 * a dynamic QR per payment, amounts in major units, MDL only, answers in `{ ok, result }`, and
 * callbacks `{ result, signature }` signed as `mobileSignature` describes, with a signed
 * `result.notifiedAt` (our addition) that dates each delivery. Shared by our
 * adapter and the sandbox.
 */
export const mobileQrRequestSchema = z.object({
  type: z.literal('Dynamic'),
  amountType: z.literal('Fixed'),
  amount: z.number().positive(),
  currency: z.string().length(3),
  /** Our payment id. */
  orderId: z.string().min(1).max(64),
  description: z.string().min(1).max(200),
  expiresAt: z.iso.datetime({ offset: true }),
  callbackUrl: z.url(),
  redirectUrl: z.url(),
  language: z.enum(['ro', 'ru', 'en']),
});
export type MobileQrRequest = z.infer<typeof mobileQrRequestSchema>;

export const mobileQrCreatedSchema = z.object({
  ok: z.literal(true),
  result: z.object({
    qrId: z.string().min(1),
    extensionId: z.string().min(1),
    orderId: z.string(),
    type: z.literal('Dynamic'),
    /** The deep link the QR code encodes; banking apps open it. */
    url: z.string().min(1),
    /** A page showing the QR and the link, for the customer's browser. */
    pageUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});

export const MOBILE_QR_STATUSES = ['Active', 'Paid', 'Cancelled', 'Expired'] as const;

export const mobileQrSchema = z.object({
  ok: z.literal(true),
  result: z.object({
    qrId: z.string().min(1),
    status: z.enum(MOBILE_QR_STATUSES),
    orderId: z.string(),
    amount: z.number(),
    currency: z.literal('MDL'),
    payId: z.string().nullable(),
    referenceId: z.string().nullable(),
    executedAt: z.iso.datetime({ offset: true }).nullable(),
    refundedAmount: z.number(),
  }),
});

export const mobileRefundRequestSchema = z.object({ amount: z.number().positive(), reason: z.string().max(200) });
export const mobileRefundSchema = z.object({
  ok: z.literal(true),
  result: z.object({ refundId: z.string().min(1), status: z.enum(['Refunded', 'Pending']) }),
});

export const mobileCallbackSchema = z.object({
  result: z.object({
    qrId: z.string().min(1),
    extensionId: z.string().optional(),
    qrStatus: z.enum(['Paid', 'Cancelled', 'Expired']),
    payId: z.string().min(1),
    referenceId: z.string().optional(),
    orderId: z.string().min(1),
    amount: z.number().nonnegative(),
    commission: z.number().nonnegative().optional(),
    currency: z.literal('MDL'),
    payerName: personal(z.string(), 'name').optional(),
    payerIban: personal(z.string(), 'account').optional(),
    executedAt: z.iso.datetime({ offset: true }),
    terminalId: z.string().optional(),
    /**
     * When this delivery was signed (each retry signs afresh). Not in maib's published callback:
     * our addition, covered by the signature like every field of `result`, because `executedAt`
     * dates the payment, not the message, and cannot tell a late delivery from a replay.
     */
    notifiedAt: z.iso.datetime({ offset: true }),
  }),
  signature: z.string().min(1),
});
export type MobileCallback = z.infer<typeof mobileCallbackSchema>;
