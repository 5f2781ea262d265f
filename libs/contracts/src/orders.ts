import { z } from 'zod';
import {
  billingSchema,
  confirmOrderBodySchema,
  contactSchema,
  offerChargesSchema,
  orderItemInputSchema,
} from '@asiguro/domain';
import type { NoBody, RouteDefinition } from './client/define-route';
import {
  calendarDaySchema,
  itemStatusSchema,
  localeSchema,
  moneySchema,
  orderEventTypeSchema,
  orderStatusSchema,
  productTypeSchema,
  uuidSchema,
} from './common';

/* Orders: drafts, their offers, confirmation, renewal, deliveries, status and its live stream. */

/**
 * The query of an order route that the order e-mail's link opens: `t`, the link's token. One
 * string at most (`?t=a&t=b` is an array in Express 5, refused like any other malformed token).
 */
export const orderLinkQuerySchema = z.object({
  t: z.string().min(1).max(200).optional().describe('token of the link in the order e-mail'),
});
export type OrderLinkQuery = z.infer<typeof orderLinkQuerySchema>;

/** POST /api/orders — a new draft. Status, price, numbers, payment and author are never client fields. */
export const createOrderBodySchema = z
  .object({
    items: z.array(orderItemInputSchema).min(1).max(10),
    contact: contactSchema.optional(),
    billing: billingSchema.optional(),
    lang: localeSchema.optional(),
    /**
     * The referral token a partner seller's link brought (signed by the seller): the only way an
     * order gets a seller. A seller cannot be named directly.
     */
    referral: z.string().min(1).max(200).optional(),
  })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** PATCH /api/orders/:id — changes a draft (an unpaid order goes back to draft, dropping its offer). */
export const updateOrderBodySchema = z
  .object({
    /** The version the client edited; a newer stored version answers 409 stale-order. */
    version: z.number().int().min(1).optional(),
    items: z.array(orderItemInputSchema).min(1).max(10).optional(),
    contact: contactSchema.optional(),
    billing: billingSchema.optional(),
    lang: localeSchema.optional(),
  })
  .strict();
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;

/** An insurer's offer for an order, as the offer search returns it. */
const itemOfferSchema = z.object({
  id: z.string(),
  insurer: z.object({ slug: z.string(), name: z.string() }),
  product: productTypeSchema,
  /** The insurer's price in the currency it prices in (EUR for green card and vignettes). */
  price: moneySchema,
  /** What the customer pays, in MDL at today's official rate. */
  payable: moneySchema,
  /**
   * `payable` line by line, as the offer and the confirmation show it and the invoice lists it:
   * the premium or state price in lei, the marketplace's service fee (vignettes, road tax) and the
   * total, with the rate and its day when the price is set in another currency.
   */
  charges: offerChargesSchema,
  coverage: z.record(z.string(), z.unknown()),
  limits: z.record(z.string(), z.unknown()),
  extras: z.array(
    z.object({ code: z.string(), label: z.string().optional(), included: z.boolean().optional() }).passthrough(),
  ),
  factors: z.array(
    z.object({ name: z.string(), value: z.union([z.number(), z.string()]), note: z.string().optional() }),
  ),
  validUntil: z.string(),
  /** Confirming needs the statement that the insured persons are in Moldova (spec §5). */
  presenceStatement: z.boolean(),
});

/**
 * The offer for the order: the main item's offer from one insurer and, for an order with add-ons,
 * each add-on priced by its own issuer (`addons`, by item index) and the `total` the customer
 * pays once for all of them (the main `payable` plus each add-on's).
 */
export const offerSchema = itemOfferSchema.extend({
  addons: z.array(z.object({ item: z.number().int().min(1), offer: itemOfferSchema })).optional(),
  total: moneySchema.optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** POST /api/orders/:id/offers — what arrived in time, cheapest first. */
export const offersResponseSchema = z.object({
  offers: z.array(offerSchema),
  declined: z.array(z.object({ insurer: z.string(), reason: z.string() })),
  /** Insurers that did not answer before the deadline. */
  late: z.array(z.string()),
  /** Present when there is no offer: the spec's "no offers" message in the request's language. */
  notice: z.object({ code: z.literal('no-offers'), message: z.string() }).optional(),
  rates: z.object({ date: z.string(), fallback: z.boolean() }),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;

export const policySummarySchema = z.object({
  number: z.string(),
  insurer: z.string(),
  /** The first and the last day of cover (inclusive), as the insurer states them. */
  validFrom: calendarDaySchema,
  validTo: calendarDaySchema,
  /** When the insurer's liability starts, with Chișinău's offset. */
  liabilityStart: z.string(),
});

export const documentSummarySchema = z.object({
  kind: z.string(),
  /** The order's item the document belongs to: 0 the main product, 1… its add-ons. */
  item: z.number().int().optional(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  url: z.string(),
  /**
   * The Google Wallet pass only: its "Add to Google Wallet" link
   * (https://pay.google.com/gp/v/save/<signed JWT>), which a button opens; `url` still downloads
   * the file that holds it.
   */
  saveUrl: z.string().optional(),
});

/** An order as its owner sees it (GET /api/orders/:id and every command's answer). */
export const orderViewSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  status: orderStatusSchema,
  version: z.number().int(),
  lang: localeSchema,
  productTypes: z.array(productTypeSchema),
  insuranceType: productTypeSchema,
  items: z.array(orderItemInputSchema),
  contact: z.record(z.string(), z.unknown()).nullable(),
  billing: z.record(z.string(), z.unknown()).nullable(),
  seller: z.string().nullable(),
  offers: z.array(offerSchema).nullable(),
  chosenOffer: offerSchema.nullable(),
  price: moneySchema.nullable(),
  deadline: z.string().nullable(),
  /** Seconds the product usually takes to issue (about 60; 180 for vignettes). */
  issuingTimeSeconds: z.number().int(),
  /** Events the order accepts now, from the order machine. */
  accepts: z.array(orderEventTypeSchema),
  policy: policySummarySchema.nullable(),
  /**
   * The vehicle as the registry (RCA Data) describes it, once the offer search has read it: what the
   * policy will print beside the certificate number the customer typed. Never the owner.
   */
  registryVehicle: z
    .object({
      make: z.string(),
      model: z.string(),
      plateNumber: z.string(),
      vin: z.string(),
      /** cm³; 0 for electric vehicles and trailers. */
      engineVolume: z.number().int(),
    })
    .nullable(),
  /**
   * While a person issues it (the issuer's system could not): by when, with Chișinău's offset, and
   * whether that is within the operators' hours (else it is the next morning).
   */
  manualIssuance: z.object({ due: z.string(), duringWorkingHours: z.boolean() }).nullable(),
  documents: z.array(documentSummarySchema),
  /**
   * An order with add-ons, once confirmed: each item (0 the main product) with its price and its
   * own state (pending, issued, failed, refunded) and, once issued, its number. Absent for a
   * single-item order, whose state is the order's.
   */
  itemStates: z
    .array(
      z.object({
        item: z.number().int(),
        type: productTypeSchema,
        price: moneySchema,
        status: itemStatusSchema,
        number: z.string().nullable(),
      }),
    )
    .optional(),
  /**
   * Each courier delivery of the order (the paper Green Card in Chișinău): how far it is (pending
   * until the courier books it), when it was booked, the window it is scheduled for (a Chișinău
   * calendar day and clock times), when it was delivered or canceled (instants with Chișinău's
   * offset), and whether the customer may still cancel it (before it is scheduled).
   */
  deliveries: z
    .array(
      z.object({
        item: z.number().int(),
        status: z.enum(['pending', 'booked', 'scheduled', 'delivered', 'canceled']),
        bookedAt: z.string().nullable(),
        window: z.object({ day: z.string(), from: z.string(), to: z.string() }).nullable(),
        deliveredAt: z.string().nullable(),
        canceledAt: z.string().nullable(),
        cancelable: z.boolean(),
        /** Its share, refunded when canceled. */
        price: moneySchema,
      }),
    )
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /api/orders/:id/status and each server-sent event of /stream: a slice of the order view. */
export const orderStatusViewSchema = orderViewSchema.pick({
  id: true,
  number: true,
  status: true,
  version: true,
  updatedAt: true,
  productTypes: true,
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

/** A new draft. */
export const createOrderRoute = {
  method: 'POST',
  path: '/api/orders',
  body: createOrderBodySchema,
  response: orderViewSchema,
  errors: ['create-order', 'order-not-created'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** An order its session (or the e-mail link's token `t`) may see. */
export const orderRoute = {
  method: 'GET',
  path: '/api/orders/:id',
  query: orderLinkQuerySchema,
  response: orderViewSchema,
  errors: ['not-found-order'],
} as const satisfies RouteDefinition;

/** Changes a draft; an unpaid order goes back to draft. */
export const updateOrderRoute = {
  method: 'PATCH',
  path: '/api/orders/:id',
  body: updateOrderBodySchema,
  response: orderViewSchema,
  errors: ['not-found-order', 'event-refused', 'stale-order', 'update-order'],
} as const satisfies RouteDefinition;

/** Fixes the chosen offer's price and records the consents: the order awaits payment. */
export const confirmOrderRoute = {
  method: 'POST',
  path: '/api/orders/:id/confirm',
  body: confirmOrderBodySchema,
  response: orderViewSchema,
  errors: ['not-found-order', 'event-refused', 'stale-order', 'price-required-error', 'companyNotFound'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** A new draft pre-filled from an earlier order (the author's session, or the e-mail link's token). */
export const renewOrderRoute = {
  method: 'POST',
  path: '/api/orders/:id/renew',
  query: orderLinkQuerySchema,
  response: orderViewSchema,
  errors: ['not-found-order'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** Cancels a courier delivery of the order before it is scheduled (its share is refunded). */
export const cancelDeliveryRoute = {
  method: 'POST',
  path: '/api/orders/:id/deliveries/:item/cancel',
  body: {} as NoBody,
  response: orderViewSchema,
  errors: ['not-found-order', 'event-refused', 'stale-order'],
  idempotent: true,
} as const satisfies RouteDefinition;

/** Asks every insurer that sells the line; the offers that arrived in time, cheapest first. */
export const searchOffersRoute = {
  method: 'POST',
  path: '/api/orders/:id/offers',
  body: {} as NoBody,
  response: offersResponseSchema,
  errors: ['not-found-order', 'invalid-options', 'companyNotFound', 'mortgage-not-found', 'event-refused'],
} as const satisfies RouteDefinition;

/** The order's status (an ETag; 304 when unchanged since If-None-Match). */
export const orderStatusRoute = {
  method: 'GET',
  path: '/api/orders/:id/status',
  query: orderLinkQuerySchema,
  response: orderStatusViewSchema,
  errors: ['not-found-order'],
} as const satisfies RouteDefinition;
