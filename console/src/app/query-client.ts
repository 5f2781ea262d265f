import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAuthError } from '../api/http';

/** Client errors (bad input, refused, not found) do not get better by asking again; outages might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The console's query client. A 401 or 403 from any call means the session ended or lost its
 * role: the staff query is refreshed, and the gate takes over from the page.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: true } },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isAuthError(error) && query.queryKey[0] !== 'me') void client.invalidateQueries({ queryKey: ['me'] });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isAuthError(error)) void client.invalidateQueries({ queryKey: ['me'] });
      },
    }),
  });
  return client;
}
