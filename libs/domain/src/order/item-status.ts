/*
 * Apart from the machine (and XState) so the API contracts, and the storefront that loads them,
 * can name the states without carrying the machine.
 */

/**
 * An item's state: pending until issued; the main item fails with the order (and is pending again
 * on RETRY); an add-on that fails for good is refunded at once (its share leaves the money kept in
 * the same transition that records the failure); every item is refunded when the order is.
 * A courier delivery is booked instead of issued, then scheduled and delivered; canceled (by the
 * customer before it is scheduled, or by the courier failing) refunds its share in the same
 * transition, like a failed add-on.
 */
export const ITEM_STATUSES = [
  'pending',
  'issued',
  'failed',
  'refunded',
  'booked',
  'scheduled',
  'delivered',
  'canceled',
] as const;
/** A delivery under way: its share is kept while the courier works on it. */
export const DELIVERY_UNDER_WAY: readonly ItemStatus[] = ['booked', 'scheduled'];
/** Items whose price the order keeps for good (issued, or the paper card delivered). */
export const ITEM_KEPT: readonly ItemStatus[] = ['issued', 'booked', 'scheduled', 'delivered'];
export type ItemStatus = (typeof ITEM_STATUSES)[number];
