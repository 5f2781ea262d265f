import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { RATE_LIMITS } from './rate-limits';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** A named limit applies only where a route asked for it with @RateLimit(name). */
function onlyWhereAsked(name: string) {
  return (context: ExecutionContext) =>
    Reflect.getMetadata(`THROTTLER:LIMIT${name}`, context.getHandler()) === undefined &&
    Reflect.getMetadata(`THROTTLER:LIMIT${name}`, context.getClass()) === undefined;
}

/** Per client: the session when there is one (cookies are per browser), else the address. */
function tracker(req: Record<string, unknown>): string {
  const request = req as unknown as Request;
  return request.session?.id ?? request.ip ?? 'unknown';
}

@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
class ThrottlerStorageModule {}

/** Rate limits for every route (the default) and stricter named ones, counted in Redis. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [RedisThrottlerStorage],
      useFactory: (storage: RedisThrottlerStorage) => ({
        storage,
        getTracker: tracker,
        throttlers: Object.entries(RATE_LIMITS).map(([name, limit]): ThrottlerOptions => ({
          name,
          ...limit,
          skipIf: name === 'default' ? undefined : onlyWhereAsked(name),
        })),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class RateLimitModule {}
