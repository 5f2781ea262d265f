import { Inject, Injectable } from '@nestjs/common';
import { OrderRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { OrderService } from '../orders/order.service';
import { jobOptions } from '../queues/job-options';
import { QueueProducer } from '../queues/queue-producer';

/** Expires drafts and unpaid orders past their deadline (delayed jobs, plus a sweep that catches missed ones). */
@Injectable()
export class ExpiryService {
  constructor(
    private readonly orders: OrderService,
    private readonly producer: QueueProducer,
    private readonly orderRows: OrderRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * Expires the order if it is still open and its deadline has passed. When the deadline moved
   * later since the job was planned, the job plans itself again for the new deadline (one job per
   * order and deadline, by its id).
   */
  async expireIfDue(orderId: string, now = new Date()): Promise<boolean> {
    const deadline = await this.orders.withOrder(orderId, async (scope) => {
      const { order } = scope;
      if (order.status !== 'draft' && order.status !== 'unpaid') return null;
      if (!order.deadline) return null;
      if (order.deadline.getTime() > now.getTime()) return order.deadline;
      const outcome = await scope.apply(
        { type: 'EXPIRE', actor: { kind: 'system', id: 'expiry' } },
        { reason: 'deadline passed' },
      );
      return outcome.ok ? 'expired' : null;
    });
    if (deadline instanceof Date) {
      await this.producer.queue('expiry').add(
        'expire-order',
        { orderId, deadline: deadline.toISOString() },
        {
          ...jobOptions('expire-order', this.config),
          jobId: `expire-${orderId}-${deadline.getTime()}`,
          delay: deadline.getTime() - now.getTime(),
        },
      );
    }
    return deadline === 'expired';
  }

  /** Expires every overdue open order; returns how many it expired. */
  async sweep(now = new Date(), limit = 500): Promise<number> {
    const overdue = await this.orderRows.overdueIds(now, limit);
    let expired = 0;
    for (const id of overdue) if (await this.expireIfDue(id, now)) expired += 1;
    return expired;
  }
}
