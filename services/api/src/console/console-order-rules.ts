import {
  acceptedEvents,
  ACTION_PERMISSIONS,
  ITEM_ACTION_PERMISSIONS,
  can,
  issuingTimeSeconds,
  itemsForOperator,
  type ConsoleAction,
  type ConsoleItemAction,
  type OrderMachineState,
  type ProductType,
  type StaffRole,
} from '@asiguro/domain';
import type { ConsoleOrderItem } from '@asiguro/contracts';
import type { OrderEntity } from '@asiguro/persistence';

/* What staff may do to an order and to its add-ons now: one answer for the buttons the detail page shows and for the actions that check them. */

export interface StaffActor {
  id: string;
  roles: readonly StaffRole[];
}

/** The machine's items of an order with add-ons (null for a single-item order). */
export function itemStates(order: OrderEntity) {
  return (order.machineSnapshot as OrderMachineState | undefined)?.context?.items ?? null;
}

/** The items an operator is to issue by hand now (the domain's rule, on this order's machine items). */
export function operatorItems(order: OrderEntity): number[] {
  return itemsForOperator({ ...order, itemStates: itemStates(order) });
}

/**
 * An add-on stuck (as itemStuckSql says in the lists): pending in a processing order whose main
 * policy is issued, past both issuing times × the stuck factor after payment; or its refund failed.
 */
export function itemStuck(
  order: OrderEntity,
  item: number,
  refund: { status: string } | null,
  factor: number,
  now: Date,
): boolean {
  if (refund?.status === 'refund_failed') return true;
  const states = itemStates(order);
  if (!states || item === 0 || order.status !== 'processing' || !order.inFlightSince) return false;
  if (states[item]?.status !== 'pending' || states[0].status !== 'issued') return false;
  const seconds = issuingTimeSeconds(order.insuranceType) + issuingTimeSeconds(order.items[item].type as ProductType);
  return now.getTime() - order.inFlightSince.getTime() > seconds * factor * 1000;
}

/**
 * The buttons: order events the machine accepts now, plus repeats of finished work, each only
 * for staff whose roles hold its permission (STAFF_PERMISSIONS: refund is for supervisors, a
 * viewer gets none).
 */
export function orderActionsFor(order: OrderEntity, staff: StaffActor): ConsoleAction[] {
  const accepts = acceptedEvents(order.status);
  const actions: ConsoleAction[] = [];
  if (accepts.includes('RETRY')) actions.push('retry');
  // A processing order is refunded only once it waits for an operator: before that an automatic
  // attempt may still issue the policy the refund would pay back.
  // Once its policy is issued, an order waits only for add-ons: each is refunded on its own.
  const refundable = order.status !== 'processing' || operatorItems(order).includes(0);
  if (accepts.includes('REFUND') && refundable) actions.push('refund');
  if (accepts.includes('CANCEL')) actions.push('cancel');
  if (accepts.includes('EXPIRE')) actions.push('expire');
  if (order.status === 'completed') actions.push('regenerate-documents', 'resend-email');
  return actions.filter((action) => can(staff.roles, ACTION_PERMISSIONS[action]));
}

/**
 * What staff may do to one add-on now (never to the main item: the order's own actions are for
 * it): retry an add-on stuck pending or whose refund failed; refund an issued one, or one handed
 * to an operator because its issuer never answered (once the operator has checked that the issuer
 * holds none). Each only where the machine takes it and for roles holding its permission.
 */
export function itemActionsFor(order: OrderEntity, item: ConsoleOrderItem, staff: StaffActor): ConsoleItemAction[] {
  if (item.item === 0 || !acceptedEvents(order.status).includes('ADDON_REFUND')) return [];
  const actions: ConsoleItemAction[] = [];
  // Handed to an operator, a pending add-on is recorded by hand or refunded, no longer retried.
  const handedOver = item.status === 'pending' && operatorItems(order).includes(item.item);
  const pendingStuck = item.status === 'pending' && item.stuck && order.status === 'processing' && !handedOver;
  if (pendingStuck || item.refund?.status === 'refund_failed') actions.push('retry');
  if (item.status === 'issued' || handedOver) actions.push('refund');
  return actions.filter((action) => can(staff.roles, ITEM_ACTION_PERMISSIONS[action]));
}
