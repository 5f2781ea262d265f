import type { OrderEventType, OrderStatus, Refusal } from '@asiguro/domain';

export class OrderNotFoundError extends Error {
  readonly code = 'not-found-order';
  constructor(readonly orderId: string) {
    super(`order ${orderId} not found`);
    this.name = 'OrderNotFoundError';
  }
}

/** The order's status does not accept the event (or its guard failed); nothing was changed. */
export class EventRefusedError extends Error {
  readonly code = 'event-refused';
  constructor(
    readonly orderId: string,
    readonly event: OrderEventType,
    readonly status: OrderStatus,
    readonly refusal: Refusal,
    readonly accepted: OrderEventType[],
  ) {
    super(
      `order ${orderId} in ${status} refuses ${event} (${refusal}); it accepts ${accepted.join(', ') || 'nothing'}`,
    );
    this.name = 'EventRefusedError';
  }
}

/**
 * For `.catch` after an event a step applies on its own behalf: a refusal means the order moved
 * on meanwhile (staff canceled or refunded it), which is nothing to report; anything else is.
 */
export function ignoreRefusal(error: unknown): void {
  if (!(error instanceof EventRefusedError)) throw error;
}

/** The caller acted on an older version of the order than the one stored. */
export class StaleOrderError extends Error {
  readonly code = 'stale-order';
  constructor(
    readonly orderId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(`order ${orderId} is at version ${actualVersion}, not ${expectedVersion}`);
    this.name = 'StaleOrderError';
  }
}
