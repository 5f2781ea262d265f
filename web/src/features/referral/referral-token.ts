/*
 * A partner's referral token taken off the page's address and kept in the tab (see referral.ts):
 * apart, so the boot script can take it before the app loads.
 */

/** The query parameter of a partner's link that carries its referral token. */
export const REFERRAL_PARAM = 'referral';

/** Where the tab keeps the token. */
export const REFERRAL_KEY = 'asiguro.referral';
/** As long as the API accepts one (orders.contract `referral`). */
const MAX_LENGTH = 200;

/** The tab's storage, or undefined where the browser refuses it (then referrals are not kept). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Takes a partner's referral out of a page address: keeps the token in `storage` and answers the
 * address without it (for `history.replaceState`), or undefined when the address has none.
 */
export function takeReferral(href: string, storage: Storage | undefined): string | undefined {
  const url = new URL(href);
  if (!url.searchParams.has(REFERRAL_PARAM)) return undefined;
  const token = url.searchParams.get(REFERRAL_PARAM) ?? '';
  // A newer partner's link replaces an older one; a malformed one changes nothing.
  if (token.length > 0 && token.length <= MAX_LENGTH) {
    try {
      storage?.setItem(REFERRAL_KEY, token);
    } catch {
      // Storage full: the order is simply the marketplace's.
    }
  }
  url.searchParams.delete(REFERRAL_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The referral this tab holds, if any. */
export function heldReferral(storage: Storage | undefined): string | undefined {
  try {
    return storage?.getItem(REFERRAL_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
