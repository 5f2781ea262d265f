import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * The client's network address as Express gives it under the app's `trust proxy` setting
 * (TRUST_PROXY): X-Forwarded-For is believed only from the proxies we run. An IPv6 client is its
 * /64, which one customer's router hands out whole.
 */
export function clientAddress(req: Request): string {
  return req.ip ? normalizeIp(req.ip, 64) : 'unknown';
}
