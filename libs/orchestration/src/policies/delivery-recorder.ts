import { Injectable } from '@nestjs/common';
import { COURIER_ISSUER_SLUG, type OrderEvent, type TransitionOutcome } from '@asiguro/domain';
import { AddonItemRepository, type AddonItemEntity } from '@asiguro/persistence';
import { OrderService } from '../orders/order.service';

/** An event of a courier delivery. */
export type DeliveryEvent = Extract<
  OrderEvent,
  { type: 'DELIVERY_BOOKED' | 'DELIVERY_SCHEDULED' | 'DELIVERY_DELIVERED' | 'DELIVERY_CANCELED' | 'DELIVERY_FAILED' }
>;

/** What the courier said with the event: the window it comes in, when it happened. */
export interface DeliveryFacts {
  window?: { from: Date; to: Date };
  at?: Date;
}

const STATUS_OF: Record<DeliveryEvent['type'], 'booked' | 'scheduled' | 'delivered' | 'canceled'> = {
  DELIVERY_BOOKED: 'booked',
  DELIVERY_SCHEDULED: 'scheduled',
  DELIVERY_DELIVERED: 'delivered',
  DELIVERY_CANCELED: 'canceled',
  DELIVERY_FAILED: 'canceled',
};

/**
 * Records a courier delivery's progress with its transition, in one transaction: the machine
 * decides first (a delivery is booked once, scheduled only when booked, canceled only before it is
 * scheduled by the customer …), then its addon_items row says how far it is and when, for the
 * order page. A refused event writes nothing.
 */
@Injectable()
export class DeliveryRecorder {
  constructor(
    private readonly orders: OrderService,
    private readonly addons: AddonItemRepository,
  ) {}

  record(orderId: string, event: DeliveryEvent, facts: DeliveryFacts = {}): Promise<TransitionOutcome> {
    return this.orders.withOrder(orderId, async (scope) => {
      const outcome = await scope.apply(event);
      if (!outcome.ok) return outcome;
      const at = facts.at ?? new Date();
      const status = STATUS_OF[event.type];
      const changes: Partial<AddonItemEntity> = { deliveryStatus: status, updatedAt: new Date() };
      if (event.type === 'DELIVERY_BOOKED') {
        Object.assign(changes, { issuer: COURIER_ISSUER_SLUG, deliveryReference: event.reference, bookedAt: at });
      }
      if (facts.window) Object.assign(changes, { scheduledFrom: facts.window.from, scheduledTo: facts.window.to });
      if (status === 'delivered') changes.deliveredAt = at;
      if (status === 'canceled') changes.canceledAt = at;
      await this.addons.upsertDelivery(
        { orderId, item: event.item, product: scope.order.items[event.item].type },
        changes,
        scope.tx,
      );
      return outcome;
    });
  }
}
