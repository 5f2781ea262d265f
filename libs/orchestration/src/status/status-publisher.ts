import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { OrderStatus } from '@asiguro/domain';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';

export interface OrderStatusChange {
  orderId: string;
  status: OrderStatus;
  version: number;
  at: string;
}

export function statusChannel(queuePrefix: string): string {
  return `${queuePrefix}:order-status`;
}

/**
 * Publishes every committed transition (Redis pub/sub) so storefront and console see it at once.
 * Best effort by design: a missed message is caught by the cheap status endpoint's polling.
 */
@Injectable()
export class StatusPublisher {
  private readonly logger = new Logger(StatusPublisher.name);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: Env,
  ) {
    this.channel = statusChannel(config.QUEUE_PREFIX);
  }

  async publish(change: OrderStatusChange): Promise<void> {
    try {
      await this.redis.publish(this.channel, JSON.stringify(change));
    } catch (error) {
      this.logger.warn(`status of order ${change.orderId} not published: ${(error as Error).message}`);
    }
  }
}
