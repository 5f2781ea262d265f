import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSink, windowEventSink } from './analytics/analytics';
import { ratesQuery } from './api/queries';
import { tabStorage, takeReferral } from './features/referral/referral';
import { createAppRouter } from './router';
import './styles.css';

// A partner's referral link: its token is kept for this tab's orders and leaves the address bar
// before the router (and analytics) ever read the address.
const withoutReferral = takeReferral(window.location.href, tabStorage());
if (withoutReferral !== undefined) window.history.replaceState(window.history.state, '', withoutReferral);

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const router = createAppRouter(queryClient);

// Today's official rates come with every page (prices in MDL with their EUR, USD, RON conversions).
void queryClient.prefetchQuery(ratesQuery);

// Analytics stay in the page: a listener (a tag manager, a browser test) may pick them up.
registerSink(windowEventSink(window));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
