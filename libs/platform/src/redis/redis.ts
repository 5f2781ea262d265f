import { Redis, RedisOptions } from 'ioredis';

/**
 * One way to open Redis connections. BullMQ needs `maxRetriesPerRequest: null` on connections
 * that block; ordinary commands keep ioredis' default so a Redis outage fails fast.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { lazyConnect: false, enableReadyCheck: true, ...options });
}

export function bullConnectionOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
