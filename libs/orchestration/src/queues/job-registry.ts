import { z } from 'zod';

/** The queues the workers serve (architecture.md "Queues"). */
export const QUEUES = ['issuance', 'documents', 'expiry', 'refunds', 'notifications', 'rates'] as const;
export type QueueName = (typeof QUEUES)[number];

const orderJob = z.object({ orderId: z.uuid() }).strict();
const orderItemJob = z.object({ orderId: z.uuid(), item: z.number().int().min(1).max(9) }).strict();
/** Staff may ask again for what already happened: regenerate documents, resend the e-mail. */
const repeatableOrderJob = z.object({ orderId: z.uuid(), repeat: z.string().max(64).optional() }).strict();

/**
 * Every job: its queue and its payload schema (ids only, never personal data). Producers and
 * workers both validate against these; the worker refuses to start if a job has no handler.
 */
export const JOBS = {
  'issue-policy': { queue: 'issuance', payload: orderJob },
  /** One add-on of an order (item ≥ 1), by its own issuer, once the main policy is issued. */
  'issue-addon': {
    queue: 'issuance',
    payload: z.object({ orderId: z.uuid(), item: z.number().int().min(1).max(9) }).strict(),
  },
  /** A courier delivery (item ≥ 1) booked with the courier, once the main policy (the paper card) is issued. */
  'book-delivery': { queue: 'issuance', payload: orderItemJob },
  /** Reads a booked delivery's progress at the courier; enqueued again (later) until it is delivered or canceled. */
  'track-delivery': { queue: 'issuance', payload: orderItemJob },
  /** Tells the courier a delivery the customer canceled before it was scheduled. */
  'cancel-delivery': { queue: 'issuance', payload: orderItemJob },
  'generate-documents': { queue: 'documents', payload: repeatableOrderJob },
  'expire-order': {
    queue: 'expiry',
    payload: z.object({ orderId: z.uuid(), deadline: z.iso.datetime() }).strict(),
  },
  'expiry-sweep': { queue: 'expiry', payload: z.object({}).strict() },
  /** Daily: purges personal data past its retention period (RetentionService). */
  'retention-sweep': { queue: 'expiry', payload: z.object({}).strict() },
  'refund-payment': {
    queue: 'refunds',
    payload: z.object({ orderId: z.uuid(), paymentId: z.uuid() }).strict(),
  },
  /** The share of an add-on that failed for good, given back from the order's payment. */
  'refund-addon': {
    queue: 'refunds',
    payload: z.object({ orderId: z.uuid(), paymentId: z.uuid(), item: z.number().int().min(1).max(9) }).strict(),
  },
  'order-completed-email': { queue: 'notifications', payload: repeatableOrderJob },
  'staff-alert': {
    queue: 'notifications',
    payload: z.object({ orderId: z.uuid().optional(), subject: z.string().max(200) }).strict(),
  },
  'renewal-scan': { queue: 'notifications', payload: z.object({}).strict() },
  'contact-message': { queue: 'notifications', payload: z.object({ messageId: z.uuid() }).strict() },
  'renewal-reminder': { queue: 'notifications', payload: z.object({ policyId: z.uuid() }).strict() },
  /** The e-mailed sign-in link: the row id only (the address and token never travel through Redis). */
  'sign-in-link': { queue: 'notifications', payload: z.object({ tokenId: z.uuid() }).strict() },
  'fetch-rates': {
    queue: 'rates',
    payload: z
      .object({
        day: z
          .string()
          .regex(/^\d{8}$/)
          .optional(),
      })
      .strict(),
  },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

export function jobsOfQueue(queue: QueueName): JobName[] {
  return JOB_NAMES.filter((name) => JOBS[name].queue === queue);
}

/** Validates a payload for a job, throwing a readable error (a bug, never user input). */
export function parseJobPayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return JOBS[name].payload.parse(data) as JobPayload<N>;
}

/** BullMQ job ids of outbox rows: the row id, prefixed because BullMQ refuses integer ids. */
export function outboxJobId(outboxId: string | number): string {
  return `outbox-${outboxId}`;
}
