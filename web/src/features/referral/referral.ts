import { ApiError } from '../../api/http';

/*
 * A partner seller's referral (a car dealer's or a bank's site sending its customer here): the
 * link carries a token the seller signed, `/rca?referral=<token>`, and the order this visit
 * creates carries it to the API, which alone decides whether it is genuine (the only way an order
 * gets a seller, and with it the seller's payment methods and perks).
 *
 * The token is kept in the tab (sessionStorage): it survives the steps and reloads of the visit
 * the partner's link opened, but not a later visit or another tab, so a shared computer does not
 * credit the partner with someone else's order. Once stored it leaves the address bar, so a
 * customer who shares the page's address does not share the partner's referral. It is never
 * logged, nor sent to analytics (page views carry the path only).
 */

export { REFERRAL_PARAM, heldReferral, tabStorage, takeReferral } from './referral-token';
import { REFERRAL_KEY, heldReferral } from './referral-token';

function dropReferral(storage: Storage | undefined): void {
  try {
    storage?.removeItem(REFERRAL_KEY);
  } catch {
    // Nothing held.
  }
}

/** True when the API refused the order because of its referral (forged, expired, another seller's). */
function refusedReferral(error: unknown): boolean {
  return error instanceof ApiError && error.issues.some((issue) => issue.path === 'referral');
}

/**
 * Creates an order with the referral the tab holds. One the API refuses is dropped and the order
 * created without it: the customer buys from the marketplace, without a word about it (a forged
 * link is the partner's problem, not the customer's).
 */
export async function withReferral<T>(
  create: (referral: string | undefined) => Promise<T>,
  storage: Storage | undefined,
): Promise<T> {
  const referral = heldReferral(storage);
  if (!referral) return create(undefined);
  try {
    return await create(referral);
  } catch (error) {
    if (!refusedReferral(error)) throw error;
    dropReferral(storage);
    return create(undefined);
  }
}
