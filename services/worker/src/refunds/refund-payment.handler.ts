import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { OrderService, type JobPayload } from '@asiguro/orchestration';
import { PaymentEntity } from '@asiguro/persistence';
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
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('refund-payment', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, paymentId }: JobPayload<'refund-payment'>, attempt: AttemptInfo): Promise<string> {
    const payments = this.db.getRepository(PaymentEntity);
    const payment = await payments.findOneByOrFail({ id: paymentId, orderId });
    if (payment.status === 'refunded') return 'already refunded';
    // Shares of add-ons already given back (refund-addon) are not refunded again: the rest is.
    const [{ shares }] = (await this.db.query(
      `select coalesce(sum(refund_minor), 0)::bigint as shares from addon_items
        where refund_payment_id = $1 and refund_status in ('refund_pending', 'refunded')`,
      [paymentId],
    )) as { shares: string }[];
    const rest = payment.amountMinor - Number(shares);
    try {
      const { refundId } = await this.refunder.refund(
        payment,
        refundIdempotencyKey(paymentId),
        rest === payment.amountMinor ? undefined : { minor: rest, currency: payment.currency },
      );
      await payments.update({ id: paymentId }, { status: 'refunded', refundId, updatedAt: new Date() });
      return `refunded ${refundId}`;
    } catch (error) {
      const final = isFinalFailure(error) || error instanceof RefundImpossibleError;
      if (!final && !attempt.isLast) throw error;
      await this.orders.withOrder(orderId, async (scope) => {
        await scope.tx.update(PaymentEntity, { id: paymentId }, { status: 'refund_failed', updatedAt: new Date() });
        await scope.enqueue([{ jobName: 'staff-alert', payload: { orderId, subject: 'refund-failed' } }]);
      });
      throw new UnrecoverableError(`refund failed: ${(error as Error).message}`);
    }
  }
}
