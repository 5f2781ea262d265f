import type { InitiatePayment, InitiatedPayment, ProviderPayment, RefundRequest, RefundResult } from '@asiguro/domain';
import { PaymentAdapterBase, type NotificationDelivery, type NotifiedPayment } from '../payment-adapter.base';
import { decimalToMinor, minorToDecimal } from '../payment-amounts';
import { PaymentSignatureError } from '../payment-errors';
import { returnUrlFor, type PaymentAdapterOptions } from '../payment-provider.adapter';
import {
  mobileCallbackSchema,
  mobileQrCreatedSchema,
  mobileQrRequestSchema,
  mobileQrSchema,
  mobileRefundRequestSchema,
  mobileRefundSchema,
  type MobileCallback,
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
export class MobilePaymentAdapter extends PaymentAdapterBase<'mobile', MobileCallback> {
  constructor(options: PaymentAdapterOptions) {
    super('mobile', options, maibErrorSchema, { schema: mobileCallbackSchema, name: 'a MIA callback' });
  }

  protected async createPayment(payment: InitiatePayment, now: Date): Promise<InitiatedPayment> {
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
    const { body: created } = await this.call({
      method: 'POST',
      path: 'mia/qr',
      body,
      bodySchema: mobileQrRequestSchema,
      schema: mobileQrCreatedSchema,
      // One QR per order id at the provider: a retried call returns the same QR.
      idempotencyKey: payment.paymentId,
    });
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
  protected verifyNotification(callback: MobileCallback, { raw }: NotificationDelivery): Date {
    // The signature covers every field the provider sent, including ones our schema does not know.
    const signedResult = (raw as { result: Record<string, unknown> }).result;
    if (!verifyMobileSignature(signedResult, callback.signature, this.options.config.PAYMENT_MOBILE_SECRET)) {
      throw new PaymentSignatureError(this.partner, 'signature does not match');
    }
    return new Date(callback.result.notifiedAt);
  }

  protected readNotification({ result }: MobileCallback): NotifiedPayment {
    return {
      providerPaymentId: result.qrId,
      transactionId: result.payId,
      status: result.qrStatus === 'Paid' ? 'succeeded' : 'failed',
      amount: { minor: decimalToMinor(result.amount), currency: result.currency },
      occurredAt: result.executedAt,
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const { body } = await this.call({
      method: 'GET',
      path: `mia/qr/${encodeURIComponent(providerPaymentId)}`,
      schema: mobileQrSchema,
    });
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

  protected async refundPayment(refund: RefundRequest): Promise<RefundResult> {
    const { body } = await this.call({
      method: 'POST',
      path: `mia/payments/${encodeURIComponent(refund.transactionId)}/refund`,
      body: { amount: Number(minorToDecimal(refund.amount.minor)), reason: 'refund' },
      bodySchema: mobileRefundRequestSchema,
      schema: mobileRefundSchema,
      idempotencyKey: refund.idempotencyKey,
    });
    return { refundId: body.result.refundId, status: body.result.status === 'Refunded' ? 'refunded' : 'pending' };
  }
}
