import { Injectable } from '@nestjs/common';
import { addCalendarDays, chisinauAt, chisinauDayOf } from '@asiguro/domain';
import { z } from 'zod';
import { SandboxReset } from '../common/sandbox-reset';

/** The partner behaviour id of the courier's delivery API (`PUT /admin/courier`: slow, down …). */
export const COURIER_BEHAVIOUR_ID = 'courier';

export const COURIER_STATUSES = ['booked', 'scheduled', 'delivered', 'canceled', 'failed'] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

export interface SandboxDelivery {
  reference: string;
  idempotencyKey: string;
  status: CourierStatus;
  bookedAt: Date;
  /** When it was scheduled, and the window the courier comes in. */
  scheduledAt?: Date;
  window?: { from: Date; to: Date };
  deliveredAt?: Date;
  canceledAt?: Date;
  reason?: string;
}

/**
 * How the sandbox courier moves its deliveries on: by time (`scheduleAfterMs` after booking,
 * `deliverAfterMs` after scheduling; null: only when a test says so through the control API), and
 * whether it refuses new bookings for good (`refuseBookings`: 422). Down or slow is the partner
 * behaviour of the admin API, as for any partner.
 */
export const courierSettingsSchema = z
  .object({
    scheduleAfterMs: z.number().int().min(0).max(86_400_000).nullable(),
    deliverAfterMs: z.number().int().min(0).max(86_400_000).nullable(),
    refuseBookings: z.boolean(),
  })
  .partial()
  .strict();
export type CourierSettings = Required<z.infer<typeof courierSettingsSchema>>;

const DEFAULT_SETTINGS: CourierSettings = { scheduleAfterMs: 5_000, deliverAfterMs: 10_000, refuseBookings: false };

/** The courier's window: the next day in Chișinău, 10:00 to 14:00. */
function nextWindow(now: Date): { from: Date; to: Date } {
  const day = addCalendarDays(chisinauDayOf(now), 1);
  return { from: chisinauAt(day, '10:00'), to: chisinauAt(day, '14:00') };
}

/**
 * The sandbox courier's deliveries, in memory: booked once per idempotency key, then scheduled
 * and delivered as time (or a test) says; canceled before it is delivered; failed on request.
 */
@Injectable()
export class CourierDeliveries {
  private readonly byReference = new Map<string, SandboxDelivery>();
  private readonly byKey = new Map<string, SandboxDelivery>();
  private settings: CourierSettings = { ...DEFAULT_SETTINGS };
  private sequence = 0;

  constructor(resets: SandboxReset) {
    resets.register('courier', () => {
      this.byReference.clear();
      this.byKey.clear();
      this.settings = { ...DEFAULT_SETTINGS };
      this.sequence = 0;
    });
  }

  get current(): CourierSettings {
    return this.settings;
  }

  configure(patch: z.infer<typeof courierSettingsSchema>): CourierSettings {
    this.settings = { ...this.settings, ...patch };
    return this.settings;
  }

  /** Books a delivery once per key: the same key answers the same delivery (created false). */
  book(idempotencyKey: string, now = new Date()): { delivery: SandboxDelivery; created: boolean } {
    const known = this.byKey.get(idempotencyKey);
    if (known) return { delivery: this.advance(known, now), created: false };
    this.sequence += 1;
    const reference = `CUR-${chisinauDayOf(now).slice(2, 4)}-${String(this.sequence).padStart(6, '0')}`;
    const delivery: SandboxDelivery = { reference, idempotencyKey, status: 'booked', bookedAt: now };
    this.byReference.set(reference, delivery);
    this.byKey.set(idempotencyKey, delivery);
    return { delivery, created: true };
  }

  find(reference: string, now = new Date()): SandboxDelivery | undefined {
    const delivery = this.byReference.get(reference);
    return delivery && this.advance(delivery, now);
  }

  schedule(delivery: SandboxDelivery, now = new Date()): void {
    if (delivery.status !== 'booked') return;
    Object.assign(delivery, { status: 'scheduled', scheduledAt: now, window: nextWindow(now) });
  }

  deliver(delivery: SandboxDelivery, now = new Date()): void {
    if (delivery.status === 'booked') this.schedule(delivery, now);
    if (delivery.status === 'scheduled') Object.assign(delivery, { status: 'delivered', deliveredAt: now });
  }

  /** Canceled (by the marketplace) before it is delivered; canceling again changes nothing. */
  cancel(delivery: SandboxDelivery, now = new Date()): boolean {
    if (delivery.status === 'canceled') return true;
    if (delivery.status !== 'booked' && delivery.status !== 'scheduled') return false;
    Object.assign(delivery, { status: 'canceled', canceledAt: now });
    return true;
  }

  fail(delivery: SandboxDelivery, reason: string, now = new Date()): void {
    if (delivery.status !== 'booked' && delivery.status !== 'scheduled') return;
    Object.assign(delivery, { status: 'failed', canceledAt: now, reason });
  }

  /** Moves a delivery on by time, as the courier's own dispatch would. */
  private advance(delivery: SandboxDelivery, now: Date): SandboxDelivery {
    const { scheduleAfterMs, deliverAfterMs } = this.settings;
    if (
      delivery.status === 'booked' &&
      scheduleAfterMs !== null &&
      now.getTime() - delivery.bookedAt.getTime() >= scheduleAfterMs
    ) {
      this.schedule(delivery, now);
    }
    if (
      delivery.status === 'scheduled' &&
      deliverAfterMs !== null &&
      now.getTime() - delivery.scheduledAt!.getTime() >= deliverAfterMs
    ) {
      this.deliver(delivery, now);
    }
    return delivery;
  }
}

/** A delivery as the courier's API answers it (no personal data: the address stays with the courier). */
export function deliveryAnswer(delivery: SandboxDelivery) {
  return {
    reference: delivery.reference,
    status: delivery.status,
    bookedAt: delivery.bookedAt.toISOString(),
    ...(delivery.window
      ? { window: { from: delivery.window.from.toISOString(), to: delivery.window.to.toISOString() } }
      : {}),
    ...(delivery.deliveredAt ? { deliveredAt: delivery.deliveredAt.toISOString() } : {}),
    ...(delivery.canceledAt ? { canceledAt: delivery.canceledAt.toISOString() } : {}),
    ...(delivery.reason ? { reason: delivery.reason } : {}),
  };
}
