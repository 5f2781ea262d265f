import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

// One round trip: count the hit, start the window on the first one, and block past the limit.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockTtl = tonumber(ARGV[3])
end
return {hits, ttl, blockTtl}
`;

/**
 * Rate-limit counters in Redis, so every API process shares them (an in-memory store would let a
 * client multiply its limit by the number of processes).
 */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: Env,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:throttle`;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const counter = `${this.prefix}:${throttlerName}:${key}`;
    let answer: [number, number, number];
    try {
      answer = (await Promise.race([
        this.redis.eval(
          INCREMENT,
          2,
          counter,
          `${counter}:blocked`,
          String(ttl),
          String(limit),
          String(blockDuration > 0 ? blockDuration : ttl),
        ),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 500).unref()),
      ])) as [number, number, number];
    } catch (error) {
      // Fail open: with Redis away the limits cannot be counted, and refusing every request
      // (health checks included) would turn a Redis hiccup into a full outage.
      this.logger.warn(`rate limits not counted: ${(error as Error).message}`);
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
    const [hits, ttlMs, blockMs] = answer;
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(ttlMs / 1000)),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }
}
