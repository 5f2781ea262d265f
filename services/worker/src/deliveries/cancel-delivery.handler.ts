import { Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { OrderService, type JobPayload } from '@asiguro/orchestration';
import { CourierClient } from '@asiguro/partners';
import { AddonItemRepository } from '@asiguro/persistence';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isFinalFailure } from '../jobs/failures';

/**
 * cancel-delivery: tells the courier that a delivery it booked was canceled by the customer (before
 * it was scheduled; the share is already being refunded). Canceling twice is canceling once at the
 * courier. When the courier refuses for good (it went ahead meanwhile), staff are alerted to stop it.
 */
@Injectable()
export class CancelDeliveryHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly courier: CourierClient,
    private readonly addons: AddonItemRepository,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('cancel-delivery', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, item }: JobPayload<'cancel-delivery'>, attempt: AttemptInfo): Promise<string> {
    const row = await this.addons.find(orderId, item);
    if (!row?.deliveryReference) return 'nothing booked to cancel';
    try {
      const delivery = await this.courier.cancel(row.deliveryReference, orderId);
      return `item ${item}: ${delivery.status} at the courier`;
    } catch (error) {
      if (!isFinalFailure(error) && !attempt.isLast) throw error;
      await this.orders.withOrder(orderId, (scope) =>
        scope.enqueue([
          { jobName: 'staff-alert', payload: { orderId, subject: `delivery-cancel-failed (item ${item})` } },
        ]),
      );
      throw new UnrecoverableError(`item ${item}: the courier did not cancel: ${(error as Error).message}`);
    }
  }
}
