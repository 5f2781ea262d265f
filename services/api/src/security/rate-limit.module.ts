import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { clientAddress } from './client-address';
import { byAddress, RATE_LIMITS, type RateLimitName } from './rate-limits';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** A named limit applies only where a route asked for it with @RateLimit(name). */
function onlyWhereAsked(name: string) {
  return (context: ExecutionContext) =>
    Reflect.getMetadata(`THROTTLER:LIMIT${name}`, context.getHandler()) === undefined &&
    Reflect.getMetadata(`THROTTLER:LIMIT${name}`, context.getClass()) === undefined;
}

/** Per browser: the session (every request has one by now). */
function bySession(req: Record<string, unknown>): string {
  const request = req as unknown as Request;
  return request.session?.id ?? clientAddress(request);
}

const byNetworkAddress = (req: Record<string, unknown>) => clientAddress(req as unknown as Request);

/** The throttlers: the default per session, and each named limit per session and per address. */
export function throttlers(config: Pick<Env, 'RATE_LIMIT_ADDRESS_FACTOR'>): ThrottlerOptions[] {
  const { default: everyRoute, ...named } = RATE_LIMITS;
  return [
    { name: 'default', ...everyRoute, getTracker: bySession },
    ...Object.entries(named).flatMap(([name, limit]): ThrottlerOptions[] => [
      { name, ...limit, getTracker: bySession, skipIf: onlyWhereAsked(name) },
      {
        name: byAddress(name as RateLimitName),
        ttl: limit.ttl,
        limit: limit.limit * config.RATE_LIMIT_ADDRESS_FACTOR,
        getTracker: byNetworkAddress,
        skipIf: onlyWhereAsked(name),
      },
    ]),
  ];
}

@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
class ThrottlerStorageModule {}

/** Rate limits for every route (the default) and stricter named ones, counted in Redis. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [RedisThrottlerStorage, APP_CONFIG],
      useFactory: (storage: RedisThrottlerStorage, config: Env) => ({ storage, throttlers: throttlers(config) }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class RateLimitModule {}
