import { PRODUCT_TYPES, productPath } from '@asiguro/domain';
import type { ReferralPage } from '@asiguro/contracts';
import { DEFAULT_LOCALE, LOCALES } from '@asiguro/i18n';

/**
 * The storefront pages a partner's referral link may open: each language's home and each product
 * page in that language (the catalogue's localized paths, spec §2). A closed list, so a link never
 * points anywhere staff did not choose from.
 */
export const REFERRAL_PAGES: readonly ReferralPage[] = LOCALES.flatMap((locale) => [
  { path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`, locale, product: null },
  ...PRODUCT_TYPES.map((product) => ({ path: productPath(product, locale), locale, product })),
]);

export function isReferralPath(path: string): boolean {
  return REFERRAL_PAGES.some((page) => page.path === path);
}

/**
 * The address a partner puts on its site: the page under the public URL, with the token in the
 * query parameter the storefront takes it from (web/src/features/referral, REFERRAL_PARAM).
 */
export function referralUrl(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?${new URLSearchParams({ referral: token })}`;
}
