import type { InitiatePayment, InitiatedPayment, ProviderPayment, RefundRequest, RefundResult } from '@asiguro/domain';
import { headerValue } from '../notification-headers';
import { PaymentAdapterBase, type NotificationDelivery, type NotifiedPayment } from '../payment-adapter.base';
import { decimalToMinor, minorToDecimal } from '../payment-amounts';
import { MalformedPaymentNotificationError, PaymentSignatureError } from '../payment-errors';
import { returnUrlFor, type PaymentAdapterOptions } from '../payment-provider.adapter';
import {
  CARD_SIGNATURE_HEADER,
  CARD_TIMESTAMP_HEADER,
  cardCallbackSchema,
  cardCheckoutCreatedSchema,
  cardCheckoutRequestSchema,
  cardCheckoutSchema,
  cardRefundRequestSchema,
  cardRefundSchema,
  maibErrorSchema,
  type CardCallback,
  type CardCheckoutRequest,
} from './card.protocol';
import { verifyCardSignature } from './card-signature';

/** The card acquirer's hosted checkout (maib Checkout v2 style) behind our payment interface. */
export class CardPaymentAdapter extends PaymentAdapterBase<'card', CardCallback> {
  constructor(options: PaymentAdapterOptions) {
    super('card', options, maibErrorSchema, { schema: cardCallbackSchema, name: 'a card callback' });
  }

  protected async createPayment(payment: InitiatePayment): Promise<InitiatedPayment> {
    const back = returnUrlFor(payment);
    const body: CardCheckoutRequest = {
      amount: Number(minorToDecimal(payment.amount.minor)),
      currency: payment.amount.currency as CardCheckoutRequest['currency'],
      orderInfo: { id: payment.orderNumber, description: payment.description },
      merchantReference: payment.paymentId,
      language: payment.lang,
      callbackUrl: payment.callbackUrl,
      successUrl: back,
      failUrl: back,
    };
    const response = await this.call({
      method: 'POST',
      path: 'checkouts',
      body,
      bodySchema: cardCheckoutRequestSchema,
      schema: cardCheckoutCreatedSchema,
      // The provider creates one checkout per reference, so a retried call is harmless.
      idempotencyKey: payment.paymentId,
    });
    return { redirectUrl: response.body.result.checkoutUrl, providerPaymentId: response.body.result.checkoutId };
  }

  /** HMAC over the raw body and the timestamp header: the timestamp is the signed moment. */
  protected verifyNotification(_callback: CardCallback, { headers, text }: NotificationDelivery): Date {
    const signature = headerValue(headers, CARD_SIGNATURE_HEADER);
    const timestamp = headerValue(headers, CARD_TIMESTAMP_HEADER);
    if (!signature || !timestamp) throw new PaymentSignatureError(this.partner, 'signature headers missing');
    if (!/^\d{1,12}$/.test(timestamp)) throw new MalformedPaymentNotificationError(this.partner, 'bad timestamp');
    if (!verifyCardSignature(text, signature, timestamp, this.options.config.PAYMENT_CARD_SECRET)) {
      throw new PaymentSignatureError(this.partner, 'signature does not match');
    }
    return new Date(Number(timestamp) * 1000);
  }

  protected readNotification(callback: CardCallback): NotifiedPayment {
    return {
      providerPaymentId: callback.checkoutId,
      transactionId: callback.paymentId,
      status: callback.paymentStatus === 'Executed' ? 'succeeded' : 'failed',
      amount: { minor: decimalToMinor(callback.amount), currency: callback.currency },
      occurredAt: callback.executedAt,
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const { body } = await this.call({
      method: 'GET',
      path: `checkouts/${encodeURIComponent(providerPaymentId)}`,
      schema: cardCheckoutSchema,
    });
    const checkout = body.result;
    const currency = checkout.currency;
    const amount = { minor: decimalToMinor(checkout.amount), currency };
    const payment = checkout.payment;
    if (!payment) {
      return {
        status: checkout.status === 'Failed' ? 'failed' : 'pending',
        transactionId: null,
        amount,
        refunded: { minor: 0, currency },
      };
    }
    const status = {
      Executed: 'succeeded',
      PartiallyRefunded: 'succeeded',
      Declined: 'failed',
      Refunded: 'refunded',
    } as const;
    return {
      status: status[payment.status],
      transactionId: payment.paymentId,
      amount,
      refunded: { minor: decimalToMinor(payment.refundedAmount), currency },
    };
  }

  protected async refundPayment(refund: RefundRequest): Promise<RefundResult> {
    const { body } = await this.call({
      method: 'POST',
      path: `payments/${encodeURIComponent(refund.transactionId)}/refund`,
      body: { amount: Number(minorToDecimal(refund.amount.minor)) },
      bodySchema: cardRefundRequestSchema,
      schema: cardRefundSchema,
      idempotencyKey: refund.idempotencyKey,
    });
    return { refundId: body.result.refundId, status: body.result.status === 'Refunded' ? 'refunded' : 'pending' };
  }
}
