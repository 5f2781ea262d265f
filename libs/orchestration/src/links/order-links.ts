import { createHmac, timingSafeEqual } from 'node:crypto';
import { productPath, type ProductType } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The generation is the order's `link_generation`: revoking the order's links raises it, and
 * every token signed for an earlier generation stops working. Generation 0 signs as tokens did
 * before links could be revoked, so links already mailed keep working until revoked.
 */
function signature(orderId: string, expires: number, secret: string, generation: number): string {
  const subject = generation === 0 ? `${orderId}:${expires}` : `${orderId}:${expires}:${generation}`;
  return createHmac('sha256', secret).update(`order-link:${subject}`).digest('base64url');
}

/**
 * The token of the link in the order e-mail: whoever holds it may follow that one order (status,
 * documents, a renewal) without its session, until it expires or the order's links are revoked
 * (a new `generation`). It names no person, only the order id and an expiry.
 */
export function orderLinkToken(
  orderId: string,
  secret: string,
  now = Date.now(),
  validDays = 400,
  generation = 0,
): string {
  const expires = Math.floor((now + validDays * DAY_MS) / 1000);
  return `${expires}.${signature(orderId, expires, secret, generation)}`;
}

/** Whether a token opens the order: signed by us for its current link generation, not expired. */
export function verifyOrderLinkToken(
  orderId: string,
  token: string,
  secret: string,
  generation = 0,
  now = Date.now(),
): boolean {
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(orderId, expires, secret, generation));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What a link is made for: an order and its current link generation. */
export interface LinkedOrder {
  id: string;
  linkGeneration: number;
}

/** The storefront's order page for an order, with its link token. */
export function orderLink(publicUrl: string, lang: string, order: LinkedOrder, secret: string): string {
  const prefix = lang === 'ro' ? '' : `/${lang}`;
  const token = orderLinkToken(order.id, secret, Date.now(), undefined, order.linkGeneration);
  return `${publicUrl}${prefix}/order?order=${order.id}&t=${encodeURIComponent(token)}`;
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
  order: LinkedOrder,
  secret: string,
): string {
  const token = encodeURIComponent(orderLinkToken(order.id, secret, Date.now(), undefined, order.linkGeneration));
  return `${publicUrl}${productPath(product, lang)}?from=${order.id}&t=${token}`;
}
