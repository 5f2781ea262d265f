import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type AnyRoute,
} from '@tanstack/react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@asiguro/i18n';
import { PagePending, Shell } from './app/shell';
import { insurerPageSlugs, productBySlug, termsSlugOf } from './catalogue/catalogue';
import { loadTexts } from './i18n/load-texts';
import { ARTICLES, ARTICLE_SLUGS, localeOfPath } from './routing/paths';
import { NotFoundPage } from './routes/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

/**
 * Query parameters of the product pages: the step, the draft it fills, the chosen offer, a
 * renewal's source (and its e-mail link's token), a popular destination of the home page to
 * start a trip from.
 */
export function productSearch(search: Record<string, unknown>) {
  return {
    order: text(search.order),
    step: text(search.step),
    offer: text(search.offer),
    from: text(search.from),
    t: text(search.t),
    destination: text(search.destination),
  };
}

/** Query parameters of /order: the order, the e-mail link's token, the mobile payment window. */
export function orderSearch(search: Record<string, unknown>) {
  return {
    order: text(search.order),
    t: text(search.t),
    window: search.window === 'mobile' ? ('mobile' as const) : undefined,
  };
}

/** Query parameters of My account: the history page. */
export function accountSearch(search: Record<string, unknown>) {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page >= 1 ? page : undefined };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The page's texts arrive before the page renders (one small chunk per language).
  beforeLoad: async ({ location }) => {
    await loadTexts(localeOfPath(location.pathname));
  },
  component: Shell,
  notFoundComponent: NotFoundPage,
  pendingComponent: PagePending,
});

const page = <K extends string>(loader: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyRouteComponent(loader, name);

/** The same pages under each language: Romanian without a prefix, then /ru and /en (spec §2). */
function localeRoutes(locale: Locale): AnyRoute {
  const layout: AnyRoute =
    locale === DEFAULT_LOCALE
      ? createRoute({ getParentRoute: () => rootRoute, id: 'ro' })
      : createRoute({ getParentRoute: () => rootRoute, path: locale });
  const at = (path: string, options: Record<string, unknown>): AnyRoute =>
    createRoute({ getParentRoute: () => layout, path, ...options } as Parameters<typeof createRoute>[0]) as AnyRoute;

  const isProduct = (slug: string) => productBySlug(locale, slug);
  return layout.addChildren([
    at('/', { component: page(() => import('./routes/home-page'), 'HomePage') }),
    at('blog', { component: page(() => import('./routes/blog-page'), 'BlogPage') }),
    at('blog/$article', {
      beforeLoad: ({ params }: { params: { article: string } }) => {
        if (!ARTICLES.some((id) => ARTICLE_SLUGS[id][locale] === params.article)) throw notFound();
      },
      component: page(() => import('./routes/article-page'), 'ArticlePage'),
    }),
    at('contact', { component: page(() => import('./routes/contact-page'), 'ContactPage') }),
    at('auth', {
      validateSearch: (search: Record<string, unknown>) => ({ error: text(search.error) }),
      component: page(() => import('./routes/auth-page'), 'AuthPage'),
    }),
    at('auth/link', {
      validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) }),
      component: page(() => import('./routes/sign-in-link-page'), 'SignInLinkPage'),
    }),
    at('my-account', {
      validateSearch: accountSearch,
      component: page(() => import('./routes/account-page'), 'AccountPage'),
    }),
    at('order', {
      validateSearch: orderSearch,
      component: page(() => import('./routes/order-page'), 'OrderPage'),
    }),
    at('payment-complete', {
      validateSearch: orderSearch,
      component: page(() => import('./routes/payment-complete-page'), 'PaymentCompletePage'),
    }),
    at('terms-of-services', { component: page(() => import('./routes/legal-pages'), 'TermsPage') }),
    at('privacy', { component: page(() => import('./routes/legal-pages'), 'PrivacyPage') }),
    at('check/$number', { component: page(() => import('./routes/check-page'), 'CheckPage') }),
    at('$slug', {
      validateSearch: productSearch,
      beforeLoad: ({ params }: { params: { slug: string } }) => {
        if (!isProduct(params.slug)) throw notFound();
      },
      component: page(() => import('./routes/product-page'), 'ProductPage'),
    }),
    at('$slug/terms', {
      beforeLoad: ({ params }: { params: { slug: string } }) => {
        const product = isProduct(params.slug);
        if (!product || termsSlugOf(product) !== 'terms') throw notFound();
      },
      component: page(() => import('./routes/product-terms-page'), 'ProductTermsPage'),
    }),
    at('$slug/$insurer', {
      validateSearch: productSearch,
      beforeLoad: ({ params }: { params: { slug: string; insurer: string } }) => {
        const product = isProduct(params.slug);
        if (!product || !insurerPageSlugs(product).includes(params.insurer)) throw notFound();
      },
      component: page(() => import('./routes/product-page'), 'ProductPage'),
    }),
  ]);
}

/** The storefront's router: every page in every language, each page's code in its own chunk. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree: rootRoute.addChildren(LOCALES.map(localeRoutes)),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}
