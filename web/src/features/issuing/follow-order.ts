import type { OrderStatus } from '@asiguro/domain';
import type { OrderStatusView } from '../../api/order-contracts';
import { FAILURE_STATUSES, SETTLED_STATUSES } from './issuing-progress';

/** How often the status is polled while the order moves (paid → documents take about a minute). */
export const POLL_MS = 2500;
/** …and while it waits on something rare (a late payment, support), so an open tab stays cheap. */
export const QUIET_POLL_MS = 15_000;

/** The part of the browser's EventSource this uses (a fake one in tests). */
export interface StatusStream {
  addEventListener(type: 'status', listener: (event: { data: string }) => void): void;
  /** Called when the stream breaks or the server ends it (the event itself is not read). */
  onerror: ((event: never) => void) | null;
  close(): void;
}

export interface FollowOptions {
  /** Opens the server-sent events stream; undefined where the browser has no EventSource. */
  openStream: (() => StatusStream) | undefined;
  /** Reads the status once (`view` undefined when unchanged since `etag`, 304, or unavailable). */
  fetchStatus: (etag: string | undefined) => Promise<{ etag?: string; view?: OrderStatusView }>;
  /** Reads a status event's data; undefined when malformed. */
  parse: (data: string) => OrderStatusView | undefined;
  onView: (view: OrderStatusView) => void;
  timers?: {
    set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
    clear: (id: ReturnType<typeof setTimeout>) => void;
  };
}

export const isSettled = (status: OrderStatus | undefined) => status !== undefined && SETTLED_STATUSES.includes(status);

/**
 * Follows an order: server-sent events while the stream lives, then (stream unavailable, broken,
 * or closed by the server) polling the cheap status endpoint, until the order is settled. Older
 * versions never replace newer ones. Returns the function that stops following.
 */
export function followOrder({
  openStream,
  fetchStatus,
  parse,
  onView,
  timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id) },
}: FollowOptions): () => void {
  let stopped = false;
  let latest: OrderStatusView | undefined;
  let etag: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stream: StatusStream | undefined;

  const accept = (next: OrderStatusView) => {
    if (latest && next.version < latest.version) return;
    latest = next;
    onView(next);
  };

  const poll = async () => {
    timer = undefined;
    if (stopped) return;
    try {
      const answer = await fetchStatus(etag);
      etag = answer.etag;
      if (answer.view) accept(answer.view);
    } catch {
      // A missed poll is retried on the next tick.
    }
    if (stopped || isSettled(latest?.status)) return;
    const quiet = latest !== undefined && FAILURE_STATUSES.includes(latest.status);
    timer = timers.set(() => void poll(), quiet ? QUIET_POLL_MS : POLL_MS);
  };

  if (openStream) {
    stream = openStream();
    stream.addEventListener('status', (event) => {
      const view = parse(event.data);
      // A malformed event is ignored; the next one (or the polling) brings the truth.
      if (view) accept(view);
      if (isSettled(latest?.status)) stream?.close();
    });
    stream.onerror = () => {
      stream?.close();
      stream = undefined;
      if (!stopped && timer === undefined && !isSettled(latest?.status)) void poll();
    };
  } else {
    void poll();
  }

  return () => {
    stopped = true;
    stream?.close();
    if (timer !== undefined) timers.clear(timer);
  };
}
