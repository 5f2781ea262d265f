import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request } from 'express';
import { RedisThrottlerStorage } from '../../security/redis-throttler.storage';

/** Link requests per network address and window, whatever cookies the client sends or drops. */
export const LINK_REQUESTS_PER_ADDRESS = { limit: 50, windowMs: 10 * 60_000 } as const;

/**
 * The per-client sign-in limit counts per session cookie, which a script can simply drop; this
 * one counts per network address, so nobody can make us mail many addresses. Generous, since
 * many customers share one address behind their mobile operator's NAT.
 */
@Injectable()
export class EmailLinkAddressLimit implements CanActivate {
  constructor(private readonly counters: RedisThrottlerStorage) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const address = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    const { limit, windowMs } = LINK_REQUESTS_PER_ADDRESS;
    const record = await this.counters.increment(address, windowMs, limit, windowMs, 'emailLinkByAddress');
    if (record.isBlocked) throw new ThrottlerException();
    return true;
  }
}
