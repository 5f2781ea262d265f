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
  ONLINE_SIGNATURE_HEADER,
  onlineInvoiceRequestSchema,
  onlineInvoiceSchema,
  onlineNotificationSchema,
  onlineRefundRequestSchema,
  onlineErrorSchema,
  onlineRefundSchema,
  type OnlineInvoiceRequest,
} from './online.protocol';
import { verifyOnlineSignature } from './online-signature';

/** Our service's id at the hub (MPay's ServiceID): fixed per merchant contract. */
export const ONLINE_SERVICE_ID = 'ASIGURO';

/**
 * The online-payment hub (MPay / Paynet style) behind our payment interface: we register an
 * invoice for our order key, the customer pays its bill number through internet banking or a
 * terminal, the hub notifies us and answers invoice look-ups.
 */
export class OnlinePaymentAdapter implements PaymentProviderAdapter {
  readonly provider = 'online' as const;
  private readonly partner = paymentPartnerId('online');
  private readonly http: PartnerHttpClient;

  constructor(private readonly options: PaymentAdapterOptions) {
    this.http = paymentHttpClient('online', options, onlineErrorSchema);
  }

  async initiate(input: InitiatePayment): Promise<InitiatedPayment> {
    const payment = initiatePaymentSchema.parse(input);
    const body: OnlineInvoiceRequest = {
      ServiceID: ONLINE_SERVICE_ID,
      OrderKey: payment.paymentId,
      OrderNumber: payment.orderNumber,
      Amount: payment.amount.minor,
      Currency: payment.amount.currency as OnlineInvoiceRequest['Currency'],
      Description: payment.description,
      Language: payment.lang,
      ReturnUrl: returnUrlFor(payment),
      NotifyUrl: payment.callbackUrl,
    };
    const { body: invoice } = await withProviderReason(
      this.http.request({
        method: 'POST',
        path: 'invoices',
        body,
        bodySchema: onlineInvoiceRequestSchema,
        schema: onlineInvoiceSchema,
        // One invoice per order key at the hub: a retried call returns the same invoice.
        idempotencyKey: payment.paymentId,
      }),
    );
    return { redirectUrl: invoice.PayUrl, providerPaymentId: invoice.InvoiceID };
  }

  parseNotification(headers: NotificationHeaders, rawBody: string | Buffer, now = new Date()): PaymentNotification {
    const raw = parseJsonBody(bodyText(rawBody));
    const parsed = onlineNotificationSchema.safeParse(raw);
    if (!parsed.success) throw new MalformedPaymentNotificationError(this.partner, 'not a hub notification');
    const hash = headerValue(headers, ONLINE_SIGNATURE_HEADER);
    if (!hash) throw new PaymentSignatureError(this.partner, 'Hash header missing');
    if (!verifyOnlineSignature(parsed.data, hash, this.options.config.PAYMENT_ONLINE_SECRET)) {
      throw new PaymentSignatureError(this.partner, 'signature does not match');
    }
    const event = parsed.data;
    assertFreshNotification(
      this.partner,
      new Date(event.EventDate),
      now,
      this.options.config.PAYMENT_NOTIFICATION_MAX_AGE_SECONDS,
    );
    return {
      provider: 'online',
      providerPaymentId: event.Payment.InvoiceID,
      transactionId: event.Payment.ID,
      status: event.EventType === 'PAID' ? 'succeeded' : 'failed',
      amount: { minor: event.Payment.Amount, currency: event.Payment.Currency },
      occurredAt: event.Payment.StatusDate,
      // Stored with the payment: masked by the provider's contract.
      raw: maskBySchema(onlineNotificationSchema, raw),
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const { body: invoice } = await withProviderReason(
      this.http.request({
        method: 'GET',
        path: `invoices/${encodeURIComponent(providerPaymentId)}`,
        bodySchema: onlineInvoiceRequestSchema,
        schema: onlineInvoiceSchema,
      }),
    );
    const status = {
      Pending: 'pending',
      Paid: 'succeeded',
      PartiallyRefunded: 'succeeded',
      Cancelled: 'failed',
      Refunded: 'refunded',
    } as const;
    return {
      status: status[invoice.Status],
      transactionId: invoice.PaymentID,
      amount: { minor: invoice.Amount, currency: invoice.Currency },
      refunded: { minor: invoice.RefundedAmount, currency: invoice.Currency },
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = refundRequestSchema.parse(request);
    const { body } = await withProviderReason(
      this.http.request({
        method: 'POST',
        path: `invoices/${encodeURIComponent(refund.providerPaymentId)}/refunds`,
        body: { PaymentID: refund.transactionId, Amount: refund.amount.minor },
        bodySchema: onlineRefundRequestSchema,
        schema: onlineRefundSchema,
        idempotencyKey: refund.idempotencyKey,
      }),
    );
    return { refundId: body.RefundID, status: body.Status === 'Completed' ? 'refunded' : 'pending' };
  }
}
