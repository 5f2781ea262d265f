import type { Locale } from '@asiguro/i18n';
import { findIssuer } from '@asiguro/domain';
import { productName } from '../catalogue/catalogue';
import { fill } from '../i18n/format';
import type { StorefrontTexts } from '../i18n/texts';
import { pathFor, type Page } from '../routing/paths';

/** A schema.org object as JSON-LD (https://schema.org). */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** How to reach the company (config/company.ts: the build's support phone and e-mail, its profiles). */
export interface CompanyContacts {
  phone: string;
  email: string;
  profiles: readonly { href: string }[];
}

/** The company: name, address, contacts and social profiles (the home page). */
export function organization(origin: string, locale: Locale, texts: StorefrontTexts, company: CompanyContacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: texts.meta.brand,
    url: origin + pathFor(locale, { name: 'home' }),
    logo: `${origin}/favicon.svg`,
    description: texts.meta.description,
    email: company.email,
    telephone: company.phone,
    address: { '@type': 'PostalAddress', streetAddress: texts.contact.address, addressCountry: 'MD' },
    sameAs: company.profiles.map((profile) => profile.href),
  };
}

/** Frequently asked questions (the blog's, or a product page's own), each with its answer. */
export function faqPage(items: readonly { q: string; a: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/** The trail from the home page to `page`: each step's name and address. */
function trail(locale: Locale, page: Page, texts: StorefrontTexts): { name: string; page: Page }[] {
  const home = { name: texts.meta.home, page: { name: 'home' } as Page };
  switch (page.name) {
    case 'product':
      return [home, { name: productName(page.product)[locale], page }];
    case 'product-insurer':
    case 'product-terms': {
      const product = {
        name: productName(page.product)[locale],
        page: { name: 'product', product: page.product } as Page,
      };
      const last =
        page.name === 'product-terms'
          ? fill(texts.product.termsTitle, { product: product.name })
          : (findIssuer(page.insurer)?.name ?? page.insurer);
      return [home, product, { name: last, page }];
    }
    case 'blog':
      return [home, { name: texts.blog.title, page }];
    case 'article':
      return [
        home,
        { name: texts.blog.title, page: { name: 'blog' } },
        { name: texts.blog.articles[page.article].title, page },
      ];
    case 'contact':
      return [home, { name: texts.contact.title, page }];
    case 'terms':
      return [home, { name: texts.terms.title, page }];
    case 'privacy':
      return [home, { name: texts.privacy.title, page }];
    default:
      return [home];
  }
}

/** BreadcrumbList of `page`: where it sits under the home page. */
export function breadcrumbsOf(origin: string, locale: Locale, page: Page, texts: StorefrontTexts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail(locale, page, texts).map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: origin + pathFor(locale, step.page),
    })),
  };
}
