import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { OrderService, type JobPayload } from '@asiguro/orchestration';
import { AddonItemRepository, PaymentRepository } from '@asiguro/persistence';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isFinalFailure } from '../jobs/failures';
import { PAYMENT_REFUNDER, RefundImpossibleError, type PaymentRefunder } from '../partners/ports';

/** The idempotency key of a payment's refund: one refund per payment, however often the job runs. */
export function refundIdempotencyKey(paymentId: string): string {
  return `refund-${paymentId}`;
}

/**
 * refund-payment: gives a payment back through its provider, retried with backoff while the
 * failure may pass (timeouts, 5xx, an open circuit). When the provider refuses for good, or
 * after the last attempt, the payment is marked refund_failed and staff are alerted, together.
 */
@Injectable()
export class RefundPaymentHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    @Inject(PAYMENT_REFUNDER) private readonly refunder: PaymentRefunder,
    private readonly payments: PaymentRepository,
    private readonly addons: AddonItemRepository,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('refund-payment', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, paymentId }: JobPayload<'refund-payment'>, attempt: AttemptInfo): Promise<string> {
    const payment = await this.payments.get(paymentId, orderId);
    if (payment.status === 'refunded') return 'already refunded';
    // Shares of add-ons already given back (refund-addon) are not refunded again: the rest is.
    const rest = payment.amountMinor - (await this.addons.sharesGivenBack(paymentId));
    try {
      const { refundId } = await this.refunder.refund(
        payment,
        refundIdempotencyKey(paymentId),
        rest === payment.amountMinor ? undefined : { minor: rest, currency: payment.currency },
      );
      await this.payments.markRefunded(paymentId, refundId);
      return `refunded ${refundId}`;
    } catch (error) {
      const final = isFinalFailure(error) || error instanceof RefundImpossibleError;
      if (!final && !attempt.isLast) throw error;
      await this.orders.withOrder(orderId, async (scope) => {
        await this.payments.markRefundFailed(paymentId, scope.tx);
        await scope.enqueue([{ jobName: 'staff-alert', payload: { orderId, subject: 'refund-failed' } }]);
      });
      throw new UnrecoverableError(`refund failed: ${(error as Error).message}`);
    }
  }
}
