/** The ten statuses of an order (architecture.md, "The order machine"). */
export const ORDER_STATUSES = [
  'draft',
  'unpaid',
  'paid',
  'processing',
  'issued',
  'completed',
  'expired',
  'failed',
  'refunded',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Statuses an order never leaves: following an order (its status stream) ends there. Expired and
 * canceled are not among them: a payment that arrives late still moves them to refunded.
 */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'refunded'];

/** Statuses in which the order is between payment and documents: the ones that can get stuck. */
export const IN_FLIGHT_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'issued'];

export const ACTOR_KINDS = ['customer', 'staff', 'system', 'partner'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Who caused an event: recorded with every transition. `id` is an account, staff or partner id, never personal data. */
export interface Actor {
  kind: ActorKind;
  id?: string;
}
