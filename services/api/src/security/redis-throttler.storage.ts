import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';

export interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** One limit a request spends: its counter's key, window and allowance, in milliseconds. */
export interface CountedHit {
  key: string;
  ttl: number;
  limit: number;
  blockDuration: number;
  throttlerName: string;
}

// One round trip for every limit a request spends, in order: count the hit, start the window on
// the first one, block past the limit; a blocked limit ends the count, so the limits after it
// are not spent (as when they are counted one at a time and the first refusal answers).
// KEYS: counter and block key per limit; ARGV: window, allowance and block duration per limit.
const COUNT_HITS = `
local counted = {}
for i = 1, #KEYS / 2 do
  local counter, blocked = KEYS[2 * i - 1], KEYS[2 * i]
  local window, allowance, block = ARGV[3 * i - 2], tonumber(ARGV[3 * i - 1]), ARGV[3 * i]
  local hits = redis.call('INCR', counter)
  if hits == 1 then redis.call('PEXPIRE', counter, window) end
  local ttl = redis.call('PTTL', counter)
  local blockTtl = redis.call('PTTL', blocked)
  if blockTtl < 0 and hits > allowance then
    redis.call('SET', blocked, '1', 'PX', block)
    blockTtl = tonumber(block)
  end
  counted[i] = {hits, ttl, blockTtl}
  if blockTtl > 0 then return counted end
end
return counted
`;

/** The script as an ioredis command: sent once, then called by its digest (EVALSHA). */
const COMMAND = 'asiguroCountHits';
type CountingRedis = Redis & { [COMMAND](...keysThenArgs: (string | number)[]): Promise<[number, number, number][]> };

/** How long a request waits for the counters before it is let through uncounted. */
const COUNT_TIMEOUT_MS = 500;

/**
 * Rate-limit counters in Redis, so every API process shares them (an in-memory store would let a
 * client multiply its limit by the number of processes).
 */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly prefix: string;
  private readonly redis: CountingRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: Env) {
    this.prefix = `${config.QUEUE_PREFIX}:throttle`;
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { lua: COUNT_HITS });
    this.redis = redis as CountingRedis;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const [record] = await this.incrementAll([{ key, ttl, limit, blockDuration, throttlerName }]);
    return record;
  }

  /**
   * Spends `hits` in order in one round trip; the answer ends with the first blocked limit (the
   * ones after it are not spent). With Redis away every limit is let through, uncounted.
   */
  async incrementAll(hits: readonly CountedHit[]): Promise<ThrottlerStorageRecord[]> {
    if (hits.length === 0) return [];
    const keys: string[] = [];
    const args: string[] = [];
    for (const hit of hits) {
      const counter = `${this.prefix}:${hit.throttlerName}:${hit.key}`;
      keys.push(counter, `${counter}:blocked`);
      args.push(String(hit.ttl), String(hit.limit), String(hit.blockDuration > 0 ? hit.blockDuration : hit.ttl));
    }
    let answer: [number, number, number][];
    try {
      answer = await Promise.race([
        this.redis[COMMAND](keys.length, ...keys, ...args),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), COUNT_TIMEOUT_MS).unref()),
      ]);
    } catch (error) {
      // Fail open: with Redis away the limits cannot be counted, and refusing every request
      // (health checks included) would turn a Redis hiccup into a full outage.
      this.logger.warn(`rate limits not counted: ${(error as Error).message}`);
      return hits.map(() => ({ totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 }));
    }
    return answer.map(([totalHits, ttlMs, blockMs]) => ({
      totalHits,
      timeToExpire: Math.max(0, Math.ceil(ttlMs / 1000)),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    }));
  }
}
