import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { addonRefundIdempotencyKey, OrderService, type JobPayload } from '@asiguro/orchestration';
import { AddonItemRepository, PaymentRepository } from '@asiguro/persistence';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isFinalFailure } from '../jobs/failures';
import { PAYMENT_REFUNDER, RefundImpossibleError, type PaymentRefunder } from '../partners/ports';

/**
 * refund-addon: gives back the share of an add-on that failed for good, from the order's payment,
 * with a key of its own (order and item): however often the job runs or is killed midway, the
 * provider refunds that share once, and the add-on's row records it once. When the provider
 * refuses for good, the row is marked refund_failed and staff are alerted, together.
 */
@Injectable()
export class RefundAddonHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    @Inject(PAYMENT_REFUNDER) private readonly refunder: PaymentRefunder,
    private readonly payments: PaymentRepository,
    private readonly addons: AddonItemRepository,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('refund-addon', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, paymentId, item }: JobPayload<'refund-addon'>, attempt: AttemptInfo): Promise<string> {
    const addon = await this.addons.get(orderId, item);
    if (addon.refundStatus === 'refunded') return 'already refunded';
    if (addon.refundPaymentId !== paymentId || addon.refundMinor === null || addon.refundCurrency === null) {
      throw new UnrecoverableError(`item ${item} of order ${orderId} has no share to refund from ${paymentId}`);
    }
    const payment = await this.payments.get(paymentId, orderId);
    try {
      const { refundId } = await this.refunder.refund(payment, addonRefundIdempotencyKey(orderId, item), {
        minor: addon.refundMinor,
        currency: addon.refundCurrency,
      });
      await this.addons.markRefunded(orderId, item, refundId);
      return `refunded ${refundId}`;
    } catch (error) {
      const final = isFinalFailure(error) || error instanceof RefundImpossibleError;
      if (!final && !attempt.isLast) throw error;
      await this.orders.withOrder(orderId, async (scope) => {
        await this.addons.markRefundFailed(orderId, item, scope.tx);
        await scope.enqueue([{ jobName: 'staff-alert', payload: { orderId, subject: 'addon-refund-failed' } }]);
      });
      throw new UnrecoverableError(`add-on refund failed: ${(error as Error).message}`);
    }
  }
}
