import { dehydrate, hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  type AnyRoute,
  type AnyRouteMatch,
} from '@tanstack/react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@asiguro/i18n';
import { Document } from './app/document';
import { useReplayAfterHydration } from './app/hydration-done';
import { PagePending, Shell } from './app/shell';
import { insurerPageSlugs, productBySlug, termsSlugOf } from './catalogue/catalogue';
import { loadedTexts, loadTexts } from './i18n/load-texts';
import { ARTICLES, ARTICLE_SLUGS, localeOfPath, resolvePath } from './routing/paths';
import { NotFoundPage } from './routes/not-found-page';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from './config/company';
import { headTags, pageHead } from './seo/page-head';

export interface RouterContext {
  queryClient: QueryClient;
  /** The storefront's public address (canonical and alternate links, structured data). */
  origin: string;
  /** On the server: whether the request carries a signed-in session (see app/document.tsx). */
  signedIn?: boolean;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

/**
 * Query parameters of the product pages: the step, the draft it fills, the chosen offer, a
 * renewal's source (and its e-mail link's token), a popular destination of the home page to
 * start a trip from. Others (a partner's referral, a campaign's tags) are kept as they came: the
 * server renders the address it was asked for rather than redirecting to a trimmed one.
 */
export function productSearch(search: Record<string, unknown>) {
  return {
    ...search,
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
    ...search,
    order: text(search.order),
    t: text(search.t),
    window: search.window === 'mobile' ? ('mobile' as const) : undefined,
  };
}

/** Query parameters of My account: the history page. */
export function accountSearch(search: Record<string, unknown>) {
  const page = Number(search.page);
  return { ...search, page: Number.isInteger(page) && page >= 1 ? page : undefined };
}

/** The head of the page the matches show (title, description, alternates, previews, structured data). */
function documentHead(matches: AnyRouteMatch[]) {
  const last = matches[matches.length - 1];
  const { origin } = matches[0].context as RouterContext;
  const locale = localeOfPath(last.pathname);
  const texts = loadedTexts(locale);
  if (!texts) return {};
  const missing = matches.some((match) => match.status === 'notFound' || match._notFound);
  const page = missing ? undefined : resolvePath(last.pathname)?.page;
  const company = { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL, profiles: SOCIAL_LINKS };
  return headTags(origin, locale, pageHead(origin, locale, page, texts, company));
}

/** The not-found page inside the site's frame (navbar and footer), for addresses no route matches. */
function FramedNotFound() {
  return (
    <Shell>
      <NotFoundPage />
    </Shell>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The page's texts arrive before the page renders (one small chunk per language).
  beforeLoad: async ({ location, context }) => {
    await loadTexts(localeOfPath(location.pathname));
    // Travels with the server's page, so the browser's first render knows it too.
    return { signedIn: context.signedIn ?? false };
  },
  head: ({ matches }) => documentHead(matches),
  shellComponent: Document,
  component: Shell,
  notFoundComponent: FramedNotFound,
  pendingComponent: PagePending,
});

const page = <K extends string>(loader: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyRouteComponent(loader, name);

/** A language's pages (the page's own boundary of the server-rendered document). */
function LocalePages() {
  useReplayAfterHydration();
  return <Outlet />;
}

/** The same pages under each language: Romanian without a prefix, then /ru and /en (spec §2). */
function localeRoutes(locale: Locale): AnyRoute {
  const layout: AnyRoute =
    locale === DEFAULT_LOCALE
      ? createRoute({ getParentRoute: () => rootRoute, id: 'ro', component: LocalePages })
      : createRoute({ getParentRoute: () => rootRoute, path: locale, component: LocalePages });
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
      validateSearch: (search: Record<string, unknown>) => ({ ...search, error: text(search.error) }),
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
    // The check's own form (a product page links to it); a number opens its answer.
    at('check', { component: page(() => import('./routes/check-page'), 'CheckPage') }),
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

export interface AppRouterOptions extends RouterContext {
  /** The Content-Security-Policy nonce of the server's answer (its inline scripts carry it). */
  nonce?: string;
}

/**
 * The storefront's router: every page in every language, each page's code in its own chunk. The
 * same on the server, which renders the page, and in the browser, which hydrates it: the query
 * cache the server filled (today's rates, a policy check) travels with the page.
 */
export function createAppRouter({ queryClient, origin, nonce, signedIn }: AppRouterOptions) {
  let hydrated = false;
  return createRouter({
    routeTree: rootRoute.addChildren(LOCALES.map(localeRoutes)),
    context: { queryClient, origin, signedIn },
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    // The first render in the browser hydrates the server's page, which the visitor may have
    // scrolled already: that position stays. Later navigations restore or reset it.
    scrollRestoration: () => hydrated || !(hydrated = true),
    defaultNotFoundComponent: NotFoundPage,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    // The cache holds the API's JSON answers: it travels as JSON text.
    dehydrate: () => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
    hydrate: ({ queries }: { queries: string }) => hydrate(queryClient, JSON.parse(queries) as DehydratedState),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
