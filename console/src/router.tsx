import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { Shell } from './app/shell';
import { StaffGate } from './app/staff-gate';
import { texts } from './app/i18n';
import { MANUAL_QUEUE, queries } from './api/queries';
import {
  ordersQueryOf,
  validateAuditSearch,
  validateOrdersSearch,
  validateSearchPage,
  type OrdersSearch,
  type OrdersView,
} from './features/orders/orders-search';
import { NotFoundPage } from './routes/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <StaffGate>
      <Shell />
    </StaffGate>
  ),
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <p className="muted">{texts.app.loading}</p>,
});

/*
 * Each page's code is its own chunk, loaded when the page is first opened. Loaders prefetch the
 * page's data with the same query options the page reads (on hover too: preload on intent); a
 * prefetch never throws, so a signed-out visitor still reaches the gate.
 */
const listLoader =
  (view: Exclude<OrdersView, 'manual'>) =>
  ({ context, deps }: { context: RouterContext; deps: OrdersSearch }) =>
    context.queryClient.prefetchQuery(queries.orders(ordersQueryOf(view, deps)));
const ordersDeps = ({ search }: { search: OrdersSearch }) => search;

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => context.queryClient.prefetchQuery(queries.dashboard()),
  component: lazyRouteComponent(() => import('./routes/dashboard-page'), 'DashboardPage'),
});
const stuckRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/stuck',
  validateSearch: validateOrdersSearch,
  loaderDeps: ordersDeps,
  loader: listLoader('stuck'),
  component: lazyRouteComponent(() => import('./routes/orders-pages'), 'StuckPage'),
});
const failedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/failed',
  validateSearch: validateOrdersSearch,
  loaderDeps: ordersDeps,
  loader: listLoader('failed'),
  component: lazyRouteComponent(() => import('./routes/orders-pages'), 'FailedPage'),
});
const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  validateSearch: validateOrdersSearch,
  loaderDeps: ordersDeps,
  loader: listLoader('all'),
  component: lazyRouteComponent(() => import('./routes/orders-pages'), 'AllOrdersPage'),
});
const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders/$orderId',
  loader: ({ context, params }) => context.queryClient.prefetchQuery(queries.order(params.orderId)),
  component: lazyRouteComponent(() => import('./routes/order-page'), 'OrderPage'),
});
const manualRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/manual',
  loader: ({ context }) => context.queryClient.prefetchQuery(queries.orders(MANUAL_QUEUE)),
  component: lazyRouteComponent(() => import('./routes/manual-page'), 'ManualPage'),
});
const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: validateSearchPage,
  component: lazyRouteComponent(() => import('./routes/search-page'), 'SearchPage'),
});
const queuesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/queues',
  loader: ({ context }) => context.queryClient.prefetchQuery(queries.queues()),
  component: lazyRouteComponent(() => import('./routes/queues-page'), 'QueuesPage'),
});
const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queries.audit(deps.page ?? 1)),
  component: lazyRouteComponent(() => import('./routes/audit-page'), 'AuditPage'),
});
const sellersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sellers',
  loader: ({ context }) => context.queryClient.prefetchQuery(queries.sellers()),
  component: lazyRouteComponent(() => import('./routes/sellers-page'), 'SellersPage'),
});
const sandboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sandbox',
  component: lazyRouteComponent(() => import('./routes/sandbox-page'), 'SandboxPage'),
});

const routeTree = rootRoute.addChildren([
  dashboardRoute,
  stuckRoute,
  failedRoute,
  ordersRoute,
  orderRoute,
  manualRoute,
  searchRoute,
  queuesRoute,
  auditRoute,
  sellersRoute,
  sandboxRoute,
]);

/** The console's router under /console, with the query client in its context. */
export function createConsoleRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/console',
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
