import { Redis, RedisOptions } from 'ioredis';

/**
 * One way to open Redis connections. BullMQ needs `maxRetriesPerRequest: null` on connections
 * that block; ordinary commands keep ioredis' default so a Redis outage fails fast.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableReadyCheck: true,
    // The commands a process issues in one tick, and those issued while a batch is on its way, go
    // out as one write: concurrent requests' rate limits, sessions and status pushes would
    // otherwise each be a system call on both sides (over loopback, the costliest part of a
    // command). Order per connection is kept; a batch's replies come back to their own callers.
    enableAutoPipelining: true,
    ...options,
  });
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
