import { Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request } from 'express';
import { clientAddress } from '../../security/client-address';
import { RedisThrottlerStorage } from '../../security/redis-throttler.storage';

/** Link requests per network address and window, whatever cookies the client sends or drops. */
export const LINK_REQUESTS_PER_ADDRESS = { limit: 50, windowMs: 10 * 60_000 } as const;

/**
 * How many sign-in e-mails one network address may make us send: nobody can make us mail many
 * addresses. Generous, since many customers share one address behind their mobile operator's
 * NAT. Spent by the handler once the request is known to be valid, so malformed requests (which
 * send nothing) do not use up a shared address's budget.
 */
@Injectable()
export class EmailLinkAddressLimit {
  constructor(private readonly counters: RedisThrottlerStorage) {}

  /** Counts one link request of the caller's address; 429 past the limit. */
  async spend(req: Request): Promise<void> {
    const { limit, windowMs } = LINK_REQUESTS_PER_ADDRESS;
    const record = await this.counters.increment(clientAddress(req), windowMs, limit, windowMs, 'emailLinkByAddress');
    if (record.isBlocked) throw new ThrottlerException();
  }
}
