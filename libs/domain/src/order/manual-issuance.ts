import { addCalendarDays, chisinauAt, chisinauClockOf, chisinauDayOf } from '../calendar/calendar-day';

/**
 * When our operators issue by hand in a partner's portal (Chișinău time, every day): the fallback
 * of issuers whose API is down, times out or refuses automatic issuance (Issuer.manualFallback).
 */
export const OPERATOR_HOURS = { opens: '08:00', closes: '20:00' } as const;

/** How long an operator on duty takes to issue an order by hand: what we promise the customer. */
export const MANUAL_ISSUANCE_MINUTES = 30;

export interface ManualIssuanceDue {
  /** When the order must be issued at the latest; past it, the order is stuck (staff are alerted). */
  due: Date;
  /** Handed over while operators work (due within the half hour), or outside (due the next morning). */
  duringWorkingHours: boolean;
}

/**
 * The honest promise for an order handed to an operator at `at`: within MANUAL_ISSUANCE_MINUTES
 * during OPERATOR_HOURS; otherwise that long after the operators start, the same morning (before
 * opening) or the next one (after closing).
 */
export function manualIssuanceDue(at: Date): ManualIssuanceDue {
  const clock = chisinauClockOf(at);
  const halfHour = MANUAL_ISSUANCE_MINUTES * 60_000;
  if (clock >= OPERATOR_HOURS.opens && clock < OPERATOR_HOURS.closes) {
    return { due: new Date(at.getTime() + halfHour), duringWorkingHours: true };
  }
  const today = chisinauDayOf(at);
  const morning = clock < OPERATOR_HOURS.opens ? today : addCalendarDays(today, 1);
  return { due: new Date(chisinauAt(morning, OPERATOR_HOURS.opens).getTime() + halfHour), duringWorkingHours: false };
}

/** What `itemsForOperator` reads of an order. */
export interface HandedOverOrder {
  status: string;
  manualIssuanceDue: Date | string | null;
  /** The order's items, the main product first. */
  items: readonly { type: string }[];
  /** Their states (the machine's), or null for an order from before items had states: one item. */
  itemStates: readonly { status: string }[] | null | undefined;
}

/**
 * The items an operator is to issue by hand, for an order handed over (processing, with a
 * deadline for the operator): the main product while it is not issued (its add-ons wait for it),
 * else every add-on still waiting for its issuer. A courier delivery is booked, never issued, so
 * never one of them. Empty when the order is not handed over.
 */
export function itemsForOperator(order: HandedOverOrder): number[] {
  if (order.status !== 'processing' || order.manualIssuanceDue === null) return [];
  const states = order.itemStates;
  if (!states || states[0]?.status === 'pending') return [0];
  if (states[0]?.status !== 'issued') return [];
  return states.flatMap((state, item) =>
    item > 0 && state.status === 'pending' && order.items[item]?.type !== 'courier-delivery' ? [item] : [],
  );
}
