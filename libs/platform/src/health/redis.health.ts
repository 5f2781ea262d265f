import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';

@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly health: HealthIndicatorService,
  ) {}

  async isReachable(key = 'redis', timeoutMs = 1000) {
    const indicator = this.health.check(key);
    try {
      const answer = await Promise.race([
        this.redis.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return answer === 'PONG' ? indicator.up() : indicator.down({ message: `unexpected answer ${answer}` });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
