import { createHmac, timingSafeEqual } from 'node:crypto';
import { productPath, type ProductType } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';

const DAY_MS = 24 * 3600 * 1000;

function signature(orderId: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`order-link:${orderId}:${expires}`).digest('base64url');
}

/**
 * The token of the link in the order e-mail: whoever holds it may follow that one order (status,
 * documents) without its session. It names no person, only the order id and an expiry.
 */
export function orderLinkToken(orderId: string, secret: string, now = Date.now(), validDays = 400): string {
  const expires = Math.floor((now + validDays * DAY_MS) / 1000);
  return `${expires}.${signature(orderId, expires, secret)}`;
}

export function verifyOrderLinkToken(orderId: string, token: string, secret: string, now = Date.now()): boolean {
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(orderId, expires, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The storefront's order page for an order, with its link token. */
export function orderLink(publicUrl: string, lang: string, orderId: string, secret: string): string {
  const prefix = lang === 'ro' ? '' : `/${lang}`;
  return `${publicUrl}${prefix}/order?order=${orderId}&t=${encodeURIComponent(orderLinkToken(orderId, secret))}`;
}

/**
 * The renewal reminder's link: the product's page in the order's language, which pre-fills a new
 * order from the earlier one (`?from=`, read by the storefront's product page). It carries the
 * earlier order's link token, so it works on a device without the customer's session too.
 */
export function renewalLink(
  publicUrl: string,
  lang: Locale,
  product: ProductType,
  orderId: string,
  secret: string,
): string {
  const token = encodeURIComponent(orderLinkToken(orderId, secret));
  return `${publicUrl}${productPath(product, lang)}?from=${orderId}&t=${token}`;
}
