import { QueryClient } from '@tanstack/react-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { registerSink, windowEventSink } from './analytics/analytics';
import { ratesQuery } from './api/queries';
import { loadTexts } from './i18n/load-texts';
import { createAppRouter } from './router';
import { localeOfPath } from './routing/paths';

/*
 * The app, hydrating the page the server rendered (loaded by boot/boot.ts when the visitor first
 * shows intent). The router takes over the server's state (matches, the query cache); the page's
 * texts load first, so the first render is the server's, node for node.
 */

// The Content-Security-Policy allows no eval: zod parses without compiling its parsers (it would
// otherwise probe with `new Function` and the browser would report the refusal).
zodConfig({ jitless: true });

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const router = createAppRouter({ queryClient, origin: window.location.origin });

// Analytics stay in the page: a listener (a tag manager, a browser test) may pick them up.
registerSink(windowEventSink(window));

void loadTexts(localeOfPath(window.location.pathname)).then(() =>
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  ),
);

// Today's official rates come with every page (prices in MDL with their EUR, USD, RON conversions).
void queryClient.prefetchQuery(ratesQuery);
