import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  acceptedEvents,
  DomainError,
  findSeller,
  getProduct,
  isPaymentProvider,
  type Money,
  type PaymentProviderId,
  type ProviderPayment,
  type StartPaymentBody,
} from '@asiguro/domain';
import type { FunctionResult, StartPaymentResponse } from '@asiguro/contracts';
import {
  InvoiceNumbering,
  marketplaceSeller,
  orderCorrelation,
  PaymentRecorder,
  type PaymentOutcome,
} from '@asiguro/orchestration';
import {
  PartnerError,
  PartnerRateLimitedError,
  PaymentNotificationError,
  type NotificationHeaders,
} from '@asiguro/partners';
import { OrderRepository, PaymentRepository, type OrderEntity, type PaymentEntity } from '@asiguro/persistence';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';
import type { Redis } from 'ioredis';
import { OrderAccess } from '../orders/order-access.service';
import type { Session } from '../session/session';
import { PAYMENT_ADAPTERS, type PaymentAdapters } from './payment-providers.provider';

/**
 * How many of an order's latest attempts one payorder call asks the provider about, at most: a
 * customer's receipt names a recent payment, and one request must not fan out into many calls.
 */
export const PAYORDER_ATTEMPTS = 3;
/**
 * How long the provider's answer about an attempt answers payorder again without asking (repeated
 * calls, reloads). Short, and dropped as soon as the provider notifies a change of the attempt.
 */
export const PAYORDER_RECENT_SECONDS = 3;

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
    private readonly payments: PaymentRepository,
    private readonly orders: OrderRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
    @Inject(REDIS) private readonly redis: Redis,
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
    const paymentId = await this.payments.initiate({ orderId, provider, amount });
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
      await this.payments.attachProviderId(paymentId, initiated.providerPaymentId);
      return { paymentId, redirectUrl: initiated.redirectUrl };
    } catch (error) {
      await this.payments.markFailed(paymentId);
      this.logger.warn(`payment ${paymentId} not started at ${provider}: ${(error as Error).message}`);
      throw new DomainError('init-payment', undefined, { cause: error });
    }
  }

  /**
   * A company pays by bank transfer against our invoice; staff confirm it from the console, which
   * records the amount of this payment row. An order re-confirmed at a new price keeps its invoice
   * number, but the invoice (and the row) now ask for the new price.
   */
  private async wireTransfer(order: OrderEntity, amount: Money): Promise<StartPaymentResponse> {
    if (order.billing?.payerType !== 'company') {
      throw new DomainError('invalid-options', { reason: 'bank transfer is for companies' });
    }
    const invoice = await this.invoices.assign(order.id);
    const existing = await this.payments.findByOrderAndProvider(order.id, 'wire-transfer');
    let paymentId: string;
    if (existing) {
      paymentId = existing.id;
      // Only while no money was recorded against it: a received transfer is never rewritten.
      await this.payments.reprice(existing.id, amount);
    } else {
      paymentId = await this.payments.initiate({
        orderId: order.id,
        provider: 'wire-transfer',
        providerPaymentId: invoice.number,
        amount,
      });
    }
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
    const payment = await this.payments.findAttempt({ provider, providerPaymentId: notification.providerPaymentId });
    if (!payment) throw new DomainError('not-found', { reason: 'unknown payment' });
    // The attempt changed: payorder's recent answer about it no longer holds.
    await this.redis.del(this.recentKey(payment)).catch(() => undefined);
    const outcome = await this.record(provider, payment, await this.ask(provider, payment), notification.raw);
    return { received: true, outcome };
  }

  /**
   * `payorder`: the customer's page (or a receipt's bill number) names a transaction of the order;
   * we find the order's attempt that the provider says carries it, and record what the provider
   * says. Spec §7: it "returns data": a declined or still pending payment is an answer (200), not
   * an error; only a transaction that is none of the order's attempts is refused, writing nothing.
   * Bounded: the newest PAYORDER_ATTEMPTS attempts only, each answered from the provider's recent
   * answer (PAYORDER_RECENT_SECONDS) when there is one, so repeated calls do not multiply calls.
   */
  async payOrder(
    orderId: string,
    transactionId: string,
    provider: PaymentProviderId,
    session: Session,
  ): Promise<FunctionResult<'payorder'>> {
    await this.access.ownOrder(orderId, session);
    const attempts = await this.payments.latestAttempts(orderId, provider, PAYORDER_ATTEMPTS);
    // Already recorded under this transaction (by its notification, or an earlier call): nothing to do.
    if (attempts.some((attempt) => attempt.transactionId === transactionId)) {
      return { orderId, status: await this.statusOf(orderId), outcome: 'duplicate' };
    }
    let anyPending = false;
    for (const attempt of attempts.filter((candidate) => candidate.transactionId === null)) {
      const confirmed = await this.askRecent(provider, attempt);
      if (confirmed.transactionId === transactionId) {
        const outcome = await this.record(provider, attempt, confirmed, undefined);
        return { orderId, status: await this.statusOf(orderId), outcome };
      }
      anyPending ||= confirmed.status === 'pending';
    }
    // The provider has not settled an attempt yet: the transaction may be that one, still moving.
    if (anyPending) return { orderId, status: await this.statusOf(orderId), outcome: 'pending' };
    throw new DomainError('billNumber-error', { reason: 'no payment of this order carries this transaction' });
  }

  private async statusOf(orderId: string): Promise<string> {
    // The order was read a moment ago (ownOrder): it exists.
    return (await this.orders.status(orderId))!;
  }

  /** Asks the provider how one attempt stands (the only confirmation we trust). */
  private async ask(provider: PaymentProviderId, payment: PaymentEntity): Promise<ProviderPayment> {
    return orderCorrelation.run(payment.orderId, async () => {
      try {
        return await this.adapters[provider].getPayment(payment.providerPaymentId!);
      } catch (error) {
        // The provider asked us to slow down: so is the caller, for as long.
        if (error instanceof PartnerRateLimitedError)
          throw new DomainError('rate-limited', { retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) });
        if (error instanceof PartnerError && error.retryable)
          throw new DomainError('partner-unavailable', undefined, { cause: error });
        throw error;
      }
    });
  }

  /**
   * The provider's answer about an attempt, reused for PAYORDER_RECENT_SECONDS: a settled payment
   * is recorded at once (and then found by its transaction id), so only a pending or declined
   * answer is ever reused, only briefly, and not past the provider's notification of a change.
   */
  private recentKey(payment: PaymentEntity): string {
    return `${this.config.QUEUE_PREFIX}:payorder:${payment.id}`;
  }

  private async askRecent(provider: PaymentProviderId, payment: PaymentEntity): Promise<ProviderPayment> {
    const key = this.recentKey(payment);
    // With Redis away the provider is asked every time: the cache only saves calls.
    const cached = await this.redis.get(key).catch(() => null);
    if (cached) return JSON.parse(cached) as ProviderPayment;
    const answer = await this.ask(provider, payment);
    await this.redis.set(key, JSON.stringify(answer), 'EX', PAYORDER_RECENT_SECONDS).catch(() => undefined);
    return answer;
  }

  /** Records what the provider said about an attempt: money in, a decline, or nothing yet. */
  private async record(
    provider: PaymentProviderId,
    payment: PaymentEntity,
    confirmed: ProviderPayment,
    raw: unknown,
  ): Promise<PaymentOutcome['outcome'] | 'pending' | 'declined'> {
    if (confirmed.status === 'succeeded' && confirmed.transactionId) {
      const recorded = await this.recorder.recordSucceeded({
        orderId: payment.orderId,
        provider,
        providerPaymentId: payment.providerPaymentId!,
        transactionId: confirmed.transactionId,
        amount: confirmed.amount,
        // The adapter masked the notification by the provider's contract.
        raw: raw as Record<string, unknown> | undefined,
      });
      return recorded.outcome;
    }
    if (confirmed.status === 'failed') {
      // A decline is recorded once; asking about it again only reads.
      if (payment.status === 'initiated') {
        await this.recorder.recordFailed({
          orderId: payment.orderId,
          provider,
          providerPaymentId: payment.providerPaymentId!,
          reason: 'declined',
        });
      }
      return 'declined';
    }
    return 'pending';
  }
}
