import type { OrderEffect } from '@asiguro/domain';
import type { OrderEntity } from '@asiguro/persistence';
import type { JobName, JobPayload } from '../queues/job-registry';
import { draftDeadline, paymentDeadline } from './deadlines';

export interface OutboxRequest<N extends JobName = JobName> {
  jobName: N;
  payload: JobPayload<N>;
  runAt?: Date;
}

export type OrderFieldChanges = Partial<
  Pick<
    OrderEntity,
    'offers' | 'offersVersion' | 'chosenOffer' | 'insurer' | 'priceMinor' | 'priceCurrency' | 'consents' | 'deadline'
  >
>;

export interface EffectPlan {
  outbox: OutboxRequest[];
  order: OrderFieldChanges;
}

export interface EffectContext {
  orderId: string;
  now: Date;
  draftTtlDays: number;
  /** The event came from staff (the console): the alert-staff effect then alerts no one. */
  sentByStaff?: boolean;
  /** The payment to give back, for the refund-payment effect. */
  refundPaymentId?: string;
  /** The add-ons (item indexes) to issue, for the enqueue-addon-issuance effect. */
  addonItems?: number[];
  /** The courier deliveries among them (booked, not issued), for the same effect. */
  deliveryItems?: number[];
  /** The delivery the event names, for the track-delivery and cancel-delivery effects. */
  deliveryItem?: number;
  /** How long to wait before reading a booked delivery's progress again. */
  deliveryPollMs?: number;
  /** The add-on whose share to give back and the payment it comes from, for the refund-addon effect. */
  refundAddon?: { paymentId: string; item: number };
  /** The deadline before this transition: an expiry job is already waiting for it. */
  previousDeadline?: Date | null;
}

/**
 * What each effect the machine requested means for the database, decided purely: the outbox
 * rows to write and the order fields to change, in the same transaction as the transition.
 */
export function planEffects(effects: OrderEffect[], context: EffectContext): EffectPlan {
  const plan: EffectPlan = { outbox: [], order: {} };
  const { orderId, now } = context;
  for (const effect of effects) {
    switch (effect) {
      case 'schedule-draft-expiry':
      case 'schedule-payment-expiry': {
        const deadline =
          effect === 'schedule-draft-expiry' ? draftDeadline(now, context.draftTtlDays) : paymentDeadline(now);
        plan.order.deadline = deadline;
        plan.outbox.push({
          jobName: 'expire-order',
          payload: { orderId, deadline: deadline.toISOString() },
          runAt: deadline,
        });
        break;
      }
      case 'invalidate-offers':
        plan.order.offers = null;
        plan.order.offersVersion = null;
        break;
      case 'drop-chosen-offer':
        Object.assign(plan.order, {
          chosenOffer: null,
          insurer: null,
          priceMinor: null,
          priceCurrency: null,
          consents: null,
        });
        break;
      case 'enqueue-issuance':
        plan.outbox.push({ jobName: 'issue-policy', payload: { orderId } });
        break;
      case 'enqueue-addon-issuance':
        for (const item of context.addonItems ?? []) {
          const delivery = context.deliveryItems?.includes(item);
          plan.outbox.push({ jobName: delivery ? 'book-delivery' : 'issue-addon', payload: { orderId, item } });
        }
        break;
      case 'track-delivery':
      case 'cancel-delivery': {
        if (context.deliveryItem === undefined) throw new Error(`order ${orderId}: ${effect} names no delivery`);
        const payload = { orderId, item: context.deliveryItem };
        plan.outbox.push(
          effect === 'track-delivery'
            ? { jobName: effect, payload, runAt: new Date(now.getTime() + (context.deliveryPollMs ?? 0)) }
            : { jobName: effect, payload },
        );
        break;
      }
      // Asked again after its refund failed (retry-addon-refund): the same share, the same refund key.
      case 'refund-addon':
      case 'retry-addon-refund':
        if (!context.refundAddon)
          throw new Error(`order ${orderId}: an add-on refund was requested but no add-on named`);
        plan.outbox.push({ jobName: 'refund-addon', payload: { orderId, ...context.refundAddon } });
        break;
      case 'enqueue-documents':
        plan.outbox.push({ jobName: 'generate-documents', payload: { orderId } });
        break;
      case 'alert-staff':
        // Staff are alerted to what no person has seen yet: not to what one of them just did.
        if (context.sentByStaff) break;
        // An add-on that failed is refunded and the order goes on: staff see which, not a failed order.
        plan.outbox.push({
          jobName: 'staff-alert',
          payload: {
            orderId,
            subject: context.refundAddon ? `addon-failed-refunded (item ${context.refundAddon.item})` : 'order-failed',
          },
        });
        break;
      case 'email-customer':
        plan.outbox.push({ jobName: 'order-completed-email', payload: { orderId } });
        break;
      case 'refund-payment':
        if (!context.refundPaymentId)
          throw new Error(`order ${orderId}: a refund was requested but no payment to refund`);
        plan.outbox.push({ jobName: 'refund-payment', payload: { orderId, paymentId: context.refundPaymentId } });
        break;
    }
  }
  return plan;
}
