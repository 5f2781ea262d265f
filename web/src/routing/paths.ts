import { DEFAULT_LOCALE, isLocale, type Locale } from '@asiguro/i18n';
import type { ProductType } from '@asiguro/domain';
import { insurerPageSlugs, productBySlug, productSlug, termsSlugOf } from '../catalogue/catalogue';

/** The blog's articles (spec §2): what to do after an accident, the green card, the RCA price. */
export const ARTICLES = ['accident', 'greenCard', 'rcaPrice'] as const;
export type ArticleId = (typeof ARTICLES)[number];

/** Each article's address in each language, so a shared link reads naturally. */
export const ARTICLE_SLUGS: Record<ArticleId, Record<Locale, string>> = {
  accident: {
    ro: 'ce-faci-dupa-un-accident',
    ru: 'chto-delat-posle-dtp',
    en: 'what-to-do-after-an-accident',
  },
  greenCard: {
    ro: 'ce-este-cartea-verde',
    ru: 'chto-takoe-zelenaya-karta',
    en: 'what-is-the-green-card',
  },
  rcaPrice: {
    ro: 'cum-se-calculeaza-pretul-rca',
    ru: 'kak-rasschityvaetsya-cena-osago',
    en: 'how-the-mtpl-price-is-calculated',
  },
};

/** Every screen of the storefront (spec §2), independent of its language. */
export type Page =
  | { name: 'home' }
  | { name: 'blog' }
  | { name: 'article'; article: ArticleId }
  | { name: 'contact' }
  | { name: 'auth' }
  | { name: 'auth-link' }
  | { name: 'my-account' }
  | { name: 'order' }
  | { name: 'payment-complete' }
  | { name: 'terms' }
  | { name: 'privacy' }
  | { name: 'check'; number: string }
  | { name: 'product'; product: ProductType }
  | { name: 'product-terms'; product: ProductType }
  | { name: 'product-insurer'; product: ProductType; insurer: string };

/** Fixed (not localized) first segments, as spec §2 writes them. */
const FIXED: Record<string, Page['name']> = {
  blog: 'blog',
  contact: 'contact',
  auth: 'auth',
  'my-account': 'my-account',
  order: 'order',
  'payment-complete': 'payment-complete',
  'terms-of-services': 'terms',
  privacy: 'privacy',
};
const FIXED_PATHS = Object.fromEntries(Object.entries(FIXED).map(([segment, name]) => [name, segment])) as Record<
  string,
  string
>;

/** Romanian has no prefix; the other languages are /ru and /en. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language of a pathname: its first segment when it names one, Romanian otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

type Search = Record<string, string | number | undefined>;

function withSearch(path: string, search?: Search): string {
  if (!search) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The address of `page` in `locale`, with optional query parameters (e.g. `{ order: id }`). */
export function pathFor(locale: Locale, page: Page, search?: Search): string {
  const prefix = localePrefix(locale);
  let rest: string;
  switch (page.name) {
    case 'home':
      rest = '';
      break;
    case 'article':
      rest = `/blog/${ARTICLE_SLUGS[page.article][locale]}`;
      break;
    case 'check':
      rest = page.number ? `/check/${encodeURIComponent(page.number)}` : '/check';
      break;
    case 'product':
      rest = `/${productSlug(page.product, locale)}`;
      break;
    case 'product-terms':
      rest = `/${productSlug(page.product, locale)}/${termsSlugOf(page.product) ?? 'terms'}`;
      break;
    case 'product-insurer':
      rest = `/${productSlug(page.product, locale)}/${page.insurer}`;
      break;
    case 'auth-link':
      rest = '/auth/link';
      break;
    default:
      rest = `/${FIXED_PATHS[page.name]}`;
  }
  return withSearch(prefix + rest || '/', search);
}

/** Where a product's order flow lives: the product's page, or an insurer's own page under it (/medical/grawe). */
export function flowPage(product: ProductType, insurer?: string): Page {
  return insurer ? { name: 'product-insurer', product, insurer } : { name: 'product', product };
}

/** Reads a pathname back into its language and page; `undefined` when no page lives there. */
export function resolvePath(pathname: string): { locale: Locale; page: Page } | undefined {
  const locale = localeOfPath(pathname);
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (locale !== DEFAULT_LOCALE) segments.shift();
  const [first, second, ...more] = segments;
  const found = (page: Page) => ({ locale, page });
  if (first === undefined) return found({ name: 'home' });
  if (more.length > 0) return undefined;
  if (first === 'blog' && second !== undefined) {
    const article = ARTICLES.find((id) => ARTICLE_SLUGS[id][locale] === second);
    return article ? found({ name: 'article', article }) : undefined;
  }
  if (first === 'check') return found({ name: 'check', number: second ?? '' });
  if (first === 'auth' && second === 'link') return found({ name: 'auth-link' });
  if (second === undefined && FIXED[first]) return found({ name: FIXED[first] } as Page);
  const product = productBySlug(locale, first);
  if (!product) return undefined;
  if (second === undefined) return found({ name: 'product', product });
  if (second === termsSlugOf(product)) return found({ name: 'product-terms', product });
  if (insurerPageSlugs(product).includes(second)) return found({ name: 'product-insurer', product, insurer: second });
  return undefined;
}

/**
 * The same page in another language (the language switcher): the localized slugs change, the
 * query string stays. An address that is no page keeps its rest and only changes prefix.
 */
export function switchLocale(href: string, target: Locale): string {
  const [pathname, query = ''] = href.split('?');
  const suffix = query ? `?${query}` : '';
  const resolved = resolvePath(pathname);
  if (resolved) return pathFor(target, resolved.page) + suffix;
  const locale = localeOfPath(pathname);
  const rest = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1) || '/';
  return (localePrefix(target) + (rest === '/' ? '' : rest) || '/') + suffix;
}
