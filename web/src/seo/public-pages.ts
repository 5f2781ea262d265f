import type { ProductType } from '@asiguro/domain';
import { STOREFRONT_PRODUCTS, insurerPageSlugs, termsSlugOf } from '../catalogue/catalogue';
import { ARTICLES, type Page } from '../routing/paths';

/**
 * The pages search engines may index: the same in every language (spec §2). The order, account,
 * sign-in and payment windows are about one visitor, and a policy check about one policy: they
 * are served, but kept out of the index.
 */
export function publicPages(products: readonly ProductType[] = STOREFRONT_PRODUCTS): Page[] {
  const pages: Page[] = [{ name: 'home' }];
  for (const product of products) {
    pages.push({ name: 'product', product });
    for (const insurer of insurerPageSlugs(product)) pages.push({ name: 'product-insurer', product, insurer });
    if (termsSlugOf(product)) pages.push({ name: 'product-terms', product });
  }
  pages.push({ name: 'blog' });
  for (const article of ARTICLES) pages.push({ name: 'article', article });
  pages.push({ name: 'contact' }, { name: 'terms' }, { name: 'privacy' });
  return pages;
}

/** The pages about one visitor or one policy (robots.txt keeps crawlers out of their addresses). */
export const PRIVATE_PAGES: readonly Page[] = [
  { name: 'order' },
  { name: 'my-account' },
  { name: 'auth' },
  { name: 'auth-link' },
  { name: 'payment-complete' },
  { name: 'check', number: '' },
];
const PRIVATE = new Set(PRIVATE_PAGES.map((page) => page.name));

/** Whether search engines may index `page` (a not-found address never). */
export function isIndexable(page: Page | undefined): page is Page {
  return page !== undefined && !PRIVATE.has(page.name);
}
