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
import { bodyText, headerValue, type NotificationHeaders } from '../notification-headers';
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
  CARD_SIGNATURE_HEADER,
  CARD_TIMESTAMP_HEADER,
  cardCallbackSchema,
  cardCheckoutCreatedSchema,
  cardCheckoutRequestSchema,
  cardCheckoutSchema,
  cardRefundRequestSchema,
  cardRefundSchema,
  maibErrorSchema,
  type CardCheckoutRequest,
} from './card.protocol';
import { verifyCardSignature } from './card-signature';

/** The card acquirer's hosted checkout (maib Checkout v2 style) behind our payment interface. */
export class CardPaymentAdapter implements PaymentProviderAdapter {
  readonly provider = 'card' as const;
  private readonly partner = paymentPartnerId('card');
  private readonly http: PartnerHttpClient;

  constructor(private readonly options: PaymentAdapterOptions) {
    this.http = paymentHttpClient('card', options, maibErrorSchema);
  }

  async initiate(input: InitiatePayment): Promise<InitiatedPayment> {
    const payment = initiatePaymentSchema.parse(input);
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
    const response = await withProviderReason(
      this.http.request({
        method: 'POST',
        path: 'checkouts',
        body,
        bodySchema: cardCheckoutRequestSchema,
        schema: cardCheckoutCreatedSchema,
        // The provider creates one checkout per reference, so a retried call is harmless.
        idempotencyKey: payment.paymentId,
      }),
    );
    return { redirectUrl: response.body.result.checkoutUrl, providerPaymentId: response.body.result.checkoutId };
  }

  parseNotification(headers: NotificationHeaders, rawBody: string | Buffer, now = new Date()): PaymentNotification {
    const text = bodyText(rawBody);
    const parsed = cardCallbackSchema.safeParse(parseJsonBody(text));
    if (!parsed.success) throw new MalformedPaymentNotificationError(this.partner, 'not a card callback');
    const signature = headerValue(headers, CARD_SIGNATURE_HEADER);
    const timestamp = headerValue(headers, CARD_TIMESTAMP_HEADER);
    if (!signature || !timestamp) throw new PaymentSignatureError(this.partner, 'signature headers missing');
    if (!/^\d{1,12}$/.test(timestamp)) throw new MalformedPaymentNotificationError(this.partner, 'bad timestamp');
    if (!verifyCardSignature(text, signature, timestamp, this.options.config.PAYMENT_CARD_SECRET)) {
      throw new PaymentSignatureError(this.partner, 'signature does not match');
    }
    assertFreshNotification(
      this.partner,
      new Date(Number(timestamp) * 1000),
      now,
      this.options.config.PAYMENT_NOTIFICATION_MAX_AGE_SECONDS,
    );
    const callback = parsed.data;
    return {
      provider: 'card',
      providerPaymentId: callback.checkoutId,
      transactionId: callback.paymentId,
      status: callback.paymentStatus === 'Executed' ? 'succeeded' : 'failed',
      amount: { minor: decimalToMinor(callback.amount), currency: callback.currency },
      occurredAt: callback.executedAt,
      // Stored with the payment: masked by the provider's contract.
      raw: maskBySchema(cardCallbackSchema, parseJsonBody(text)),
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const { body } = await withProviderReason(
      this.http.request({
        method: 'GET',
        path: `checkouts/${encodeURIComponent(providerPaymentId)}`,
        schema: cardCheckoutSchema,
      }),
    );
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

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = refundRequestSchema.parse(request);
    const { body } = await withProviderReason(
      this.http.request({
        method: 'POST',
        path: `payments/${encodeURIComponent(refund.transactionId)}/refund`,
        body: { amount: Number(minorToDecimal(refund.amount.minor)) },
        bodySchema: cardRefundRequestSchema,
        schema: cardRefundSchema,
        idempotencyKey: refund.idempotencyKey,
      }),
    );
    return { refundId: body.result.refundId, status: body.result.status === 'Refunded' ? 'refunded' : 'pending' };
  }
}
