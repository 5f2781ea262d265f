import type { z } from 'zod';
import {
  initiatePaymentSchema,
  refundRequestSchema,
  type InitiatePayment,
  type InitiatedPayment,
  type PaymentNotification,
  type PaymentProviderId,
  type ProviderPayment,
  type RefundRequest,
  type RefundResult,
} from '@asiguro/domain';
import { maskBySchema } from '../http/masking';
import type { PartnerHttpClient, PartnerRequest, PartnerResponse } from '../http/partner-http-client';
import { assertFreshNotification } from './notification-freshness';
import { bodyText, type NotificationHeaders } from './notification-headers';
import { MalformedPaymentNotificationError } from './payment-errors';
import {
  parseJsonBody,
  paymentHttpClient,
  paymentPartnerId,
  withProviderReason,
  type PaymentAdapterOptions,
  type PaymentProviderAdapter,
} from './payment-provider.adapter';

/** A notification as it arrived, for a signature scheme that covers the text or fields we do not model. */
export interface NotificationDelivery {
  headers: NotificationHeaders;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  raw: unknown;
}

/** A provider's notification contract: its schema (personal fields declared) and its name in errors. */
export interface NotificationContract<Notification> {
  schema: z.ZodType<Notification>;
  /** Completes "not …" in MalformedPaymentNotificationError, e.g. "a card callback". */
  name: string;
}

/** What a checked notification says about the payment, in our terms. */
export type NotifiedPayment = Omit<PaymentNotification, 'provider' | 'raw'>;

/**
 * What the three providers' adapters have in common, so that each keeps only its wire format,
 * signature scheme and statuses: our inputs validated before anything is sent, every call through
 * the resilient client with the provider's refusal code as the error's reason, and notifications
 * checked in the order PaymentProviderAdapter promises (shape, signature, freshness) and stored
 * masked by the provider's contract.
 */
export abstract class PaymentAdapterBase<
  Provider extends PaymentProviderId,
  Notification,
> implements PaymentProviderAdapter {
  /** The provider's name in exchanges and errors. */
  protected readonly partner: string;
  private readonly http: PartnerHttpClient;

  protected constructor(
    readonly provider: Provider,
    protected readonly options: PaymentAdapterOptions,
    /** The provider's refusal body (4xx, 5xx). */
    errorSchema: z.ZodType,
    private readonly notification: NotificationContract<Notification>,
  ) {
    this.partner = paymentPartnerId(provider);
    this.http = paymentHttpClient(provider, options, errorSchema);
  }

  async initiate(input: InitiatePayment, now = new Date()): Promise<InitiatedPayment> {
    return this.createPayment(initiatePaymentSchema.parse(input), now);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.refundPayment(refundRequestSchema.parse(request));
  }

  abstract getPayment(providerPaymentId: string): Promise<ProviderPayment>;

  parseNotification(headers: NotificationHeaders, rawBody: string | Buffer, now = new Date()): PaymentNotification {
    const text = bodyText(rawBody);
    const raw = parseJsonBody(text);
    const parsed = this.notification.schema.safeParse(raw);
    if (!parsed.success) throw new MalformedPaymentNotificationError(this.partner, `not ${this.notification.name}`);
    const signedAt = this.verifyNotification(parsed.data, { headers, text, raw });
    assertFreshNotification(this.partner, signedAt, now, this.options.config.PAYMENT_NOTIFICATION_MAX_AGE_SECONDS);
    return {
      provider: this.provider,
      ...this.readNotification(parsed.data),
      // Stored with the payment: masked by the provider's contract.
      raw: maskBySchema(this.notification.schema, raw),
    };
  }

  /** Registers a validated payment at the provider. */
  protected abstract createPayment(payment: InitiatePayment, now: Date): Promise<InitiatedPayment>;

  /** Asks the provider for a validated refund. */
  protected abstract refundPayment(refund: RefundRequest): Promise<RefundResult>;

  /**
   * Checks the notification's signature (throwing PaymentSignatureError, or
   * MalformedPaymentNotificationError for a signature part that cannot be read) and answers the
   * signed moment its freshness is judged by.
   */
  protected abstract verifyNotification(notification: Notification, delivery: NotificationDelivery): Date;

  protected abstract readNotification(notification: Notification): NotifiedPayment;

  /** One call to the provider; a refusal carries the provider's own code as its reason. */
  protected call<T>(request: PartnerRequest<T>): Promise<PartnerResponse<T>> {
    return withProviderReason(this.http.request(request));
  }
}
