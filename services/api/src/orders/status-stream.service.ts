import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { statusChannel, type OrderStatusChange } from '@asiguro/orchestration';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';
import { Gauge } from 'prom-client';

type Listener = (change: OrderStatusChange) => void;

const openStreams = new Gauge({ name: 'status_streams_open', help: 'Open server-sent-event status streams' });

/**
 * One Redis subscription per API process, fanned out to every open status stream by order id,
 * so thousands of customers waiting for their policy cost one connection, not thousands.
 */
@Injectable()
export class StatusStreams implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StatusStreams.name);
  private readonly listeners = new Map<string, Set<Listener>>();
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
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /**
   * Calls `listener` with every change of the order until the returned function is called. That
   * function may be called more than once (a stream closes on both the request's 'close' and the
   * response's 'finish'): only the first call counts.
   */
  subscribe(orderId: string, listener: Listener): () => void {
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
