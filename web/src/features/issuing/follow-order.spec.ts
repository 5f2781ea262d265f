import { ORDER_STATUSES, acceptedEvents, type OrderStatus } from '@asiguro/domain';
import type { OrderStatusView } from '../../api/order-contracts';
import { followOrder, isSettled, POLL_MS, QUIET_POLL_MS, type StatusStream } from './follow-order';
import { SETTLED_STATUSES } from './issuing-progress';

const view = (status: OrderStatus, version: number): OrderStatusView => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 'ASG-1',
  status,
  version,
  updatedAt: '2026-03-14T10:00:00.000Z',
  productTypes: ['rca'],
});

/** An EventSource that the test drives: status events, then a broken connection. */
class FakeStream implements StatusStream {
  onerror: ((event: never) => void) | null = null;
  closed = false;
  private listeners: ((event: { data: string }) => void)[] = [];

  addEventListener(_type: 'status', listener: (event: { data: string }) => void): void {
    this.listeners.push(listener);
  }

  emit(data: OrderStatusView | string): void {
    for (const listener of this.listeners) listener({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  fail(): void {
    this.onerror?.(undefined as never);
  }

  close(): void {
    this.closed = true;
  }
}

/** Polled answers in turn; the last one repeats. */
function statusEndpoint(...answers: OrderStatusView[]) {
  const calls: (string | undefined)[] = [];
  let next = 0;
  const fetchStatus = jest.fn(async (etag: string | undefined) => {
    calls.push(etag);
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return { etag: `"v${answer.version}"`, view: answer };
  });
  return { fetchStatus, calls };
}

const parse = (data: string) => {
  try {
    return JSON.parse(data) as OrderStatusView;
  } catch {
    return undefined;
  }
};

describe(followOrder.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the stream, and falls back to polling when it errors, until the order settles', async () => {
    const stream = new FakeStream();
    const endpoint = statusEndpoint(view('processing', 4), view('issued', 5), view('completed', 6));
    const seen: string[] = [];
    const stop = followOrder({
      openStream: () => stream,
      fetchStatus: endpoint.fetchStatus,
      parse,
      onView: (next) => seen.push(`${next.status}@${next.version}`),
    });

    stream.emit(view('paid', 3));
    expect(seen).toEqual(['paid@3']);
    expect(endpoint.fetchStatus).not.toHaveBeenCalled();

    stream.fail();
    expect(stream.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['paid@3', 'processing@4']);

    await jest.advanceTimersByTimeAsync(POLL_MS);
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(seen).toEqual(['paid@3', 'processing@4', 'issued@5', 'completed@6']);
    // The ETag of each answer goes with the next poll (a 304 when nothing changed).
    expect(endpoint.calls).toEqual([undefined, '"v4"', '"v5"']);

    // Completed is settled: no more polls.
    await jest.advanceTimersByTimeAsync(10 * QUIET_POLL_MS);
    expect(endpoint.fetchStatus).toHaveBeenCalledTimes(3);
    stop();
  });

  it('keeps following an expired order, which a late payment moves to refunded', async () => {
    const stream = new FakeStream();
    const endpoint = statusEndpoint(view('expired', 3), view('expired', 3), view('refunded', 5));
    const seen: string[] = [];
    const stop = followOrder({
      openStream: () => stream,
      fetchStatus: endpoint.fetchStatus,
      parse,
      onView: (next) => seen.push(next.status),
    });
    stream.emit(view('expired', 3));
    expect(stream.closed).toBe(false);
    // The server ends the stream of an expired order: polling takes over, slowly.
    stream.fail();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(endpoint.fetchStatus).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(QUIET_POLL_MS);
    await jest.advanceTimersByTimeAsync(QUIET_POLL_MS);
    expect(seen.at(-1)).toBe('refunded');
    await jest.advanceTimersByTimeAsync(10 * QUIET_POLL_MS);
    expect(endpoint.fetchStatus).toHaveBeenCalledTimes(3);
    stop();
  });

  it('closes the stream once the order is completed, and never polls', async () => {
    const stream = new FakeStream();
    const endpoint = statusEndpoint(view('completed', 6));
    const stop = followOrder({ openStream: () => stream, fetchStatus: endpoint.fetchStatus, parse, onView: jest.fn() });
    stream.emit(view('completed', 6));
    expect(stream.closed).toBe(true);
    stream.fail();
    await jest.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(endpoint.fetchStatus).not.toHaveBeenCalled();
    stop();
  });

  it('ignores malformed events and older versions', () => {
    const stream = new FakeStream();
    const seen: number[] = [];
    const stop = followOrder({
      openStream: () => stream,
      fetchStatus: jest.fn(),
      parse,
      onView: (next) => seen.push(next.version),
    });
    stream.emit(view('issued', 5));
    stream.emit('not json');
    stream.emit(view('paid', 3));
    expect(seen).toEqual([5]);
    stop();
  });

  it('polls from the start without EventSource, and stops when the page leaves', async () => {
    const endpoint = statusEndpoint(view('paid', 3));
    const stop = followOrder({ openStream: undefined, fetchStatus: endpoint.fetchStatus, parse, onView: jest.fn() });
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(endpoint.fetchStatus).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(endpoint.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('keeps polling through a failed request', async () => {
    const fetchStatus = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ etag: '"v6"', view: view('completed', 6) });
    const onView = jest.fn();
    const stop = followOrder({ openStream: undefined, fetchStatus, parse, onView });
    await jest.advanceTimersByTimeAsync(0);
    expect(onView).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(onView).toHaveBeenCalledWith(view('completed', 6));
    stop();
  });
});

describe('settled statuses', () => {
  it('are exactly the order machine’s final states (no event moves them; a delivery’s events and staff item actions move only an item)', () => {
    const itemOnly = (type: string) => type.startsWith('DELIVERY_') || ['ADDON_RETRY', 'ADDON_REFUND'].includes(type);
    const final = ORDER_STATUSES.filter((status) => acceptedEvents(status).every(itemOnly));
    expect([...SETTLED_STATUSES].sort()).toEqual([...final].sort());
    expect(isSettled('expired')).toBe(false);
    expect(isSettled('canceled')).toBe(false);
    expect(isSettled('refunded')).toBe(true);
  });
});
