import { normalizeIp } from '@nestjs/throttler';

/**
 * The client's network address as Express gives it under the app's `trust proxy` setting
 * (TRUST_PROXY): X-Forwarded-For is believed only from the proxies we run. An IPv6 client is its
 * /64, which one customer's router hands out whole. (The status streams served ahead of Express
 * compute `ip` with Express's own function: OrderStatusFastPath.)
 */
export function clientAddress(req: { ip?: string }): string {
  return req.ip ? normalizeIp(req.ip, 64) : 'unknown';
}
