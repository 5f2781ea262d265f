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

/** Statuses an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'expired', 'refunded', 'canceled'];

/** Statuses in which the order is between payment and documents: the ones that can get stuck. */
export const IN_FLIGHT_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'issued'];

export const ACTOR_KINDS = ['customer', 'staff', 'system', 'partner'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Who caused an event: recorded with every transition. `id` is an account, staff or partner id, never personal data. */
export interface Actor {
  kind: ActorKind;
  id?: string;
}
