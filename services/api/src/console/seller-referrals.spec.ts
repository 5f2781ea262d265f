import { LOCALES } from '@asiguro/i18n';
import { PRODUCT_TYPES, resolveProductPath } from '@asiguro/domain';
import { REFERRAL_LINK_MAX_DAYS, referralLinkBodySchema } from '@asiguro/contracts';
import { REFERRAL_MAX_DAYS } from '../sellers/seller-signatures';
import { isReferralPath, REFERRAL_PAGES, referralUrl } from './seller-referrals';

describe('referral pages', () => {
  it('offers each language’s home and every product page at the catalogue’s localized path', () => {
    expect(REFERRAL_PAGES).toHaveLength(LOCALES.length * (PRODUCT_TYPES.length + 1));
    expect(REFERRAL_PAGES.filter((page) => page.product === null).map((page) => page.path)).toEqual([
      '/',
      '/ru',
      '/en',
    ]);
    expect(REFERRAL_PAGES).toContainEqual({ path: '/en/mtpl', locale: 'en', product: 'rca' });
    expect(REFERRAL_PAGES).toContainEqual({ path: '/ru/osago', locale: 'ru', product: 'rca' });
    for (const page of REFERRAL_PAGES.filter((entry) => entry.product !== null))
      expect(resolveProductPath(page.path)).toEqual({ type: page.product, locale: page.locale, page: 'product' });
  });

  it('refuses any other path: another language’s slug, a terms page, an outside address', () => {
    expect(isReferralPath('/rca')).toBe(true);
    for (const path of ['/en/rca', '/rca/terms', '/ro', '//evil.example', 'https://evil.example/', '/blog', ''])
      expect(isReferralPath(path)).toBe(false);
  });

  it('puts the token where the storefront reads it, under the public URL', () => {
    expect(referralUrl('https://asiguro.md', '/en/mtpl', 'auto-centru.1767225600.a_b-c')).toBe(
      'https://asiguro.md/en/mtpl?referral=auto-centru.1767225600.a_b-c',
    );
    expect(referralUrl('https://asiguro.md', '/', 't')).toBe('https://asiguro.md/?referral=t');
  });

  it('lets staff ask for exactly as many days as a referral token may live', () => {
    expect(REFERRAL_LINK_MAX_DAYS).toBe(REFERRAL_MAX_DAYS);
    expect(referralLinkBodySchema.safeParse({ path: '/', days: REFERRAL_MAX_DAYS }).success).toBe(true);
    expect(referralLinkBodySchema.safeParse({ path: '/', days: REFERRAL_MAX_DAYS + 1 }).success).toBe(false);
    expect(referralLinkBodySchema.safeParse({ path: '/', days: 0 }).success).toBe(false);
  });
});
