import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { OrderStatusView } from '@asiguro/contracts';
import { DomainError, FINAL_STATUSES, type OrderStatus } from '@asiguro/domain';
import { statusChannel, type OrderStatusChange } from '@asiguro/orchestration';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';
import { Gauge } from 'prom-client';

type Listener = (change: OrderStatusChange) => void;

const openStreams = new Gauge({ name: 'status_streams_open', help: 'Open server-sent-event status streams' });

/**
 * Takes a place for a stream in both of its holders' sets (the session's, the network address's)
 * if neither is full, atomically. Places are scored by when they lapse, so a place a crashed
 * process never gave back is freed once the longest stream would have ended.
 * KEYS: session set, address set. ARGV: now, lapse, stream id, session cap, address cap, ttl ms.
 * Answers 0 (taken), 1 (the session is full) or 2 (the address is full).
 */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 0
`;

/** A stream's place among the open ones; give it back when the stream ends. */
export interface StreamPlace {
  release(): void;
}

/** An open stream as the shared clock sees it: a comment keeps it open, the end of its lifetime closes it. */
export interface HeldStream {
  ping(): void;
  end(): void;
}

/** When a browser whose stream ended should reconnect (EventSource's `retry`); the storefront also polls. */
const RECONNECT_MS = 5_000;

/** What a status stream starts from, once the request was let through. */
export interface StreamOpening {
  /** The order's status as the access check read it. */
  view: OrderStatusView;
  place: StreamPlace;
  /** The order's changes, watched since before `view` was read (watch). */
  watch: StatusWatch;
  /** Names the stream in its one log line (the route has no request logger: STATUS_STREAM_ROUTE). */
  requestId: string;
}

/**
 * Node keeps a response's header block (`_header`) as long as the response lives, built by
 * appending one header line after another: a rope of about a hundred pieces, 3 KiB per stream.
 * Reading one of its characters makes V8 flatten it in place into one string of ~1 KiB.
 */
function flattenHeaderBlock(res: ServerResponse): void {
  const block = (res as unknown as { _header?: unknown })._header;
  if (typeof block === 'string') block.charCodeAt(0);
}

/**
 * An order's changes from the moment it is watched: kept (the newest) until its stream follows
 * them, then handed on as they come. Watched before the status is first read, so every change is
 * either in that read or arrives here: a commit after the read's snapshot is published after it,
 * when the watch already listens. One read per stream, not a second one after subscribing.
 */
export interface StatusWatch {
  /** From now on every change goes to `listener`, the newest one kept so far first. */
  follow(listener: Listener): void;
  /** Stops watching; may be called more than once. */
  cancel(): void;
}

const isFinal = (status: string) => FINAL_STATUSES.includes(status as OrderStatus);

/** How often an idle stream gets a comment (": ping"), so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 15_000;
/** The shared clock's tick: a stream ends at most this late after its lifetime. */
const CLOCK_MS = 1000;

interface Deadlines {
  pingAt: number;
  endsAt: number;
}

/**
 * One Redis subscription per API process, fanned out to every open status stream by order id,
 * so thousands of customers waiting for their policy cost one connection, not thousands.
 */
@Injectable()
export class StatusStreams implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StatusStreams.name);
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Every open stream with its next heartbeat and its end: one timer for all, not two per stream. */
  private readonly held = new Map<HeldStream, Deadlines>();
  private clock?: NodeJS.Timeout;
  private subscriber?: Redis;
  private stopped = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onModuleInit(): void {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', (error) => this.logger.warn(`status subscription: ${error.message}`));
    this.subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    this.subscribeChannel();
  }

  /**
   * Not awaited: the API starts (and reports not ready) while Redis is down; ioredis resubscribes
   * after a reconnect, and a subscription refused while offline is asked again.
   */
  private subscribeChannel(): void {
    if (this.stopped) return;
    this.subscriber?.subscribe(statusChannel(this.config.QUEUE_PREFIX)).catch(() => {
      setTimeout(() => this.subscribeChannel(), 2000).unref();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.clock);
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /**
   * A place for one more stream of this session and network address, or the holder that is full
   * (STATUS_STREAMS_PER_SESSION, STATUS_STREAMS_PER_ADDRESS), counted across API processes. With
   * Redis away no stream gets updates anyway; the place is given, and the lifetime still ends it.
   */
  private async reserve(sessionId: string, address: string): Promise<StreamPlace | 'session-full' | 'address-full'> {
    const prefix = `${this.config.QUEUE_PREFIX}:streams`;
    const keys = [`${prefix}:session:${sessionId}`, `${prefix}:address:${address}`];
    const id = randomBytes(9).toString('base64url');
    const lifetimeMs = this.config.STATUS_STREAM_MAX_SECONDS * 1000;
    const now = Date.now();
    let answer: number;
    try {
      answer = (await this.redis.eval(
        RESERVE,
        2,
        ...keys,
        String(now),
        // Lapses a little after the stream's own end, so a live stream never loses its place.
        String(now + lifetimeMs + 60_000),
        id,
        String(this.config.STATUS_STREAMS_PER_SESSION),
        String(this.config.STATUS_STREAMS_PER_ADDRESS),
        String(lifetimeMs + 120_000),
      )) as number;
    } catch (error) {
      this.logger.warn(`stream places not counted: ${(error as Error).message}`);
      return { release: () => undefined };
    }
    if (answer === 1) return 'session-full';
    if (answer === 2) return 'address-full';
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        void Promise.all(keys.map((key) => this.redis.zrem(key, id))).catch((error: Error) =>
          this.logger.warn(`stream place not given back (it lapses): ${error.message}`),
        );
      },
    };
  }

  /** A place for one more stream (reserve), or the rate-limited refusal the customer gets. */
  async reserveOrRefuse(sessionId: string, address: string): Promise<StreamPlace> {
    const place = await this.reserve(sessionId, address);
    if (place === 'session-full' || place === 'address-full') {
      throw new DomainError('rate-limited', { retryAfterSeconds: RECONNECT_MS / 1000, reason: place });
    }
    return place;
  }

  /**
   * Answers with the stream: the current status at once, then every change, until the order is
   * final or the stream's lifetime (STATUS_STREAM_MAX_SECONDS) is over. Whatever the closures here
   * hold lives as long as the stream, ten thousand at once: keep them few and small.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    { view, place, watch, requestId }: StreamOpening,
    headers: OutgoingHttpHeaders = {},
  ) {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    flattenHeaderBlock(res);
    let lastVersion = view.version;
    const send = (data: object, version: number) =>
      res.write(`event: status\nid: ${version}\ndata: ${JSON.stringify(data)}\n\n`);
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    send(view, view.version);
    if (isFinal(view.status)) {
      watch.cancel();
      place.release();
      res.end();
      return;
    }
    // No stream lives for ever (a draft may never reach a final status): the browser comes back.
    const letGo = this.hold(
      { ping: () => res.write(': ping\n\n'), end: () => res.end() },
      this.config.STATUS_STREAM_MAX_SECONDS * 1000,
    );
    watch.follow((change) => {
      if (change.version <= lastVersion) return;
      lastVersion = change.version;
      send({ ...view, status: change.status, version: change.version, updatedAt: change.at }, change.version);
      if (isFinal(change.status)) res.end();
    });
    const openedAt = Date.now();
    // Runs on the request's 'close' and again on the response's 'finish': only the first counts.
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      letGo();
      watch.cancel();
      place.release();
      this.logger.log(`status stream ${requestId} closed after ${Date.now() - openedAt} ms`);
    };
    req.on('close', close);
    res.on('finish', close);
    // The customer may have left while the request was being checked: its 'close' has been.
    if (res.destroyed) close();
  }

  /** Starts watching an order's changes (StatusWatch): before its status is read for a stream. */
  watch(orderId: string): StatusWatch {
    let newest: OrderStatusChange | undefined;
    let follower: Listener | undefined;
    const cancel = this.subscribe(orderId, (change) => {
      if (follower) follower(change);
      else if (!newest || change.version > newest.version) newest = change;
    });
    return {
      follow: (listener) => {
        follower = listener;
        if (newest) listener(newest);
        newest = undefined;
      },
      cancel,
    };
  }

  /**
   * Calls `listener` with every change of the order until the returned function is called. That
   * function may be called more than once (a stream closes on both the request's 'close' and the
   * response's 'finish'): only the first call counts.
   */
  private subscribe(orderId: string, listener: Listener): () => void {
    let set = this.listeners.get(orderId);
    if (!set) this.listeners.set(orderId, (set = new Set()));
    set.add(listener);
    openStreams.inc();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orderId);
      openStreams.dec();
    };
  }

  /**
   * Keeps `stream` open with a heartbeat every HEARTBEAT_MS and ends it once `lifetimeMs` is over,
   * until the returned function is called (which may be called more than once).
   */
  hold(stream: HeldStream, lifetimeMs: number): () => void {
    const now = Date.now();
    this.held.set(stream, { pingAt: now + HEARTBEAT_MS, endsAt: now + lifetimeMs });
    this.clock ??= setInterval(() => this.tick(), CLOCK_MS).unref();
    return () => this.letGo(stream);
  }

  private letGo(stream: HeldStream): void {
    this.held.delete(stream);
    if (this.held.size === 0) {
      clearInterval(this.clock);
      this.clock = undefined;
    }
  }

  private tick(): void {
    const now = Date.now();
    for (const [stream, deadlines] of this.held) {
      if (now >= deadlines.endsAt) {
        this.letGo(stream);
        stream.end();
      } else if (now >= deadlines.pingAt) {
        deadlines.pingAt = now + HEARTBEAT_MS;
        stream.ping();
      }
    }
  }

  private deliver(message: string): void {
    let change: OrderStatusChange;
    try {
      change = JSON.parse(message) as OrderStatusChange;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(change.orderId) ?? []) listener(change);
  }
}
