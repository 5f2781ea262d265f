import { Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { COURIER_ISSUER_SLUG, type Actor } from '@asiguro/domain';
import { deliveryIdempotencyKey, DeliveryRecorder, OrderService, type JobPayload } from '@asiguro/orchestration';
import { CourierClient } from '@asiguro/partners';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isFinalFailure } from '../jobs/failures';

const SYSTEM: Actor = { kind: 'system', id: 'delivery' };
const COURIER: Actor = { kind: 'partner', id: COURIER_ISSUER_SLUG };

interface DeliveryDetails {
  address: { locality: string; street: string };
  phone?: string;
}

/**
 * book-delivery: books the courier delivery of the paper Green Card once the policy is issued.
 * Every attempt sends the same booking with the delivery's own idempotency key (order and item),
 * so a retry or a crash books one courier; DELIVERY_BOOKED records it once and lets the order go
 * on to its documents. A courier that refuses for good (or after the queue's retries) fails the
 * delivery: its share is refunded, the Green Card is delivered without it (as an e-document).
 * A delivery the customer canceled while it was being booked is canceled at the courier at once.
 */
@Injectable()
export class BookDeliveryHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly deliveries: DeliveryRecorder,
    private readonly courier: CourierClient,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('book-delivery', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, item }: JobPayload<'book-delivery'>, attempt: AttemptInfo): Promise<string> {
    const order = await this.orders.get(orderId);
    const state = order.machineSnapshot.context.items?.[item];
    if (order.status !== 'processing' || state?.status !== 'pending') {
      return `nothing to do: order ${order.status}, item ${state?.status ?? 'unknown'}`;
    }
    const details = order.items[item].details as unknown as DeliveryDetails;
    try {
      const delivery = await this.courier.book(
        { orderReference: order.number, address: details.address, ...(details.phone ? { phone: details.phone } : {}) },
        deliveryIdempotencyKey(orderId, item),
        orderId,
      );
      const outcome = await this.deliveries.record(
        orderId,
        { type: 'DELIVERY_BOOKED', actor: COURIER, item, reference: delivery.reference },
        { at: new Date(delivery.bookedAt) },
      );
      if (outcome.ok) return `item ${item}: booked ${delivery.reference}`;
      // Canceled by the customer while the courier was booking it: the courier must not come.
      const now = (await this.orders.get(orderId)).machineSnapshot;
      if (now.context.items?.[item]?.status === 'canceled') {
        await this.courier.cancel(delivery.reference, orderId);
        return `item ${item}: canceled before booking, ${delivery.reference} canceled at the courier`;
      }
      return `item ${item}: booked ${delivery.reference}, not recorded (${outcome.refusal} in ${outcome.status})`;
    } catch (error) {
      const message = (error as Error).message;
      if (!isFinalFailure(error) && !attempt.isLast) {
        await this.orders.noteError(orderId, `item ${item}: ${message}`);
        throw error;
      }
      await this.deliveries.record(orderId, {
        type: 'DELIVERY_FAILED',
        actor: SYSTEM,
        item,
        reason: message.slice(0, 500),
      });
      throw new UnrecoverableError(`item ${item}: delivery not booked: ${message}`);
    }
  }
}
