import { z } from 'zod';
import { consoleActionSchema, consoleItemActionSchema, paymentProviderSchema, staffRoleSchema } from '@asiguro/domain';
import type { NoBody, RouteDefinition, Typed } from './client/define-route';
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

/*
 * The operator console's API (/api/console/*), shared by the API (validation, OpenAPI) and the
 * console app. Staff only, so every route may also answer unauthorized (not signed in) and
 * forbidden (not staff, or a role without the route's permission).
 */

/** GET /api/console/me */
export const staffMeSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  roles: z.array(staffRoleSchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const queueCountsSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});

export const partnerHealthSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** From the last 15 minutes of exchanges: ok, slow (p95 over 2 s), failing (over 20% errors), down (all failing), idle. */
  status: z.enum(['ok', 'slow', 'failing', 'down', 'idle']),
  calls: z.number().int(),
  errorRate: z.number(),
  p95Ms: z.number().nullable(),
  lastError: z.string().nullable(),
});

/** GET /api/console/dashboard */
export const dashboardSchema = z.object({
  generatedAt: z.string(),
  statusCounts: z.record(orderStatusSchema, z.number().int()),
  /** Committed transitions per minute over the last hour (oldest first). */
  transitionsPerMinute: z.array(z.object({ minute: z.string(), count: z.number().int() })),
  /** Seconds from payment to documents over the last 24 hours, by product and insurer. */
  issuingTimes: z.array(
    z.object({
      product: productTypeSchema,
      insurer: z.string(),
      count: z.number().int(),
      p50: z.number(),
      p95: z.number(),
      p99: z.number(),
    }),
  ),
  stuckCount: z.number().int(),
  /** An in-flight order is stuck past its product's issuing time × this factor (STUCK_FACTOR). */
  stuckFactor: z.number(),
  failedCount: z.number().int(),
  manualQueueCount: z.number().int(),
  queues: z.array(queueCountsSchema),
  partners: z.array(partnerHealthSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The columns an orders list can be sorted by (in SQL, over every matching order, not one page). */
export const CONSOLE_ORDER_SORTS = [
  'number',
  'status',
  'product',
  'insurer',
  'price',
  'age',
  'overdue',
  'lastError',
  'created',
] as const;
export const consoleOrderSortSchema = z.enum(CONSOLE_ORDER_SORTS);
export type ConsoleOrderSort = z.infer<typeof consoleOrderSortSchema>;
export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** GET /api/console/orders — filters of the stuck, failed and all-orders lists. */
export const consoleOrdersQuerySchema = z
  .object({
    view: z.enum(['stuck', 'failed', 'manual', 'all']).default('all'),
    product: productTypeSchema.optional(),
    insurer: z.string().max(40).optional(),
    status: orderStatusSchema.optional(),
    /** Orders with this add-on among their items (an add-on's product type, e.g. `vignette:ro`). */
    addon: productTypeSchema.optional(),
    /** Only orders at least this many minutes old (in their current state). */
    minAgeMinutes: z.coerce.number().int().min(0).max(100_000).optional(),
    /** Default: the longest in their state first (age, descending); empty values always last. */
    sort: consoleOrderSortSchema.default('age'),
    dir: sortDirectionSchema.default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type ConsoleOrdersQuery = z.infer<typeof consoleOrdersQuerySchema>;

export const consoleOrderRowSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  status: orderStatusSchema,
  product: productTypeSchema,
  insurer: z.string().nullable(),
  price: moneySchema.nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** Seconds in the current state (for in-flight orders: since payment). */
  ageSeconds: z.number().int(),
  /** Seconds past the product's issuing time, or past the operator's deadline (in-flight orders only), else null. */
  overdueSeconds: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** Handed to an operator (the issuer's API could not issue it): by when it must be issued. */
  manualIssuanceDue: z.string().nullable(),
  /**
   * Handed to an operator: the item to issue by hand now (0 the main product, else an add-on whose
   * issuer never answered) and its product; null when none waits.
   */
  manualItem: z.object({ item: z.number().int().min(0), product: productTypeSchema }).nullable(),
  /** Manual issuance: who claimed the order, if anyone (staff id, and their name or e-mail to show). */
  claimedBy: z.string().nullable(),
  claimedByName: z.string().nullable(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;

export const consoleOrdersResponseSchema = z.object({
  orders: z.array(consoleOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Every staff action needs a reason: it goes into the order's event log and the audit log. */
export const reasonSchema = z.string().trim().min(3, { error: 'required' }).max(500);

export const consoleActionBodySchema = z.object({ action: consoleActionSchema, reason: reasonSchema }).strict();

export const consoleItemActionBodySchema = z.object({ action: consoleItemActionSchema, reason: reasonSchema }).strict();
export const consoleItemActionResponseSchema = z.object({
  orderId: uuidSchema,
  item: z.number().int(),
  action: consoleItemActionSchema,
  status: orderStatusSchema,
  itemStatus: itemStatusSchema,
});

/**
 * One item of an order in the console (0: the main product): what it is, who issued it, its
 * price and state, the number issued, its refund (add-ons only) and its documents.
 */
export const consoleOrderItemSchema = z.object({
  item: z.number().int(),
  type: productTypeSchema,
  issuer: z.string().nullable(),
  price: moneySchema.nullable(),
  /** The machine's item state; a single-item order's one item follows the order (pending until issued). */
  status: itemStatusSchema,
  number: z.string().nullable(),
  /** The add-on's share given back: pending, done or failed (then staff may retry it). */
  refund: z.object({ amount: moneySchema, status: z.enum(['refund_pending', 'refunded', 'refund_failed']) }).nullable(),
  /** Pending past its issuing time while the order is processing, or its refund failed. */
  stuck: z.boolean(),
  documents: z.array(z.object({ kind: z.string(), fileName: z.string() })),
  /** What this staff member may do to the item now. */
  actions: z.array(consoleItemActionSchema),
});
export type ConsoleOrderItem = z.infer<typeof consoleOrderItemSchema>;

export const bulkRetryBodySchema = z
  .object({ orderIds: z.array(uuidSchema).min(1).max(50), reason: reasonSchema })
  .strict();
export const bulkRetryResponseSchema = z.object({
  results: z.array(
    z.object({
      orderId: uuidSchema,
      ok: z.boolean(),
      status: orderStatusSchema.optional(),
      error: z.string().optional(),
    }),
  ),
});

export const manualIssuanceBodySchema = z
  .object({
    /** The vignette, certificate or policy number the operator got from the partner's portal. */
    number: z.string().trim().min(6).max(32),
    /** The first and the last day (inclusive) the partner's portal states, days in Chișinău. */
    validFrom: calendarDaySchema.optional(),
    validTo: calendarDaySchema.optional(),
    reason: reasonSchema.optional(),
    /**
     * The item the number is for: 0 (the default) the main product, else an add-on's index; it
     * must be one the order waits for (the row's manualItem).
     */
    item: z.number().int().min(0).max(20).optional(),
  })
  .strict();

/** POST /api/console/wire-transfers — support records a transfer seen on the bank statement. */
export const wireTransferBodySchema = z
  .object({ billNumber: z.string().trim().min(3).max(32), reason: reasonSchema })
  .strict();

/** POST /api/console/wire-transfers/:id/approve and /reject — a supervisor's decision, with its reason. */
export const wireTransferDecisionBodySchema = z.object({ reason: reasonSchema }).strict();

export const WIRE_TRANSFER_STATES = ['pending', 'approved', 'rejected'] as const;

/** GET /api/console/wire-transfers — recorded transfers, pending first by default. */
export const wireTransfersQuerySchema = z.object({ status: z.enum(WIRE_TRANSFER_STATES).optional() }).strict();

const staffNameSchema = z.object({ id: z.string(), name: z.string().nullable() });

/**
 * A bank transfer as support recorded it and a supervisor decided it (four eyes: the one who
 * decides is never the one who recorded). The order is paid only by the approval.
 */
export const wireTransferSchema = z.object({
  id: uuidSchema,
  billNumber: z.string(),
  orderId: uuidSchema,
  orderNumber: z.string(),
  amount: moneySchema,
  status: z.enum(WIRE_TRANSFER_STATES),
  reason: z.string(),
  recordedBy: staffNameSchema,
  recordedAt: z.string(),
  decidedBy: staffNameSchema.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** What the approval did to the order: applied, duplicate (already paid) or refunding. */
  outcome: z.enum(['applied', 'duplicate', 'refunding']).nullable(),
});
export type WireTransfer = z.infer<typeof wireTransferSchema>;
export const wireTransfersResponseSchema = z.object({ transfers: z.array(wireTransferSchema) });

const timelineEventSchema = z.object({
  seq: z.number().int(),
  event: z.string(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  /** `name`: a staff actor's name or e-mail (ids mean nothing to the people reading the timeline). */
  actor: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
  reason: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  at: z.string(),
});

/** GET /api/console/orders/:id — everything support needs, personal data masked. */
export const consoleOrderDetailSchema = z.object({
  order: consoleOrderRowSchema.extend({
    version: z.number().int(),
    lang: z.string(),
    seller: z.string().nullable(),
    deadline: z.string().nullable(),
    /** Contact and billing, masked (two characters at each end). */
    contact: z.record(z.string(), z.unknown()).nullable(),
    billing: z.record(z.string(), z.unknown()).nullable(),
    items: z.array(z.object({ type: productTypeSchema, details: z.record(z.string(), z.unknown()) })),
    chosenOffer: z.record(z.string(), z.unknown()).nullable(),
    /** For a failed order: the step that failed, which RETRY goes back to. */
    failedStep: z.enum(['issuance', 'documents']).nullable(),
  }),
  accepts: z.array(orderEventTypeSchema),
  /** Every item of the order, the main product first (one for a single-item order). */
  orderItems: z.array(consoleOrderItemSchema),
  /** The actions this staff member may take now (from the machine's accepted events and their role). */
  actions: z.array(consoleActionSchema),
  policy: z
    .object({
      number: z.string(),
      insurer: z.string(),
      /** The first and the last day of cover (inclusive). */
      validFrom: calendarDaySchema,
      validTo: calendarDaySchema,
      issuedBy: z.string(),
    })
    .nullable(),
  events: z.array(timelineEventSchema),
  jobs: z.array(
    z.object({
      queue: z.string(),
      job: z.string(),
      jobId: z.string(),
      attempt: z.number().int(),
      outcome: z.string(),
      durationMs: z.number().int().nullable(),
      error: z.string().nullable(),
      startedAt: z.string(),
    }),
  ),
  exchanges: z.array(
    z.object({
      partner: z.string(),
      method: z.string(),
      path: z.string(),
      status: z.number().int().nullable(),
      durationMs: z.number().int(),
      attempt: z.number().int(),
      error: z.string().nullable(),
      request: z.unknown(),
      response: z.unknown(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: uuidSchema,
      provider: z.string(),
      status: z.string(),
      amount: moneySchema,
      transactionId: z.string().nullable(),
      applied: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      /** The item the document belongs to (0: the main product). */
      item: z.number().int(),
      kind: z.string(),
      fileName: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      createdAt: z.string(),
    }),
  ),
  emails: z.array(
    z.object({
      kind: z.string(),
      recipient: z.string(),
      subject: z.string(),
      status: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

/** GET /api/console/search?q= — order number, policy number, IDNP/IDNO, e-mail, phone or plate. */
export const consoleSearchQuerySchema = z.object({ q: z.string().trim().min(3).max(100) }).strict();

/** GET /api/console/audit */
export const auditEntrySchema = z.object({
  id: z.string(),
  staffId: z.string(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/console/queues — counts by state and the failed jobs (retry: POST …/queues/:queue/jobs/:jobId/retry {reason}). */
export const queuesResponseSchema = z.object({
  queues: z.array(queueCountsSchema),
  failed: z.array(
    z.object({
      queue: z.string(),
      jobId: z.string(),
      name: z.string(),
      orderId: z.string().nullable(),
      failedReason: z.string().nullable(),
      attemptsMade: z.number().int(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export const retryJobBodySchema = z.object({ reason: reasonSchema }).strict();

/** The answers of the console's commands. */
export const consoleActionResponseSchema = z.object({
  orderId: uuidSchema,
  action: consoleActionSchema,
  status: orderStatusSchema,
});
export const claimResponseSchema = z.object({ claimedBy: z.string() });
/**
 * POST /api/console/orders/:id/customer-data (support and supervisors; each call audited) — the
 * order's personal data unmasked, for what support does with it: write to or call the customer,
 * and type the order into a partner's portal when its API could not issue it. A POST: it is a
 * disclosure, never cached or prefetched, and nothing personal travels in the URL.
 */
export const customerDataResponseSchema = z.object({
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** The customer's language (ro, ru, en): the one to write in. */
  lang: z.string(),
  /**
   * What the partner's portal asks for, for the item an operator is to issue (the main product,
   * or the add-on whose issuer never answered); null for an order whose details no longer read.
   */
  issuance: z
    .object({
      /** The item these facts are for: 0 the main product, else an add-on's index. */
      item: z.number().int().min(0),
      /** The first and last day (inclusive) the customer asked for, days in Chișinău. */
      period: z.object({ from: calendarDaySchema, to: calendarDaySchema }).nullable(),
      insured: z.object({ type: z.enum(['individual', 'company']), code: z.string(), name: z.string() }),
      /** The facts printed on the document (vehicle with plate and VIN, persons, trip…), as sent to an insurer's API. */
      contract: z.record(z.string(), z.unknown()),
    })
    .nullable(),
});
export type CustomerData = z.infer<typeof customerDataResponseSchema>;
export const manualIssuanceResponseSchema = z.object({ status: orderStatusSchema, number: z.string() });
/** POST /api/console/wire-transfers/:id/approve — what the approved transfer did. */
export const wireTransferResponseSchema = z.object({
  id: uuidSchema,
  orderId: uuidSchema,
  number: z.string(),
  outcome: z.enum(['applied', 'duplicate', 'refunding']),
  status: orderStatusSchema,
});
export const retryJobResponseSchema = z.object({ retried: z.literal(true) });

/**
 * Development only: a sandbox insurer's quirks, changeable at run time: the API style it answers
 * (issue at once, or by application), the share of quotes it answers 429, how long an application
 * stays pending, and whether it refuses an insured who is already abroad.
 */
export const sandboxIssuerQuirksSchema = z.object({
  style: z.enum(['sync', 'async']),
  rateLimitShare: z.number().min(0).max(1),
  processingMs: z.number().int().min(0).max(600_000),
  refusesInsuredAbroad: z.boolean(),
  /** Issues (or takes the application), then cuts the connection before answering: the answer is lost. */
  losesAnswers: z.boolean(),
});

/** Development only: the sandbox's per-insurer behaviour (GET/PUT /api/console/sandbox/issuers). */
export const sandboxIssuerSettingsSchema = z.object({
  slug: z.string(),
  latencyMs: z.number().int().min(0).max(60_000),
  failureRate: z.number().min(0).max(1),
  mode: z.enum(['up', 'down', 'slow', 'malformed']),
  ...sandboxIssuerQuirksSchema.partial().shape,
});
export const sandboxIssuerUpdateSchema = sandboxIssuerSettingsSchema.omit({ slug: true }).partial().strict();
export const sandboxIssuersResponseSchema = z.object({ issuers: z.array(sandboxIssuerSettingsSchema.passthrough()) });

/**
 * GET /api/console/sellers — who sells through the marketplace, with the features the domain gives
 * each (libs/domain sellers): what its orders offer. `partner`: a partner seller (not the
 * marketplace itself), for which supervisors make referral links and reveal the signing key.
 */
export const consoleSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['marketplace', 'car-dealer', 'bank']),
  idno: z.string(),
  partner: z.boolean(),
  features: z.object({
    'payment-methods': z.array(z.union([paymentProviderSchema, z.literal('wire-transfer')])),
    insurers: z.union([z.literal('all'), z.array(z.string())]),
    perks: z.array(
      z.object({
        id: z.string(),
        title: z.object({ ro: z.string(), ru: z.string(), en: z.string() }),
        products: z.array(productTypeSchema),
        activatedByPurchase: z.boolean(),
      }),
    ),
    'partner-portal': z.boolean(),
  }),
});
export type ConsoleSeller = z.infer<typeof consoleSellerSchema>;

/** A storefront page a referral link can open: a language's home (`product` null) or a product page. */
export const referralPageSchema = z.object({
  path: z.string(),
  locale: localeSchema,
  product: productTypeSchema.nullable(),
});
export type ReferralPage = z.infer<typeof referralPageSchema>;

export const consoleSellersResponseSchema = z.object({
  sellers: z.array(consoleSellerSchema),
  /** Every page a referral link may open, from the catalogue's localized paths. */
  referralPages: z.array(referralPageSchema),
});

/** A referral link works at most this many days (the API's REFERRAL_MAX_DAYS: a leaked link stops working soon). */
export const REFERRAL_LINK_MAX_DAYS = 30;

/** POST /api/console/sellers/:sellerId/referral-link (supervisors) — `path` is one of `referralPages`. */
export const referralLinkBodySchema = z
  .object({
    path: z.string().min(1).max(100),
    days: z.number().int().min(1).max(REFERRAL_LINK_MAX_DAYS),
  })
  .strict();
/** The absolute link (from PUBLIC_URL) with the seller's signed token, and when it stops working. */
export const referralLinkResponseSchema = z.object({
  sellerId: z.string(),
  path: z.string(),
  days: z.number().int(),
  expiresAt: z.string(),
  url: z.string(),
});

/** POST /api/console/sellers/:sellerId/key (supervisors) — the reveal must be confirmed in the request itself. */
export const sellerKeyBodySchema = z.object({ confirm: z.literal(true) }).strict();
/** The key the seller signs its referral tokens and purchase proofs with. */
export const sellerKeyResponseSchema = z.object({ sellerId: z.string(), key: z.string() });

/** The signed-in staff member and their role. */
export const staffMeRoute = {
  method: 'GET',
  path: '/api/console/me',
  response: staffMeSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const dashboardRoute = {
  method: 'GET',
  path: '/api/console/dashboard',
  response: dashboardSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleOrdersRoute = {
  method: 'GET',
  path: '/api/console/orders',
  query: consoleOrdersQuerySchema,
  response: consoleOrdersResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleOrderRoute = {
  method: 'GET',
  path: '/api/console/orders/:id',
  response: consoleOrderDetailSchema,
  errors: ['unauthorized', 'forbidden', 'not-found-order'],
} as const satisfies RouteDefinition;

export const bulkRetryRoute = {
  method: 'POST',
  path: '/api/console/orders/bulk-retry',
  body: bulkRetryBodySchema,
  response: bulkRetryResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleActionRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/actions',
  body: consoleActionBodySchema,
  response: consoleActionResponseSchema,
  errors: ['unauthorized', 'forbidden', 'event-refused'],
} as const satisfies RouteDefinition;

export const consoleItemActionRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/items/:item/actions',
  body: consoleItemActionBodySchema,
  response: consoleItemActionResponseSchema,
  errors: ['unauthorized', 'forbidden', 'event-refused'],
} as const satisfies RouteDefinition;

/** Takes the order for manual work (another operator's claim answers a conflict). */
export const claimRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/claim',
  body: {} as NoBody,
  response: claimResponseSchema,
  errors: ['unauthorized', 'forbidden', 'idempotency-conflict'],
} as const satisfies RouteDefinition;

/** Unmasked and audited: call it when the agent asks to see the data, never to prefetch. */
export const customerDataRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/customer-data',
  body: {} as NoBody,
  response: customerDataResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found-order'],
} as const satisfies RouteDefinition;

export const manualIssuanceRoute = {
  method: 'POST',
  path: '/api/console/orders/:id/manual-issuance',
  body: manualIssuanceBodySchema,
  response: manualIssuanceResponseSchema,
  errors: ['unauthorized', 'forbidden', 'event-refused', 'idempotency-conflict'],
} as const satisfies RouteDefinition;

export const wireTransfersRoute = {
  method: 'GET',
  path: '/api/console/wire-transfers',
  query: wireTransfersQuerySchema,
  response: wireTransfersResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const recordWireTransferRoute = {
  method: 'POST',
  path: '/api/console/wire-transfers',
  body: wireTransferBodySchema,
  response: wireTransferSchema,
  errors: ['unauthorized', 'forbidden', 'invalid-bill-number'],
} as const satisfies RouteDefinition;

export const approveWireTransferRoute = {
  method: 'POST',
  path: '/api/console/wire-transfers/:id/approve',
  body: wireTransferDecisionBodySchema,
  response: wireTransferResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found', 'event-refused'],
} as const satisfies RouteDefinition;

export const rejectWireTransferRoute = {
  method: 'POST',
  path: '/api/console/wire-transfers/:id/reject',
  body: wireTransferDecisionBodySchema,
  response: wireTransferSchema,
  errors: ['unauthorized', 'forbidden', 'not-found', 'event-refused'],
} as const satisfies RouteDefinition;

export const queuesRoute = {
  method: 'GET',
  path: '/api/console/queues',
  response: queuesResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const retryJobRoute = {
  method: 'POST',
  path: '/api/console/queues/:queue/jobs/:jobId/retry',
  body: retryJobBodySchema,
  response: retryJobResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found'],
} as const satisfies RouteDefinition;

/** Orders by number, policy number, e-mail or phone. */
export const consoleSearchRoute = {
  method: 'GET',
  path: '/api/console/search',
  query: consoleSearchQuerySchema,
  response: consoleOrdersResponseSchema.pick({ orders: true }),
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const auditRoute = {
  method: 'GET',
  path: '/api/console/audit',
  query: {} as Typed<{ page: number }>,
  response: auditResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const consoleSellersRoute = {
  method: 'GET',
  path: '/api/console/sellers',
  response: consoleSellersResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

export const referralLinkRoute = {
  method: 'POST',
  path: '/api/console/sellers/:sellerId/referral-link',
  body: referralLinkBodySchema,
  response: referralLinkResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

/** The seller's signing key, shown once to a supervisor who confirms (audited). */
export const sellerKeyRoute = {
  method: 'POST',
  path: '/api/console/sellers/:sellerId/key',
  body: sellerKeyBodySchema,
  response: sellerKeyResponseSchema,
  errors: ['unauthorized', 'forbidden'],
} as const satisfies RouteDefinition;

/** Development only: each sandbox insurer's behaviour (not found in production). */
export const sandboxIssuersRoute = {
  method: 'GET',
  path: '/api/console/sandbox/issuers',
  response: sandboxIssuersResponseSchema,
  errors: ['unauthorized', 'forbidden', 'not-found'],
} as const satisfies RouteDefinition;

export const updateSandboxIssuerRoute = {
  method: 'PUT',
  path: '/api/console/sandbox/issuers/:slug',
  body: sandboxIssuerUpdateSchema,
  // The API answers the stored settings as they are (passthrough), extra keys included.
  response: sandboxIssuerSettingsSchema.passthrough(),
  errors: ['unauthorized', 'forbidden', 'not-found'],
} as const satisfies RouteDefinition;
