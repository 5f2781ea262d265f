import type { OrderStatus } from '@asiguro/domain';
import { HEARTBEAT_MS, StatusStreams } from './status-stream.service';

/** The shared clock of open streams: heartbeats and lifetimes without a timer per stream. */
describe('StatusStreams.hold', () => {
  // hold() uses neither Redis nor the configuration.
  const streams = () => new StatusStreams(undefined as never, undefined as never);

  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('pings an open stream every heartbeat and ends it once its lifetime is over, once', () => {
    const clock = streams();
    const stream = { ping: jest.fn(), end: jest.fn() };
    clock.hold(stream, 40_000);

    jest.advanceTimersByTime(HEARTBEAT_MS - 1000);
    expect(stream.ping).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(stream.ping).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(stream.ping).toHaveBeenCalledTimes(2);
    expect(stream.end).not.toHaveBeenCalled();

    jest.advanceTimersByTime(40_000 - 2 * HEARTBEAT_MS);
    expect(stream.end).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5 * HEARTBEAT_MS);
    expect(stream.end).toHaveBeenCalledTimes(1);
    expect(stream.ping).toHaveBeenCalledTimes(2);
  });

  it('keeps each stream to its own deadlines and forgets a stream let go', () => {
    const clock = streams();
    const early = { ping: jest.fn(), end: jest.fn() };
    const late = { ping: jest.fn(), end: jest.fn() };
    const letGoEarly = clock.hold(early, 60_000);
    jest.advanceTimersByTime(5000);
    clock.hold(late, 60_000);

    jest.advanceTimersByTime(HEARTBEAT_MS - 5000);
    expect(early.ping).toHaveBeenCalledTimes(1);
    expect(late.ping).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(late.ping).toHaveBeenCalledTimes(1);

    letGoEarly();
    letGoEarly();
    jest.advanceTimersByTime(60_000);
    expect(early.ping).toHaveBeenCalledTimes(1);
    expect(early.end).not.toHaveBeenCalled();
    expect(late.end).toHaveBeenCalledTimes(1);
    // Nothing held: the clock stops, so an idle process keeps no timer.
    expect(jest.getTimerCount()).toBe(0);
  });
});

/**
 * A stream watches its order before the status is first read: a change published while the read
 * runs is kept and sent once the stream follows, so no second read is needed to close that gap.
 */
describe('StatusStreams.watch', () => {
  // watch() uses neither Redis nor the configuration; the process's subscription delivers here.
  const streams = new StatusStreams(undefined as never, undefined as never);
  const publish = (orderId: string, status: OrderStatus, version: number) =>
    streams['deliver'](JSON.stringify({ orderId, status, version, at: `2026-11-29T10:00:0${version}Z` }));

  it('keeps the newest change from before the stream follows, then hands on each change until cancelled', () => {
    const watch = streams.watch('order-1');
    publish('order-1', 'paid', 3);
    publish('order-1', 'unpaid', 2);
    publish('order-2', 'completed', 9);

    const followed: { status: string; version: number }[] = [];
    watch.follow(({ status, version }) => followed.push({ status, version }));
    expect(followed).toEqual([{ status: 'paid', version: 3 }]);

    publish('order-1', 'issued', 4);
    expect(followed).toEqual([
      { status: 'paid', version: 3 },
      { status: 'issued', version: 4 },
    ]);

    watch.cancel();
    watch.cancel();
    publish('order-1', 'completed', 5);
    expect(followed).toHaveLength(2);
  });

  it('hands nothing to a stream that follows when nothing changed', () => {
    const watch = streams.watch('order-3');
    const listener = jest.fn();
    watch.follow(listener);
    expect(listener).not.toHaveBeenCalled();
    watch.cancel();
  });
});
