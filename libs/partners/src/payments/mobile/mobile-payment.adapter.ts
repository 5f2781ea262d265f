import {
  initiatePaymentSchema,
  refundRequestSchema,
  type InitiatePayment,
  type InitiatedPayment,
  type PaymentNotification,
  type ProviderPayment,
  type RefundRequest,
  type RefundResult,
} from '@asiguro/domain';
import { maskBySchema } from '../../http/masking';
import type { PartnerHttpClient } from '../../http/partner-http-client';
import { assertFreshNotification } from '../notification-freshness';
import { bodyText, type NotificationHeaders } from '../notification-headers';
import { decimalToMinor, minorToDecimal } from '../payment-amounts';
import { MalformedPaymentNotificationError, PaymentSignatureError } from '../payment-errors';
import {
  parseJsonBody,
  paymentHttpClient,
  paymentPartnerId,
  returnUrlFor,
  withProviderReason,
  type PaymentAdapterOptions,
  type PaymentProviderAdapter,
} from '../payment-provider.adapter';
import {
  mobileCallbackSchema,
  mobileQrCreatedSchema,
  mobileQrRequestSchema,
  mobileQrSchema,
  mobileRefundRequestSchema,
  mobileRefundSchema,
  type MobileQrRequest,
} from './mobile.protocol';
import { maibErrorSchema } from '../card/card.protocol';
import { verifyMobileSignature } from './mobile-signature';

/** How long the customer has to scan and confirm a dynamic QR. */
export const MOBILE_QR_LIFETIME_MS = 15 * 60_000;

/**
 * The instant payment (MIA QR style) behind our payment interface: a dynamic QR code and deep
 * link per payment, confirmed in the customer's banking app. The provider accepts MDL only: a
 * price in another currency is refused (`currency-not-supported`).
 */
export class MobilePaymentAdapter implements PaymentProviderAdapter {
  readonly provider = 'mobile' as const;
  private readonly partner = paymentPartnerId('mobile');
  private readonly http: PartnerHttpClient;

  constructor(private readonly options: PaymentAdapterOptions) {
    this.http = paymentHttpClient('mobile', options, maibErrorSchema);
  }

  async initiate(input: InitiatePayment, now = new Date()): Promise<InitiatedPayment> {
    const payment = initiatePaymentSchema.parse(input);
    const body: MobileQrRequest = {
      type: 'Dynamic',
      amountType: 'Fixed',
      amount: Number(minorToDecimal(payment.amount.minor)),
      currency: payment.amount.currency,
      orderId: payment.paymentId,
      description: payment.description,
      expiresAt: new Date(now.getTime() + MOBILE_QR_LIFETIME_MS).toISOString(),
      callbackUrl: payment.callbackUrl,
      redirectUrl: returnUrlFor(payment),
      language: payment.lang,
    };
    const { body: created } = await withProviderReason(
      this.http.request({
        method: 'POST',
        path: 'mia/qr',
        body,
        bodySchema: mobileQrRequestSchema,
        schema: mobileQrCreatedSchema,
        // One QR per order id at the provider: a retried call returns the same QR.
        idempotencyKey: payment.paymentId,
      }),
    );
    return { redirectUrl: created.result.pageUrl, providerPaymentId: created.result.qrId };
  }

  /**
   * Why this provider is checked differently from the other two: the card acquirer and the hub
   * sign with an HMAC-SHA256 that covers the moment of sending (the card's timestamp header, the
   * hub's EventDate). MIA signs with a plain keyed SHA-256 of the sorted `result` values — the
   * provider's scheme, which we must verify as it is (we cannot make it an HMAC) — and its only
   * date, `executedAt`, is when the customer paid: judging freshness by it
   * would refuse a genuine notification that the provider delivered late. So freshness is judged
   * by `result.notifiedAt`, the moment of this delivery, which the signature covers like every
   * field of `result` (ASSUMPTION: agreed with the provider; maib's published callback has no
   * delivery time). A replay within the window is harmless: the caller is idempotent per
   * transaction id and confirms with `getPayment`.
   */
  parseNotification(headers: NotificationHeaders, rawBody: string | Buffer, now = new Date()): PaymentNotification {
    const raw = parseJsonBody(bodyText(rawBody));
    const parsed = mobileCallbackSchema.safeParse(raw);
    if (!parsed.success) throw new MalformedPaymentNotificationError(this.partner, 'not a MIA callback');
    // The signature covers every field the provider sent, including ones our schema does not know.
    const signedResult = (raw as { result: Record<string, unknown> }).result;
    if (!verifyMobileSignature(signedResult, parsed.data.signature, this.options.config.PAYMENT_MOBILE_SECRET)) {
      throw new PaymentSignatureError(this.partner, 'signature does not match');
    }
    const result = parsed.data.result;
    assertFreshNotification(
      this.partner,
      new Date(result.notifiedAt),
      now,
      this.options.config.PAYMENT_NOTIFICATION_MAX_AGE_SECONDS,
    );
    return {
      provider: 'mobile',
      providerPaymentId: result.qrId,
      transactionId: result.payId,
      status: result.qrStatus === 'Paid' ? 'succeeded' : 'failed',
      amount: { minor: decimalToMinor(result.amount), currency: result.currency },
      occurredAt: result.executedAt,
      // Stored with the payment: masked by the provider's contract.
      raw: maskBySchema(mobileCallbackSchema, raw),
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const { body } = await withProviderReason(
      this.http.request({
        method: 'GET',
        path: `mia/qr/${encodeURIComponent(providerPaymentId)}`,
        schema: mobileQrSchema,
      }),
    );
    const qr = body.result;
    const amount = { minor: decimalToMinor(qr.amount), currency: qr.currency };
    const refunded = { minor: decimalToMinor(qr.refundedAmount), currency: qr.currency };
    const status =
      qr.status === 'Active'
        ? 'pending'
        : qr.status === 'Paid'
          ? refunded.minor >= amount.minor
            ? 'refunded'
            : 'succeeded'
          : 'failed';
    return { status, transactionId: qr.payId, amount, refunded };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = refundRequestSchema.parse(request);
    const { body } = await withProviderReason(
      this.http.request({
        method: 'POST',
        path: `mia/payments/${encodeURIComponent(refund.transactionId)}/refund`,
        body: { amount: Number(minorToDecimal(refund.amount.minor)), reason: 'refund' },
        bodySchema: mobileRefundRequestSchema,
        schema: mobileRefundSchema,
        idempotencyKey: refund.idempotencyKey,
      }),
    );
    return { refundId: body.result.refundId, status: body.result.status === 'Refunded' ? 'refunded' : 'pending' };
  }
}
