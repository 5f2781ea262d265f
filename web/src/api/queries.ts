import { queryOptions } from '@tanstack/react-query';
import { api, functions } from './http';
import { orderLink } from './order-status';

/* queryOptions factories shared by route loaders and components (one cache key per resource). */

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.me(),
  staleTime: 60_000,
});

export const ratesQuery = queryOptions({
  queryKey: ['rates', 'today'],
  queryFn: () => api.ratesToday(),
  staleTime: 10 * 60_000,
});

export const destinationPricesQuery = queryOptions({
  queryKey: ['rates', 'destinations'],
  queryFn: () => api.destinationPrices(),
  staleTime: 10 * 60_000,
});

export const myOrdersQuery = queryOptions({ queryKey: ['me', 'orders'], queryFn: () => api.myOrders() });

export const orderHistoryQuery = (page: number) =>
  queryOptions({ queryKey: ['me', 'orders', 'history', page], queryFn: () => api.orderHistory({ query: { page } }) });

export const latestDraftQuery = queryOptions({
  queryKey: ['me', 'drafts', 'latest'],
  queryFn: () => api.latestDraft(),
});

export const orderQuery = (id: string, token?: string) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: () => api.order({ params: { id }, query: orderLink(token) }),
    retry: false,
  });

export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api.authProviders(),
  staleTime: Infinity,
});

export const policyCheckQuery = (number: string) =>
  queryOptions({
    queryKey: ['policy-check', number],
    queryFn: () => api.policyCheck({ params: { number } }),
    retry: false,
  });

/**
 * A feature of the order's seller (spec §7 getpartnerfeature), e.g. `payment-methods`: the seller
 * decides and the API refuses anything else. `undefined` data after a failure (never shown).
 */
export const partnerFeatureQuery = (orderId: string, type: string) =>
  queryOptions({
    queryKey: ['partner-feature', orderId, type],
    queryFn: async () => (await functions.getpartnerfeature({ body: { data: { orderId, type } } })).result,
    staleTime: 10 * 60_000,
    retry: 1,
  });
