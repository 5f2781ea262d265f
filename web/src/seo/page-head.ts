import { DEFAULT_LOCALE, LOCALES, type Locale } from '@asiguro/i18n';
import { findIssuer, isVignette } from '@asiguro/domain';
import { productName, productSubtitle } from '../catalogue/catalogue';
import { fill } from '../i18n/format';
import { productLineInfo } from '../i18n/load-texts';
import type { StorefrontTexts } from '../i18n/texts';
import { pathFor, type Page } from '../routing/paths';
import { isIndexable } from './public-pages';
import { breadcrumbsOf, faqPage, organization, type CompanyContacts, type JsonLd } from './structured-data';

/** What a page tells search engines and link previews, before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page in this language (indexable pages only). */
  canonical?: string;
  /** The same page in every language, plus x-default (indexable pages only). */
  alternates: { hrefLang: string; href: string }[];
  indexable: boolean;
  type: 'website' | 'article';
  jsonLd: JsonLd[];
}

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = { ro: 'ro_MD', ru: 'ru_MD', en: 'en_US' };

/** The link preview's picture (web/public), 1200 × 630 as Open Graph recommends. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

function titled(texts: StorefrontTexts, title: string): string {
  return `${title} — ${texts.meta.titleSuffix}`;
}

/** Title and description of `page` (undefined: an address that is no page). */
function describe(page: Page | undefined, locale: Locale, texts: StorefrontTexts): [string, string] {
  if (!page) return [titled(texts, texts.notFound.title), texts.notFound.text];
  switch (page.name) {
    case 'home':
      return [texts.meta.homeTitle, texts.meta.description];
    case 'product': {
      const name = productName(page.product)[locale];
      const subtitle = productSubtitle(page.product)[locale];
      // A vignette is a certificate at the official tariff, not insurers' offers of a policy.
      const description = isVignette(page.product)
        ? texts.meta.productDescriptionVignette
        : texts.meta.productDescription;
      return [titled(texts, name), fill(description, { product: name, subtitle })];
    }
    case 'product-insurer': {
      const product = productName(page.product)[locale];
      const insurer = findIssuer(page.insurer)?.name ?? page.insurer;
      return [
        titled(texts, fill(texts.product.insurerTitle, { product, insurer })),
        fill(texts.product.insurerLead, { product, insurer }),
      ];
    }
    case 'product-terms':
      return [
        titled(texts, fill(texts.product.termsTitle, { product: productName(page.product)[locale] })),
        texts.product.termsLead,
      ];
    case 'blog':
      return [titled(texts, texts.blog.title), texts.blog.lead];
    case 'article': {
      const article = texts.blog.articles[page.article];
      return [titled(texts, article.title), article.summary];
    }
    case 'contact':
      return [titled(texts, texts.contact.title), texts.contact.lead];
    case 'terms':
      return [titled(texts, texts.terms.title), texts.meta.termsDescription];
    case 'privacy':
      return [titled(texts, texts.privacy.title), texts.meta.privacyDescription];
    case 'check':
      return [titled(texts, texts.check.title), texts.check.lead];
    case 'auth':
      return [titled(texts, texts.auth.title), texts.auth.lead];
    case 'auth-link':
      return [titled(texts, texts.auth.link.title), texts.auth.lead];
    case 'my-account':
      return [titled(texts, texts.account.title), texts.meta.description];
    case 'order':
      return [titled(texts, texts.issuing.lookupTitle), texts.meta.description];
    case 'payment-complete':
      return [titled(texts, texts.mobileWindow.ok), texts.mobileWindow.close];
  }
}

/**
 * The head of `page` in `locale`: title, description, canonical address and its other languages
 * (hreflang), and structured data where it fits (the company on the home page, the questions on
 * the blog's FAQ, the breadcrumbs of every other public page). `origin` is the public address.
 */
export function pageHead(
  origin: string,
  locale: Locale,
  page: Page | undefined,
  texts: StorefrontTexts,
  company: CompanyContacts,
): PageHead {
  const [title, description] = describe(page, locale, texts);
  const indexable = isIndexable(page);
  const head: PageHead = {
    title,
    description,
    alternates: [],
    indexable,
    type: page?.name === 'article' ? 'article' : 'website',
    jsonLd: [],
  };
  if (!indexable) return head;
  const url = (target: Locale) => origin + pathFor(target, page);
  head.canonical = url(locale);
  head.alternates = [
    ...LOCALES.map((target) => ({ hrefLang: target, href: url(target) })),
    { hrefLang: 'x-default', href: url(DEFAULT_LOCALE) },
  ];
  if (page.name === 'home') head.jsonLd.push(organization(origin, locale, texts, company));
  else head.jsonLd.push(breadcrumbsOf(origin, locale, page, texts));
  if (page.name === 'blog') head.jsonLd.push(faqPage(texts.faq.items));
  // A product's page shows its own questions (ProductInfo): the same ones, as structured data.
  if (page.name === 'product' || page.name === 'product-insurer') {
    head.jsonLd.push(faqPage(productLineInfo(texts, page.product).faq));
  }
  return head;
}

type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };
type HeadLink = { rel: string; href: string; hrefLang?: string };
type HeadScript = { type: string; children: string };

/** JSON inside a <script> element: "<" escaped, so no text can close the element early. */
function scriptJson(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page head as TanStack Router's `head` option writes it (rendered by <HeadContent />). */
export function headTags(
  origin: string,
  locale: Locale,
  head: PageHead,
): { meta: HeadMeta[]; links: HeadLink[]; scripts: HeadScript[] } {
  const meta: HeadMeta[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { property: 'og:site_name', content: 'Asiguro' },
    { property: 'og:type', content: head.type },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    // One og:locale: the router's head keeps one tag per property, so the other languages are
    // told by the hreflang links.
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:image', content: origin + SHARE_IMAGE.path },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: origin + SHARE_IMAGE.path },
  ];
  if (head.canonical) meta.push({ property: 'og:url', content: head.canonical });
  if (!head.indexable) meta.push({ name: 'robots', content: 'noindex' });
  const links: HeadLink[] = [
    ...(head.canonical ? [{ rel: 'canonical', href: head.canonical }] : []),
    ...head.alternates.map((alternate) => ({ rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href })),
  ];
  const scripts = head.jsonLd.map((data) => ({ type: 'application/ld+json', children: scriptJson(data) }));
  return { meta, links, scripts };
}
