import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { clientAddress } from './client-address';
import { addressLimitOf, byAddress, RATE_LIMITS, type RateLimitName } from './rate-limits';
import { RateLimitCounter } from './rate-limit-counter';
import { RateLimitGuard } from './rate-limit.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** A named limit applies only where a route asked for it with @RateLimit(name). */
function onlyWhereAsked(name: string) {
  return (context: ExecutionContext) =>
    Reflect.getMetadata(`THROTTLER:LIMIT${name}`, context.getHandler()) === undefined &&
    Reflect.getMetadata(`THROTTLER:LIMIT${name}`, context.getClass()) === undefined;
}

/** What the limits read of a request: Express's, or the one a status stream ahead of Express makes. */
type Counted = Pick<Request, 'ip' | 'session'>;

/** Per browser: the session (every request has one by now). */
function bySession(req: Record<string, unknown>): string {
  const request = req as unknown as Counted;
  return request.session?.id ?? clientAddress(request);
}

const byNetworkAddress = (req: Record<string, unknown>) => clientAddress(req as unknown as Counted);

/**
 * The throttlers: the default on every route and each named limit where a route asks for it, each
 * per session and per network address (so a client that drops its cookies is limited too).
 */
export function throttlers(config: Pick<Env, 'RATE_LIMIT_ADDRESS_FACTOR'>): ThrottlerOptions[] {
  const { default: everyRoute, ...named } = RATE_LIMITS;
  return [
    { name: 'default', ttl: everyRoute.ttl, limit: everyRoute.limit, getTracker: bySession },
    {
      name: byAddress('default'),
      ttl: everyRoute.ttl,
      limit: addressLimitOf('default', config.RATE_LIMIT_ADDRESS_FACTOR),
      getTracker: byNetworkAddress,
    },
    ...Object.entries(named).flatMap(([name, limit]): ThrottlerOptions[] => [
      { name, ttl: limit.ttl, limit: limit.limit, getTracker: bySession, skipIf: onlyWhereAsked(name) },
      {
        name: byAddress(name as RateLimitName),
        ttl: limit.ttl,
        limit: addressLimitOf(name as RateLimitName, config.RATE_LIMIT_ADDRESS_FACTOR),
        getTracker: byNetworkAddress,
        skipIf: onlyWhereAsked(name),
      },
    ]),
  ];
}

@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
class ThrottlerStorageModule {}

/**
 * Rate limits for every route (the default) and stricter named ones, counted in Redis; and the
 * counter that spends a limit where a route cannot name it (draft creation inside a route that
 * also saves drafts). Global: any feature may count its abusable actions.
 */
@Global()
@Module({
  imports: [
    ThrottlerStorageModule,
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [RedisThrottlerStorage, APP_CONFIG],
      useFactory: (storage: RedisThrottlerStorage, config: Env) => ({ storage, throttlers: throttlers(config) }),
    }),
  ],
  // One guard for every route, and the same one for the status streams served ahead of Express
  // (which ask for it as ThrottlerGuard).
  providers: [
    { provide: ThrottlerGuard, useClass: RateLimitGuard },
    { provide: APP_GUARD, useExisting: ThrottlerGuard },
    RateLimitCounter,
  ],
  exports: [RateLimitCounter, ThrottlerGuard],
})
export class RateLimitModule {}
