import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { sameMoney, sumMoney, type Money } from '../money/money';
import type { OrderEffect, OrderEvent, OrderEventType } from './order-events';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { DELIVERY_UNDER_WAY, type ItemStatus } from './item-status';

/** What the machine remembers besides the status; persisted with the order as its snapshot. */
export interface OrderMachineContext {
  /** Fixed at CONFIRM; a payment must match it exactly. */
  price: Money | null;
  /** Money we hold for this order (set when a payment is accepted, cleared when refunded). */
  heldPayment: { provider: string; transactionId: string; amount: Money } | null;
  /** Which step failed, so RETRY returns to it. */
  failedStep: 'issuance' | 'documents' | null;
  policyNumber: string | null;
  /**
   * Each item of an order with add-ons (the main product first), with its price fixed at CONFIRM
   * and its own state; null for a single-item order, which behaves as the order itself. Snapshots
   * written before add-ons existed have no such field (read as null).
   */
  items?: OrderItemState[] | null;
}

export interface OrderItemState {
  price: Money;
  status: ItemStatus;
  /** The policy's or certificate's number, once issued. */
  number: string | null;
}

const itemsOf = (context: OrderMachineContext): OrderItemState[] | null => context.items ?? null;

const ITEM_EVENTS: readonly string[] = [
  'ADDON_ISSUED',
  'ADDON_FAILED',
  'DELIVERY_BOOKED',
  'DELIVERY_SCHEDULED',
  'DELIVERY_DELIVERED',
  'DELIVERY_CANCELED',
  'DELIVERY_FAILED',
];

/** The add-on (item ≥ 1) the event names, when it is one of `statuses`. */
function addonIn(context: OrderMachineContext, event: OrderEvent, statuses: readonly ItemStatus[]): boolean {
  const items = itemsOf(context);
  if (!items || !ITEM_EVENTS.includes(event.type) || !('item' in event)) return false;
  const { item } = event;
  return Number.isInteger(item) && item >= 1 && item < items.length && statuses.includes(items[item].status);
}

/** An add-on the event names, waiting to be issued (or booked), after the main item was issued. */
function addonPending(context: OrderMachineContext, event: OrderEvent): boolean {
  return addonIn(context, event, ['pending']) && itemsOf(context)![0].status === 'issued';
}

/** Every add-on is settled (issued or refunded) once this event's add-on is. */
function lastAddon(context: OrderMachineContext, event: OrderEvent): boolean {
  const items = itemsOf(context)!;
  const settling = 'item' in event ? event.item : 0;
  return items.every((entry, index) => index === 0 || index === settling || entry.status !== 'pending');
}

/** The items with one of them changed. */
function withItem(
  context: OrderMachineContext,
  index: number,
  change: Partial<OrderItemState>,
): OrderItemState[] | null {
  const items = itemsOf(context);
  return items ? items.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) : null;
}

/** The add-on (item ≥ 1) a staff item event names, if it is one of the order's add-ons. */
function staffAddon(context: OrderMachineContext, event: OrderEvent): OrderItemState | null {
  const items = itemsOf(context);
  if (!items || (event.type !== 'ADDON_RETRY' && event.type !== 'ADDON_REFUND') || !staffWithReason(event)) return null;
  const { item } = event;
  return Number.isInteger(item) && item >= 1 && item < items.length ? items[item] : null;
}

const effect = (name: OrderEffect) => ({ type: 'requestEffect', params: { effect: name } }) as const;

const staffWithReason = (event: OrderEvent) =>
  event.actor.kind === 'staff' &&
  'reason' in event &&
  typeof event.reason === 'string' &&
  event.reason.trim().length > 0;

/**
 * Staff actions on one add-on, with a reason; the order's status stays. Retrying an issuance
 * needs the order in processing (only there is an add-on pending); refunding an issued add-on
 * gives back its share once (the item is refunded, so a second refund is refused), with the same
 * `refund-addon` effect and refund key as an add-on that failed.
 */
const STAFF_ITEM_EVENTS = {
  ADDON_RETRY: [
    { guard: 'staffRetriesAddonIssuance', actions: [effect('enqueue-addon-issuance')] },
    { guard: 'staffRetriesAddonRefund', actions: [effect('retry-addon-refund')] },
  ],
  ADDON_REFUND: { guard: 'staffRefundsAddon', actions: ['refundAddon', effect('refund-addon')] },
} as const;
const STAFF_ITEM_EVENTS_SETTLED = {
  ADDON_RETRY: STAFF_ITEM_EVENTS.ADDON_RETRY[1],
  ADDON_REFUND: STAFF_ITEM_EVENTS.ADDON_REFUND,
} as const;

/**
 * A courier delivery's progress once booked, in any status after the booking (processing, issued,
 * failed, completed): the status stays, only the item moves. A courier that fails for good after
 * booking cancels it and its share is refunded once (the item leaves `booked`/`scheduled`).
 */
const DELIVERY_PROGRESS = {
  DELIVERY_SCHEDULED: [{ guard: 'deliveryBooked', actions: ['scheduleDelivery'] }],
  DELIVERY_DELIVERED: [{ guard: 'deliveryUnderWay', actions: ['deliverDelivery'] }],
  DELIVERY_FAILED: [
    { guard: 'deliveryUnderWay', actions: ['cancelDelivery', effect('refund-addon'), effect('alert-staff')] },
  ],
} as const;

/**
 * The customer cancels a delivery before it is scheduled: one not booked yet (the booking job,
 * finding it canceled, books nothing), or booked without a day (the courier is told). Its share is
 * refunded once.
 */
const CANCEL_UNBOOKED_DELIVERY = [
  { guard: 'deliveryNotBooked', actions: ['cancelDelivery', effect('refund-addon')] },
  { guard: 'deliveryBooked', actions: ['cancelDelivery', effect('refund-addon'), effect('cancel-delivery')] },
] as const;

/**
 * The order machine (architecture.md, "The order machine"): pure, no I/O. Side effects are only
 * named (the `requestEffect` action with its effect); the orchestration layer turns them into
 * outbox rows in the same transaction as the status change.
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderMachineContext,
    events: {} as OrderEvent,
  },
  guards: {
    // With item prices, they are all positive, in the order's currency, and add up to it.
    priceIsSet: ({ event }) =>
      event.type === 'CONFIRM' &&
      event.price.minor > 0 &&
      (event.itemPrices === undefined ||
        (event.itemPrices.length >= 2 &&
          event.itemPrices.every((item) => item.minor > 0 && item.currency === event.price.currency) &&
          sameMoney(sumMoney(event.itemPrices), event.price))),
    paymentMatchesPrice: ({ context, event }) =>
      event.type === 'PAYMENT_SUCCEEDED' && context.price !== null && sameMoney(event.amount, context.price),
    staffWithReason: ({ event }) => staffWithReason(event),
    staffRetriesIssuance: ({ context, event }) => staffWithReason(event) && context.failedStep === 'issuance',
    staffRetriesDocuments: ({ context, event }) => staffWithReason(event) && context.failedStep === 'documents',
    noAddonPending: ({ context }) =>
      (itemsOf(context) ?? []).every((entry, index) => index === 0 || entry.status !== 'pending'),
    mainNotIssued: ({ context }) => itemsOf(context)?.[0].status !== 'issued',
    staffRefundsUnissued: ({ context, event }) => staffWithReason(event) && itemsOf(context)?.[0].status !== 'issued',
    mainPending: ({ context }) => itemsOf(context)?.[0].status === 'pending',
    addonPending: ({ context, event }) => addonPending(context, event),
    lastAddonPending: ({ context, event }) => addonPending(context, event) && lastAddon(context, event),
    // Staff item events: an add-on still waiting after the main policy is issued again; a refunded
    // one asks its refund again (the orchestration checks that refund failed); an issued one is refunded.
    staffRetriesAddonIssuance: ({ context, event }) =>
      staffAddon(context, event)?.status === 'pending' && itemsOf(context)![0].status === 'issued',
    staffRetriesAddonRefund: ({ context, event }) => staffAddon(context, event)?.status === 'refunded',
    staffRefundsAddon: ({ context, event }) =>
      event.type === 'ADDON_REFUND' && staffAddon(context, event)?.status === 'issued',
    // Deliveries: booked moves on to scheduled, then delivered (the courier may skip a step).
    deliveryBooked: ({ context, event }) => addonIn(context, event, ['booked']),
    deliveryUnderWay: ({ context, event }) => addonIn(context, event, DELIVERY_UNDER_WAY),
    // The customer cancels before it is scheduled: not booked yet, or booked without a day.
    deliveryNotBooked: ({ context, event }) => addonIn(context, event, ['pending']),
    lastDeliveryNotBooked: ({ context, event }) => addonPending(context, event) && lastAddon(context, event),
  },
  actions: {
    // Executed by the orchestration layer, never by the machine (see applyOrderEvent).
    requestEffect: (_, _params: { effect: OrderEffect }) => undefined,
    fixPrice: assign({
      price: ({ event }) => (event.type === 'CONFIRM' ? event.price : null),
      items: ({ event }) =>
        event.type === 'CONFIRM' && event.itemPrices
          ? event.itemPrices.map((price) => ({ price, status: 'pending' as const, number: null }))
          : null,
    }),
    dropPrice: assign({ price: null, items: null }),
    holdPayment: assign({
      heldPayment: ({ event }) =>
        event.type === 'PAYMENT_SUCCEEDED'
          ? { provider: event.provider, transactionId: event.transactionId, amount: event.amount }
          : null,
    }),
    // Money given back: every item is refunded (an order with add-ons refunds what is left of it).
    releasePayment: assign({
      heldPayment: null,
      items: ({ context }) =>
        itemsOf(context)?.map((entry) =>
          entry.status === 'canceled' ? entry : { ...entry, status: 'refunded' as const },
        ) ?? null,
    }),
    recordPolicy: assign({
      policyNumber: ({ event }) => (event.type === 'POLICY_ISSUED' ? event.policyNumber : null),
      items: ({ context, event }) =>
        withItem(context, 0, { status: 'issued', number: event.type === 'POLICY_ISSUED' ? event.policyNumber : null }),
    }),
    recordAddon: assign({
      items: ({ context, event }) =>
        event.type === 'ADDON_ISSUED'
          ? withItem(context, event.item, { status: 'issued', number: event.number })
          : null,
    }),
    refundAddon: assign({
      items: ({ context, event }) =>
        event.type === 'ADDON_FAILED' || event.type === 'ADDON_REFUND'
          ? withItem(context, event.item, { status: 'refunded' })
          : null,
    }),
    bookDelivery: assign({
      items: ({ context, event }) =>
        event.type === 'DELIVERY_BOOKED'
          ? withItem(context, event.item, { status: 'booked', number: event.reference })
          : itemsOf(context),
    }),
    scheduleDelivery: assign({
      items: ({ context, event }) =>
        'item' in event ? withItem(context, event.item, { status: 'scheduled' }) : itemsOf(context),
    }),
    deliverDelivery: assign({
      items: ({ context, event }) =>
        'item' in event ? withItem(context, event.item, { status: 'delivered' }) : itemsOf(context),
    }),
    // Its share leaves the money kept in this same transition (the refund-addon effect).
    cancelDelivery: assign({
      items: ({ context, event }) =>
        'item' in event ? withItem(context, event.item, { status: 'canceled' }) : itemsOf(context),
    }),
    failIssuance: assign({
      failedStep: 'issuance' as const,
      items: ({ context }) => withItem(context, 0, { status: 'failed' }),
    }),
    failDocuments: assign({ failedStep: 'documents' as const }),
    clearFailure: assign({ failedStep: null }),
    retryMainItem: assign({ items: ({ context }) => withItem(context, 0, { status: 'pending' }) }),
  },
}).createMachine({
  id: 'order',
  initial: 'draft',
  context: { price: null, heldPayment: null, failedStep: null, policyNumber: null, items: null },
  // The root's entry runs once, on CREATE.
  entry: [effect('schedule-draft-expiry')],
  states: {
    draft: {
      on: {
        UPDATE: { actions: [effect('invalidate-offers'), effect('schedule-draft-expiry')] },
        CONFIRM: { target: 'unpaid', guard: 'priceIsSet', actions: ['fixPrice', effect('schedule-payment-expiry')] },
        EXPIRE: { target: 'expired' },
        CANCEL: { target: 'canceled' },
      },
    },
    unpaid: {
      on: {
        UPDATE: {
          target: 'draft',
          actions: ['dropPrice', effect('drop-chosen-offer'), effect('schedule-draft-expiry')],
        },
        PAYMENT_SUCCEEDED: {
          target: 'paid',
          guard: 'paymentMatchesPrice',
          actions: ['holdPayment', effect('enqueue-issuance')],
        },
        // The attempt is recorded in the event log; the order keeps waiting for a payment.
        PAYMENT_FAILED: { target: 'unpaid' },
        EXPIRE: { target: 'expired' },
        CANCEL: { target: 'canceled' },
      },
    },
    paid: {
      on: {
        ISSUANCE_STARTED: { target: 'processing' },
        DELIVERY_CANCELED: CANCEL_UNBOOKED_DELIVERY,
        REFUND: { target: 'refunded', guard: 'staffWithReason', actions: [effect('refund-payment'), 'releasePayment'] },
      },
    },
    // An order with add-ons stays in processing until each add-on is settled: they are issued
    // once the main policy is (an add-on without its main product is not what was bought, so when
    // the main item fails no add-on has been issued, and RETRY or REFUND apply to the whole order);
    // an add-on that fails for good is refunded and the main policy is delivered without it.
    processing: {
      on: {
        POLICY_ISSUED: [
          { target: 'issued', guard: 'noAddonPending', actions: ['recordPolicy', effect('enqueue-documents')] },
          { guard: 'mainPending', actions: ['recordPolicy', effect('enqueue-addon-issuance')] },
        ],
        ADDON_ISSUED: [
          { target: 'issued', guard: 'lastAddonPending', actions: ['recordAddon', effect('enqueue-documents')] },
          { guard: 'addonPending', actions: ['recordAddon'] },
        ],
        ADDON_FAILED: [
          {
            target: 'issued',
            guard: 'lastAddonPending',
            actions: ['refundAddon', effect('refund-addon'), effect('alert-staff'), effect('enqueue-documents')],
          },
          { guard: 'addonPending', actions: ['refundAddon', effect('refund-addon'), effect('alert-staff')] },
        ],
        // Only the main item fails the order; once it is issued, a failing add-on is refunded instead.
        ISSUANCE_FAILED: { target: 'failed', guard: 'mainNotIssued', actions: ['failIssuance', effect('alert-staff')] },
        // Staff may give the money back while nothing is issued: an order handed to a person (the
        // issuer's system is down) must not wait for it. The machine knows no jobs, so whether an
        // automatic attempt is still in flight is the caller's check: the console offers this only
        // once the order waits for an operator (no job runs for it then, and the order's lock
        // orders it against a manual issuance).
        REFUND: {
          target: 'refunded',
          guard: 'staffRefundsUnissued',
          actions: [effect('refund-payment'), 'releasePayment'],
        },
        ...STAFF_ITEM_EVENTS,
        // A booked delivery settles the item: the order goes on to its documents without waiting
        // for the courier; a delivery not booked yet that is canceled or fails settles it too.
        DELIVERY_BOOKED: [
          {
            target: 'issued',
            guard: 'lastAddonPending',
            actions: ['bookDelivery', effect('track-delivery'), effect('enqueue-documents')],
          },
          { guard: 'addonPending', actions: ['bookDelivery', effect('track-delivery')] },
        ],
        DELIVERY_CANCELED: [
          {
            target: 'issued',
            guard: 'lastDeliveryNotBooked',
            actions: ['cancelDelivery', effect('refund-addon'), effect('enqueue-documents')],
          },
          ...CANCEL_UNBOOKED_DELIVERY,
        ],
        DELIVERY_FAILED: [
          {
            target: 'issued',
            guard: 'lastAddonPending',
            actions: ['cancelDelivery', effect('refund-addon'), effect('alert-staff'), effect('enqueue-documents')],
          },
          { guard: 'addonPending', actions: ['cancelDelivery', effect('refund-addon'), effect('alert-staff')] },
          ...DELIVERY_PROGRESS.DELIVERY_FAILED,
        ],
        DELIVERY_SCHEDULED: DELIVERY_PROGRESS.DELIVERY_SCHEDULED,
        DELIVERY_DELIVERED: DELIVERY_PROGRESS.DELIVERY_DELIVERED,
      },
    },
    issued: {
      on: {
        ...STAFF_ITEM_EVENTS_SETTLED,
        ...DELIVERY_PROGRESS,
        DELIVERY_CANCELED: CANCEL_UNBOOKED_DELIVERY,
        DOCUMENTS_READY: { target: 'completed', actions: [effect('email-customer')] },
        DOCUMENTS_FAILED: { target: 'failed', actions: ['failDocuments', effect('alert-staff')] },
      },
    },
    failed: {
      on: {
        ...DELIVERY_PROGRESS,
        DELIVERY_CANCELED: CANCEL_UNBOOKED_DELIVERY,
        RETRY: [
          {
            target: 'paid',
            guard: 'staffRetriesIssuance',
            actions: ['clearFailure', 'retryMainItem', effect('enqueue-issuance')],
          },
          { target: 'issued', guard: 'staffRetriesDocuments', actions: ['clearFailure', effect('enqueue-documents')] },
        ],
        REFUND: { target: 'refunded', guard: 'staffWithReason', actions: [effect('refund-payment'), 'releasePayment'] },
      },
    },
    // A payment that arrives after expiry or cancellation is refunded at once: money is never
    // kept without a policy.
    expired: {
      on: {
        PAYMENT_SUCCEEDED: { target: 'refunded', actions: ['holdPayment', effect('refund-payment'), 'releasePayment'] },
      },
    },
    canceled: {
      on: {
        PAYMENT_SUCCEEDED: { target: 'refunded', actions: ['holdPayment', effect('refund-payment'), 'releasePayment'] },
      },
    },
    // Completed is final for the order (its status never changes again), but its items may still
    // move: a courier delivery booked before completion (the paper card arrives after the
    // documents), and staff item events (one add-on refunded, or its failed refund asked again).
    completed: {
      on: { ...STAFF_ITEM_EVENTS_SETTLED, ...DELIVERY_PROGRESS, DELIVERY_CANCELED: CANCEL_UNBOOKED_DELIVERY },
    },
    refunded: { type: 'final' },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/** The persisted form of an order's machine state. */
export interface OrderMachineState {
  status: OrderStatus;
  context: OrderMachineContext;
}

const ACCEPTED: Record<OrderStatus, OrderEventType[]> = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, [...orderMachine.states[status].ownEvents] as OrderEventType[]]),
) as Record<OrderStatus, OrderEventType[]>;

/** The events a status accepts, read from the machine (the API and console never hard-code them). */
export function acceptedEvents(status: OrderStatus): OrderEventType[] {
  return ACCEPTED[status];
}

export type Refusal =
  | 'not-accepted' // the status does not take this event at all
  | 'payment-mismatch' // amount or currency differ from the fixed price
  | 'staff-reason-required' // staff only, with a reason (or, for RETRY, nothing to retry)
  | 'price-required'
  | 'item-not-pending' // the add-on is not waiting to be issued (already settled, or the main item is not issued)
  | 'item-not-issued'; // staff item event: the add-on is not in a state its action applies to

export type TransitionOutcome =
  | { ok: true; from: OrderStatus; to: OrderStatus; state: OrderMachineState; effects: OrderEffect[] }
  | { ok: false; status: OrderStatus; refusal: Refusal; accepted: OrderEventType[] };

function restore(state: OrderMachineState): OrderSnapshot {
  return orderMachine.resolveState({ value: state.status, context: state.context });
}

function effectsOf(actions: { type: string; params?: unknown }[]): OrderEffect[] {
  return actions
    .filter((action) => action.type === 'requestEffect')
    .map((action) => (action.params as { effect: OrderEffect }).effect);
}

/** The state of a new order (CREATE) and the effects creation requests. */
export function createOrderState(): { state: OrderMachineState; effects: OrderEffect[] } {
  const [snapshot, actions] = initialTransition(orderMachine);
  return {
    state: { status: snapshot.value as OrderStatus, context: snapshot.context },
    effects: effectsOf(actions as { type: string; params?: unknown }[]),
  };
}

/**
 * Applies one event to a persisted state, purely: the next state and the effects to record, or
 * a refusal that says why and which events the status does accept. Nothing changes on refusal.
 */
export function applyOrderEvent(state: OrderMachineState, event: OrderEvent): TransitionOutcome {
  const snapshot = restore(state);
  const accepted = acceptedEvents(state.status);
  if (!accepted.includes(event.type)) {
    return { ok: false, status: state.status, refusal: 'not-accepted', accepted };
  }
  if (!snapshot.can(event)) {
    const refusal: Refusal =
      event.type === 'PAYMENT_SUCCEEDED'
        ? 'payment-mismatch'
        : event.type === 'CONFIRM'
          ? 'price-required'
          : [...ITEM_EVENTS, 'POLICY_ISSUED', 'ISSUANCE_FAILED'].includes(event.type)
            ? 'item-not-pending'
            : ['ADDON_RETRY', 'ADDON_REFUND'].includes(event.type) && staffWithReason(event)
              ? 'item-not-issued'
              : 'staff-reason-required';
    return { ok: false, status: state.status, refusal, accepted };
  }
  const [next, actions] = transition(orderMachine, snapshot, event);
  return {
    ok: true,
    from: state.status,
    to: next.value as OrderStatus,
    state: { status: next.value as OrderStatus, context: next.context },
    effects: effectsOf(actions as { type: string; params?: unknown }[]),
  };
}
