import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_SELLER_ID, SELLERS, type Seller } from '@asiguro/domain';

/*
 * What a partner seller vouches for, signed with its own key, since anything a browser sends
 * about a seller is otherwise the customer's say-so (a seller's IDNO is public):
 * - a referral: "this visitor comes from us" (the seller's site links to the storefront with a
 *   short-lived token), the only way an order is attributed to a seller;
 * - a purchase proof: "this customer bought from us", the code on the seller's receipt that
 *   activates the perks that come with a purchase.
 * Each seller's key is derived from SESSION_SECRET and handed to the seller by staff; rotating
 * the secret rotates every seller's key.
 */

const DAY_S = 24 * 3600;
/** A referral link works at most this long: a leaked one stops working soon. */
export const REFERRAL_MAX_DAYS = 30;

const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A partner seller (never the marketplace itself), by id. */
function partner(id: string): Seller | undefined {
  return SELLERS.find((seller) => seller.id === id && seller.id !== DEFAULT_SELLER_ID);
}

/** The key staff hand to a seller, with which it signs its referrals and purchase proofs. */
export function sellerKey(sellerId: string, secret: string): string {
  return mac(secret, `seller-key:${sellerId}`);
}

/** A referral token, as the seller's site makes it: `<seller>.<expiry, unix seconds>.<signature>`. */
export function referralToken(sellerId: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${sellerId}.${expires}.${mac(key, `referral:${sellerId}:${expires}`)}`;
}

/** The seller a referral token attributes to, or null when it is forged, expired or too long-lived. */
export function referredSeller(token: string, secret: string, now = new Date()): Seller | null {
  const [sellerId, expiresText, signature, extra] = token.split('.');
  const seller = partner(sellerId ?? '');
  const expires = Number(expiresText);
  const nowS = now.getTime() / 1000;
  if (!seller || !signature || extra !== undefined || !/^\d{1,12}$/.test(expiresText ?? '')) return null;
  if (expires < nowS || expires > nowS + REFERRAL_MAX_DAYS * DAY_S) return null;
  return same(signature, mac(sellerKey(seller.id, secret), `referral:${seller.id}:${expires}`)) ? seller : null;
}

/** A purchase proof, as the seller's receipt prints it: `<its own transaction id>.<signature>`. */
export function purchaseProof(sellerId: string, key: string, purchaseId: string): string {
  return `${purchaseId}.${mac(key, `purchase:${sellerId}:${purchaseId}`)}`;
}

/** Whether a purchase proof was signed by this seller. */
export function isPurchaseProof(seller: Seller, proof: string, secret: string): boolean {
  const dot = proof.lastIndexOf('.');
  if (dot <= 0 || seller.id === DEFAULT_SELLER_ID) return false;
  const purchaseId = proof.slice(0, dot);
  return same(proof.slice(dot + 1), mac(sellerKey(seller.id, secret), `purchase:${seller.id}:${purchaseId}`));
}
