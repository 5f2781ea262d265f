import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import { RedisThrottlerStorage, type CountedHit } from './redis-throttler.storage';

/** A route's or its controller's override of a throttler's option (`@Throttle`, `@SkipThrottle`). */
const OVERRIDE = {
  skip: 'THROTTLER:SKIP',
  limit: 'THROTTLER:LIMIT',
  ttl: 'THROTTLER:TTL',
  blockDuration: 'THROTTLER:BLOCK_DURATION',
  tracker: 'THROTTLER:TRACKER',
  keyGenerator: 'THROTTLER:KEY_GENERATOR',
} as const;

type Resolvable = number | string | ((context: ExecutionContext) => number | string | Promise<number | string>);

/**
 * @nestjs/throttler's guard, spending all of a request's limits in one Redis round trip instead
 * of one each, one after another (every request spends at least two: the default per session and
 * per network address). The same options, overrides, keys, headers and refusal: a limit that
 * refuses ends the count, as in the guard it extends.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(this.storageService instanceof RedisThrottlerStorage)) return super.canActivate(context);
    if (await this.shouldSkip(context)) return true;
    const { req, res } = this.getRequestResponse(context);
    const spent: (CountedHit & { throttler: ThrottlerOptions; tracker: string })[] = [];
    for (const throttler of this.throttlers) {
      const name = throttler.name ?? 'default';
      const skipIf = throttler.skipIf ?? this.commonOptions.skipIf;
      if (this.override<boolean>(context, OVERRIDE.skip, name) || skipIf?.(context)) continue;
      const ttl = await this.numberOf(
        context,
        this.override(context, OVERRIDE.ttl, name) ?? throttler.ttl,
        'ttl',
        name,
      );
      const limit = await this.numberOf(
        context,
        this.override(context, OVERRIDE.limit, name) ?? throttler.limit,
        'limit',
        name,
      );
      const blockDuration = await this.numberOf(
        context,
        this.override(context, OVERRIDE.blockDuration, name) ?? throttler.blockDuration ?? ttl,
        'blockDuration',
        name,
      );
      const getTracker =
        this.override<ThrottlerOptions['getTracker']>(context, OVERRIDE.tracker, name) ??
        throttler.getTracker ??
        this.commonOptions.getTracker!;
      const generateKey =
        this.override<ThrottlerOptions['generateKey']>(context, OVERRIDE.keyGenerator, name) ??
        throttler.generateKey ??
        this.commonOptions.generateKey!;
      const tracker = await getTracker(req, context);
      const key = generateKey(context, tracker, name);
      spent.push({ key, ttl, limit, blockDuration, throttlerName: name, throttler, tracker });
    }

    const records = await this.storageService.incrementAll(spent);
    for (const [index, record] of records.entries()) {
      const { throttler, throttlerName, limit, ttl, key, tracker } = spent[index];
      const suffix = throttlerName === 'default' ? '' : `-${throttlerName}`;
      const setHeaders = throttler.setHeaders ?? this.commonOptions.setHeaders ?? true;
      if (record.isBlocked) {
        if (setHeaders) this.setResponseHeader(res, `Retry-After${suffix}`, record.timeToBlockExpire);
        await this.throwThrottlingException(context, { limit, ttl, key, tracker, ...record });
      }
      if (setHeaders) {
        this.setResponseHeader(res, `${this.headerPrefix}-Limit${suffix}`, limit);
        this.setResponseHeader(res, `${this.headerPrefix}-Remaining${suffix}`, Math.max(0, limit - record.totalHits));
        this.setResponseHeader(res, `${this.headerPrefix}-Reset${suffix}`, record.timeToExpire);
      }
    }
    return true;
  }

  private override<T>(context: ExecutionContext, option: string, name: string): T | undefined {
    return this.reflector.getAllAndOverride<T | undefined>(option + name, [context.getHandler(), context.getClass()]);
  }

  private async numberOf(context: ExecutionContext, value: unknown, option: string, name: string): Promise<number> {
    const resolved =
      typeof value === 'function' ? await (value as Exclude<Resolvable, number | string>)(context) : value;
    const number = typeof resolved === 'string' && resolved.trim() !== '' ? Number(resolved) : resolved;
    if (typeof number !== 'number' || Number.isNaN(number)) {
      throw new Error(
        `Invalid "${option}" for the "${name}" throttler: expected a number, got ${JSON.stringify(value)}.`,
      );
    }
    return number;
  }
}
