import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { COURIER_ISSUER_SLUG, DELIVERY_UNDER_WAY, type Actor, type OrderMachineState } from '@asiguro/domain';
import { DeliveryRecorder, OrderService, type JobPayload } from '@asiguro/orchestration';
import { CourierClient, PartnerError, type CourierDelivery } from '@asiguro/partners';
import { AddonItemRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { JobDispatcher } from '../jobs/job-dispatcher.service';

const COURIER: Actor = { kind: 'partner', id: COURIER_ISSUER_SLUG };

/**
 * track-delivery: reads a booked delivery at the courier and records how far it got (scheduled
 * with its window, delivered, or failed: then its share is refunded once), then comes back after
 * COURIER_POLL_MS while it is still under way. The machine records each step once, so a repeated
 * or doubled poll changes nothing. A courier that does not answer is asked again next time: a
 * poll never fails the delivery.
 */
@Injectable()
export class TrackDeliveryHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly deliveries: DeliveryRecorder,
    private readonly courier: CourierClient,
    private readonly addons: AddonItemRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('track-delivery', (payload) => this.handle(payload));
  }

  async handle({ orderId, item }: JobPayload<'track-delivery'>): Promise<string> {
    const row = await this.addons.find(orderId, item);
    if (!this.underWay(await this.orders.get(orderId), item) || !row?.deliveryReference) {
      return 'nothing to follow';
    }
    let delivery: CourierDelivery;
    try {
      delivery = await this.courier.status(row.deliveryReference, orderId);
    } catch (error) {
      if (!(error instanceof PartnerError)) throw error;
      await this.again(orderId, item);
      return `courier did not answer (${error.message}); asking again later`;
    }
    const window = delivery.window && { from: new Date(delivery.window.from), to: new Date(delivery.window.to) };
    if (delivery.status === 'scheduled' || delivery.status === 'delivered') {
      await this.deliveries.record(orderId, { type: 'DELIVERY_SCHEDULED', actor: COURIER, item }, { window });
    }
    if (delivery.status === 'delivered') {
      await this.deliveries.record(
        orderId,
        { type: 'DELIVERY_DELIVERED', actor: COURIER, item },
        { window, at: delivery.deliveredAt ? new Date(delivery.deliveredAt) : undefined },
      );
    }
    if (delivery.status === 'failed' || delivery.status === 'canceled') {
      await this.deliveries.record(
        orderId,
        { type: 'DELIVERY_FAILED', actor: COURIER, item, reason: (delivery.reason ?? delivery.status).slice(0, 500) },
        { at: delivery.canceledAt ? new Date(delivery.canceledAt) : undefined },
      );
    }
    const followed = this.underWay(await this.orders.get(orderId), item);
    if (followed) await this.again(orderId, item);
    return `item ${item}: ${delivery.status}${followed ? ', following' : ''}`;
  }

  private underWay(order: { machineSnapshot: OrderMachineState }, item: number): boolean {
    const status = order.machineSnapshot.context.items?.[item]?.status;
    return status !== undefined && DELIVERY_UNDER_WAY.includes(status);
  }

  private async again(orderId: string, item: number): Promise<void> {
    await this.orders.withOrder(orderId, (scope) =>
      scope.enqueue([
        {
          jobName: 'track-delivery',
          payload: { orderId, item },
          runAt: new Date(Date.now() + this.config.COURIER_POLL_MS),
        },
      ]),
    );
  }
}
