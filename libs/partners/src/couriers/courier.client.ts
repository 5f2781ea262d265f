import { z } from 'zod';
import type { Env } from '@asiguro/platform';
import { partnerBaseUrl, SANDBOX_PATHS } from '../config/partner-urls';
import { PartnerHttpClient, type PartnerExchange, type PartnerFetch, type RetryOptions } from '../http';
import { personal } from '../http/masking';

export const COURIER_PARTNER_ID = 'curier-md';

/**
 * What the courier is asked to deliver: the order's reference, the address in Chișinău, a phone.
 * The lengths are the courier's limits: the sandbox that plays it reads bookings by this schema.
 */
export const courierBookingSchema = z
  .object({
    orderReference: z.string().min(1).max(64),
    address: z
      .object({
        locality: personal(z.string().min(1).max(100), 'address'),
        street: personal(z.string().min(1).max(200), 'address'),
      })
      .strict(),
    phone: personal(z.string().max(24), 'contact').optional(),
    recipient: personal(z.string().max(200), 'name').optional(),
  })
  .strict();
export type CourierBooking = z.infer<typeof courierBookingSchema>;

/** A delivery as the courier tells it: booked, scheduled (with its window), delivered, canceled or failed. */
export const courierDeliverySchema = z.object({
  reference: z.string().min(1).max(64),
  status: z.enum(['booked', 'scheduled', 'delivered', 'canceled', 'failed']),
  bookedAt: z.iso.datetime(),
  window: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }).optional(),
  deliveredAt: z.iso.datetime().optional(),
  canceledAt: z.iso.datetime().optional(),
  reason: z.string().optional(),
});
export type CourierDelivery = z.infer<typeof courierDeliverySchema>;

const courierErrorSchema = z.object({ reason: z.string().optional(), message: z.string().optional() });

export type CourierConfig = Pick<Env, 'SANDBOX_URL' | 'PARTNER_URLS' | 'PARTNER_TIMEOUT_MS' | 'PARTNER_RETRIES'>;

export interface CourierClientOptions {
  onExchange?: (exchange: PartnerExchange) => void;
  retry?: Partial<RetryOptions>;
  fetch?: PartnerFetch;
}

/**
 * The courier partner (paper Green Cards in Chișinău) over HTTP: a booking is idempotent by its
 * key (one per order and item: a retry or a crash books nothing twice), its progress is read by
 * polling, a cancel is safe to repeat. Refusals (4xx) are final PartnerRejectedErrors; timeouts,
 * 5xx and an open circuit are retryable, like every partner's.
 */
export class CourierClient {
  readonly http: PartnerHttpClient;

  constructor(config: CourierConfig, options: CourierClientOptions = {}) {
    this.http = new PartnerHttpClient({
      partner: COURIER_PARTNER_ID,
      baseUrl: partnerBaseUrl(config, COURIER_PARTNER_ID, SANDBOX_PATHS.courier()),
      timeoutMs: config.PARTNER_TIMEOUT_MS,
      retry: { retries: config.PARTNER_RETRIES, baseDelayMs: 200, maxDelayMs: 2_000, ...options.retry },
      breaker: { failureThreshold: 5, resetAfterMs: 30_000 },
      errorSchema: courierErrorSchema,
      onExchange: options.onExchange,
      fetch: options.fetch,
    });
  }

  async book(booking: CourierBooking, idempotencyKey: string, correlationId?: string): Promise<CourierDelivery> {
    const response = await this.http.request({
      method: 'POST',
      path: 'deliveries',
      body: booking,
      bodySchema: courierBookingSchema,
      schema: courierDeliverySchema,
      idempotencyKey,
      correlationId,
    });
    return response.body;
  }

  async status(reference: string, correlationId?: string): Promise<CourierDelivery> {
    const response = await this.http.request({
      method: 'GET',
      path: `deliveries/${encodeURIComponent(reference)}`,
      schema: courierDeliverySchema,
      correlationId,
    });
    return response.body;
  }

  async cancel(reference: string, correlationId?: string): Promise<CourierDelivery> {
    const response = await this.http.request({
      method: 'POST',
      path: `deliveries/${encodeURIComponent(reference)}/cancel`,
      schema: courierDeliverySchema,
      // Canceling twice is canceling once: safe to retry.
      idempotencyKey: `cancel-${reference}`,
      correlationId,
    });
    return response.body;
  }
}
