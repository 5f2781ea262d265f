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
