import type { InitiatePayment, InitiatedPayment, ProviderPayment, RefundRequest, RefundResult } from '@asiguro/domain';
import { headerValue } from '../notification-headers';
import { PaymentAdapterBase, type NotificationDelivery, type NotifiedPayment } from '../payment-adapter.base';
import { PaymentSignatureError } from '../payment-errors';
import { returnUrlFor, type PaymentAdapterOptions } from '../payment-provider.adapter';
import {
  ONLINE_SIGNATURE_HEADER,
  onlineInvoiceRequestSchema,
  onlineInvoiceSchema,
  onlineNotificationSchema,
  onlineRefundRequestSchema,
  onlineErrorSchema,
  onlineRefundSchema,
  type OnlineInvoiceRequest,
  type OnlineNotification,
} from './online.protocol';
import { verifyOnlineSignature } from './online-signature';

/** Our service's id at the hub (MPay's ServiceID): fixed per merchant contract. */
export const ONLINE_SERVICE_ID = 'ASIGURO';

/**
 * The online-payment hub (MPay / Paynet style) behind our payment interface: we register an
 * invoice for our order key, the customer pays its bill number through internet banking or a
 * terminal, the hub notifies us and answers invoice look-ups.
 */
export class OnlinePaymentAdapter extends PaymentAdapterBase<'online', OnlineNotification> {
  constructor(options: PaymentAdapterOptions) {
    super('online', options, onlineErrorSchema, { schema: onlineNotificationSchema, name: 'a hub notification' });
  }

  protected async createPayment(payment: InitiatePayment): Promise<InitiatedPayment> {
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
    const { body: invoice } = await this.call({
      method: 'POST',
      path: 'invoices',
      body,
      bodySchema: onlineInvoiceRequestSchema,
      schema: onlineInvoiceSchema,
      // One invoice per order key at the hub: a retried call returns the same invoice.
      idempotencyKey: payment.paymentId,
    });
    return { redirectUrl: invoice.PayUrl, providerPaymentId: invoice.InvoiceID };
  }

  /** HMAC over the event's fields in the `Hash` header: the event's date is the signed moment. */
  protected verifyNotification(event: OnlineNotification, { headers }: NotificationDelivery): Date {
    const hash = headerValue(headers, ONLINE_SIGNATURE_HEADER);
    if (!hash) throw new PaymentSignatureError(this.partner, 'Hash header missing');
    if (!verifyOnlineSignature(event, hash, this.options.config.PAYMENT_ONLINE_SECRET)) {
      throw new PaymentSignatureError(this.partner, 'signature does not match');
    }
    return new Date(event.EventDate);
  }

  protected readNotification(event: OnlineNotification): NotifiedPayment {
    return {
      providerPaymentId: event.Payment.InvoiceID,
      transactionId: event.Payment.ID,
      status: event.EventType === 'PAID' ? 'succeeded' : 'failed',
      amount: { minor: event.Payment.Amount, currency: event.Payment.Currency },
      occurredAt: event.Payment.StatusDate,
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const { body: invoice } = await this.call({
      method: 'GET',
      path: `invoices/${encodeURIComponent(providerPaymentId)}`,
      bodySchema: onlineInvoiceRequestSchema,
      schema: onlineInvoiceSchema,
    });
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

  protected async refundPayment(refund: RefundRequest): Promise<RefundResult> {
    const { body } = await this.call({
      method: 'POST',
      path: `invoices/${encodeURIComponent(refund.providerPaymentId)}/refunds`,
      body: { PaymentID: refund.transactionId, Amount: refund.amount.minor },
      bodySchema: onlineRefundRequestSchema,
      schema: onlineRefundSchema,
      idempotencyKey: refund.idempotencyKey,
    });
    return { refundId: body.RefundID, status: body.Status === 'Completed' ? 'refunded' : 'pending' };
  }
}
