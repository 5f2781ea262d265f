import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { sameMoney, type Money } from '../money/money';
import type { OrderEffect, OrderEvent, OrderEventType } from './order-events';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

/** What the machine remembers besides the status; persisted with the order as its snapshot. */
export interface OrderMachineContext {
  /** Fixed at CONFIRM; a payment must match it exactly. */
  price: Money | null;
  /** Money we hold for this order (set when a payment is accepted, cleared when refunded). */
  heldPayment: { provider: string; transactionId: string; amount: Money } | null;
  /** Which step failed, so RETRY returns to it. */
  failedStep: 'issuance' | 'documents' | null;
  policyNumber: string | null;
}

const effect = (name: OrderEffect) => ({ type: 'requestEffect', params: { effect: name } }) as const;

const staffWithReason = (event: OrderEvent) =>
  event.actor.kind === 'staff' &&
  'reason' in event &&
  typeof event.reason === 'string' &&
  event.reason.trim().length > 0;

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
    priceIsSet: ({ event }) => event.type === 'CONFIRM' && event.price.minor > 0,
    paymentMatchesPrice: ({ context, event }) =>
      event.type === 'PAYMENT_SUCCEEDED' && context.price !== null && sameMoney(event.amount, context.price),
    staffWithReason: ({ event }) => staffWithReason(event),
    staffRetriesIssuance: ({ context, event }) => staffWithReason(event) && context.failedStep === 'issuance',
    staffRetriesDocuments: ({ context, event }) => staffWithReason(event) && context.failedStep === 'documents',
  },
  actions: {
    // Executed by the orchestration layer, never by the machine (see applyOrderEvent).
    requestEffect: (_, _params: { effect: OrderEffect }) => undefined,
    fixPrice: assign({ price: ({ event }) => (event.type === 'CONFIRM' ? event.price : null) }),
    dropPrice: assign({ price: null }),
    holdPayment: assign({
      heldPayment: ({ event }) =>
        event.type === 'PAYMENT_SUCCEEDED'
          ? { provider: event.provider, transactionId: event.transactionId, amount: event.amount }
          : null,
    }),
    releasePayment: assign({ heldPayment: null }),
    recordPolicy: assign({ policyNumber: ({ event }) => (event.type === 'POLICY_ISSUED' ? event.policyNumber : null) }),
    failIssuance: assign({ failedStep: 'issuance' as const }),
    failDocuments: assign({ failedStep: 'documents' as const }),
    clearFailure: assign({ failedStep: null }),
  },
}).createMachine({
  id: 'order',
  initial: 'draft',
  context: { price: null, heldPayment: null, failedStep: null, policyNumber: null },
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
        REFUND: { target: 'refunded', guard: 'staffWithReason', actions: [effect('refund-payment'), 'releasePayment'] },
      },
    },
    processing: {
      on: {
        POLICY_ISSUED: { target: 'issued', actions: ['recordPolicy', effect('enqueue-documents')] },
        ISSUANCE_FAILED: { target: 'failed', actions: ['failIssuance', effect('alert-staff')] },
      },
    },
    issued: {
      on: {
        DOCUMENTS_READY: { target: 'completed', actions: [effect('email-customer')] },
        DOCUMENTS_FAILED: { target: 'failed', actions: ['failDocuments', effect('alert-staff')] },
      },
    },
    failed: {
      on: {
        RETRY: [
          { target: 'paid', guard: 'staffRetriesIssuance', actions: ['clearFailure', effect('enqueue-issuance')] },
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
    completed: { type: 'final' },
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
  | 'price-required';

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
