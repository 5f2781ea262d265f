import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  acceptedEvents,
  DomainError,
  findSeller,
  getProduct,
  isPaymentProvider,
  type Money,
  type PaymentProviderId,
  type StartPaymentBody,
  type StartPaymentResponse,
} from '@asiguro/domain';
import {
  InvoiceNumbering,
  marketplaceSeller,
  orderCorrelation,
  PaymentRecorder,
  type PaymentOutcome,
} from '@asiguro/orchestration';
import { maskPersonalData, PartnerError, PaymentNotificationError, type NotificationHeaders } from '@asiguro/partners';
import { PaymentEntity, row, type OrderEntity } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { OrderAccess } from '../orders/order-access.service';
import type { Session } from '../session/session';
import { PAYMENT_ADAPTERS, type PaymentAdapters } from './payment-providers.provider';

/**
 * Payments: starting one at a provider, and learning its outcome. A payment is confirmed only by
 * asking the provider (never by the browser's return, never by a notification alone), recorded
 * once per transaction id, and a payment the order cannot take is refunded.
 */
@Injectable()
export class PaymentsUseCases {
  private readonly logger = new Logger(PaymentsUseCases.name);

  constructor(
    @Inject(PAYMENT_ADAPTERS) private readonly adapters: PaymentAdapters,
    private readonly access: OrderAccess,
    private readonly recorder: PaymentRecorder,
    private readonly invoices: InvoiceNumbering,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async start(orderId: string, body: StartPaymentBody, session: Session): Promise<StartPaymentResponse> {
    const order = await this.access.ownOrder(orderId, session);
    if (order.status !== 'unpaid' || order.priceMinor === null || !order.priceCurrency) {
      throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
    }
    const methods = findSeller(order.seller).features['payment-methods'];
    if (!methods.includes(body.provider))
      throw new DomainError('invalid-options', { reason: 'payment method not offered' });
    const amount: Money = { minor: order.priceMinor, currency: order.priceCurrency };
    if (body.provider === 'wire-transfer') return this.wireTransfer(order, amount);

    const provider = body.provider;
    const inserted = await this.db.getRepository(PaymentEntity).insert(
      row<PaymentEntity>({
        orderId,
        provider,
        amountMinor: amount.minor,
        currency: amount.currency,
        status: 'initiated',
      }),
    );
    const paymentId = inserted.identifiers[0].id as string;
    const prefix = order.lang === 'ro' ? '' : `/${order.lang}`;
    try {
      const initiated = await orderCorrelation.run(orderId, () =>
        this.adapters[provider].initiate({
          paymentId,
          orderNumber: order.number,
          amount,
          description: `${getProduct(order.insuranceType).name[order.lang]} ${order.number}`.slice(0, 200),
          lang: order.lang,
          returnUrl:
            body.returnTo === 'mobile-window'
              ? `${this.config.PUBLIC_URL}${prefix}/payment-complete?order=${orderId}`
              : `${this.config.PUBLIC_URL}${prefix}/order?order=${orderId}`,
          callbackUrl: `${this.config.PUBLIC_URL}/api/payments/${provider}/notifications`,
        }),
      );
      await this.db
        .getRepository(PaymentEntity)
        .update({ id: paymentId }, { providerPaymentId: initiated.providerPaymentId, updatedAt: new Date() });
      return { paymentId, redirectUrl: initiated.redirectUrl };
    } catch (error) {
      await this.db.getRepository(PaymentEntity).update({ id: paymentId }, { status: 'failed', updatedAt: new Date() });
      this.logger.warn(`payment ${paymentId} not started at ${provider}: ${(error as Error).message}`);
      throw new DomainError('init-payment', undefined, { cause: error });
    }
  }

  /** A company pays by bank transfer against our invoice; staff confirm it from the console. */
  private async wireTransfer(order: OrderEntity, amount: Money): Promise<StartPaymentResponse> {
    if ((order.billing as { payerType?: string } | null)?.payerType !== 'company') {
      throw new DomainError('invalid-options', { reason: 'bank transfer is for companies' });
    }
    const invoice = await this.invoices.assign(order.id);
    const existing = await this.db
      .getRepository(PaymentEntity)
      .findOneBy({ orderId: order.id, provider: 'wire-transfer' });
    const paymentId =
      existing?.id ??
      ((
        await this.db.getRepository(PaymentEntity).insert(
          row<PaymentEntity>({
            orderId: order.id,
            provider: 'wire-transfer',
            providerPaymentId: invoice.number,
            amountMinor: amount.minor,
            currency: amount.currency,
            status: 'initiated',
          }),
        )
      ).identifiers[0].id as string);
    const seller = marketplaceSeller(this.config);
    return {
      paymentId,
      invoice: {
        number: invoice.number,
        iban: seller.iban,
        beneficiary: seller.name,
        idno: seller.idno,
        amount: `${(amount.minor / 100).toFixed(2)} ${amount.currency}`,
      },
    };
  }

  /**
   * A provider's notification: checked (signature, freshness), then confirmed by asking the
   * provider, then recorded. Answers 4xx to forged, stale or malformed notifications.
   */
  async notification(
    provider: string,
    headers: NotificationHeaders,
    rawBody: Buffer | undefined,
  ): Promise<{ received: true; outcome: string }> {
    if (!isPaymentProvider(provider)) throw new DomainError('not-found');
    const adapter = this.adapters[provider];
    let notification;
    try {
      notification = adapter.parseNotification(headers, rawBody ?? Buffer.alloc(0));
    } catch (error) {
      if (error instanceof PaymentNotificationError) {
        throw new DomainError(error.refusal === 'signature' ? 'unauthorized' : 'validation-failed', {
          refusal: error.refusal,
        });
      }
      throw error;
    }
    const payment = await this.db
      .getRepository(PaymentEntity)
      .findOneBy({ provider, providerPaymentId: notification.providerPaymentId });
    if (!payment) throw new DomainError('not-found', { reason: 'unknown payment' });
    const outcome = await this.confirm(provider, payment, notification.raw);
    return { received: true, outcome };
  }

  /** `payorder`: the customer's page asks us to confirm a payment it was told about. */
  async payOrder(orderId: string, transactionId: string, provider: PaymentProviderId, session: Session) {
    await this.access.ownOrder(orderId, session);
    const payment = await this.db
      .getRepository(PaymentEntity)
      .findOne({ where: { orderId, provider }, order: { createdAt: 'DESC' } });
    if (!payment?.providerPaymentId) throw new DomainError('transaction-declined');
    const confirmed = await orderCorrelation.run(orderId, () =>
      this.adapters[provider].getPayment(payment.providerPaymentId!),
    );
    if (confirmed.transactionId !== null && confirmed.transactionId !== transactionId) {
      throw new DomainError('invalid-bill-number');
    }
    const outcome = await this.confirm(provider, payment, undefined);
    if (outcome === 'failed') throw new DomainError('transaction-declined');
    const [order] = await this.db.query(`select status from orders where id = $1`, [orderId]);
    return {
      orderId,
      status: order.status as string,
      outcome: outcome as 'applied' | 'duplicate' | 'refunding' | 'pending',
    };
  }

  /** Asks the provider how the payment stands and records what it says. */
  private async confirm(
    provider: PaymentProviderId,
    payment: PaymentEntity,
    raw: unknown,
  ): Promise<PaymentOutcome['outcome'] | 'pending' | 'failed'> {
    return orderCorrelation.run(payment.orderId, async () => {
      let confirmed;
      try {
        confirmed = await this.adapters[provider].getPayment(payment.providerPaymentId!);
      } catch (error) {
        if (error instanceof PartnerError && error.retryable)
          throw new DomainError('partner-unavailable', undefined, { cause: error });
        throw error;
      }
      if (confirmed.status === 'succeeded' && confirmed.transactionId) {
        const recorded = await this.recorder.recordSucceeded({
          orderId: payment.orderId,
          provider,
          providerPaymentId: payment.providerPaymentId!,
          transactionId: confirmed.transactionId,
          amount: confirmed.amount,
          raw: raw === undefined ? undefined : (maskPersonalData(raw) as Record<string, unknown>),
        });
        return recorded.outcome;
      }
      if (confirmed.status === 'failed') {
        await this.recorder.recordFailed({
          orderId: payment.orderId,
          provider,
          providerPaymentId: payment.providerPaymentId!,
          reason: 'declined',
        });
        return 'failed';
      }
      return 'pending';
    });
  }
}
