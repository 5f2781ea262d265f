import { consoleOrdersQuerySchema } from '@asiguro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleApi, type OrdersQueryInput } from './console-api';

/** How often live pages refresh (TanStack Query pauses the intervals while the tab is hidden). */
export const LIVE = { dashboard: 5_000, lists: 10_000, detail: 5_000 } as const;

const live = (refetchInterval: number) => ({ refetchInterval, refetchIntervalInBackground: false });

/** The manual-issuance queue: every waiting order on one page (operators work it top to bottom). */
export const MANUAL_QUEUE: OrdersQueryInput = { view: 'manual', pageSize: 200 };

/** Query keys and options shared by the pages that read the same data and the actions that change it. */
export const queries = {
  me: () => queryOptions({ queryKey: ['me'], queryFn: () => consoleApi.staffMe(), staleTime: 60_000 }),
  dashboard: () =>
    queryOptions({ queryKey: ['dashboard'], queryFn: () => consoleApi.dashboard(), ...live(LIVE.dashboard) }),
  orders: (input: OrdersQueryInput) =>
    queryOptions({
      queryKey: ['orders', input],
      queryFn: ({ signal }) => consoleApi.consoleOrders({ query: consoleOrdersQuerySchema.parse(input), signal }),
      placeholderData: keepPreviousData,
      ...live(LIVE.lists),
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: ['order', id],
      queryFn: () => consoleApi.consoleOrder({ params: { id } }),
      ...live(LIVE.detail),
    }),
  queues: () => queryOptions({ queryKey: ['queues'], queryFn: () => consoleApi.queues(), ...live(LIVE.lists) }),
  /** Bank transfers recorded and waiting for a supervisor's decision. */
  pendingTransfers: () =>
    queryOptions({
      queryKey: ['wire-transfers', 'pending'],
      queryFn: () => consoleApi.wireTransfers({ query: { status: 'pending' } }),
      ...live(LIVE.lists),
    }),
  search: (q: string) =>
    queryOptions({ queryKey: ['search', q], queryFn: () => consoleApi.consoleSearch({ query: { q } }) }),
  audit: (page: number) =>
    queryOptions({
      queryKey: ['audit', page],
      queryFn: () => consoleApi.audit({ query: { page } }),
      placeholderData: keepPreviousData,
      ...live(LIVE.lists),
    }),
  /** The sellers are the domain's list: they change with a release, not while the page is open. */
  sellers: () =>
    queryOptions({ queryKey: ['sellers'], queryFn: () => consoleApi.consoleSellers(), staleTime: 5 * 60_000 }),
  sandboxIssuers: () =>
    queryOptions({
      queryKey: ['sandbox-issuers'],
      queryFn: () => consoleApi.sandboxIssuers(),
      retry: false,
      staleTime: 30_000,
    }),
};
