import { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import {
  destinationPricesSchema,
  policyCheckSchema,
  ratesTodaySchema,
  type StorefrontPage,
  type StorefrontRenderRequest,
  type StorefrontServerData,
} from '@asiguro/contracts';
import { destinationPricesQuery, policyCheckQuery, ratesQuery } from '../api/queries';
import { createAppRouter } from '../router';
import { resolvePath } from '../routing/paths';
import { robotsTxt, sitemapXml } from '../seo/crawlers';
import { clientAssets } from './client-assets';

/*
 * The storefront's server bundle (web/dist/server/entry-server.cjs), loaded by the API process:
 * each page is rendered with the same router and components the browser hydrates, with the
 * answers the page shows first (today's rates, the destinations' prices, a policy check) read in-process.
 */

export { clientAssets, robotsTxt, sitemapXml };

/** Fills the query cache with what the page at `pathname` shows before any script runs. */
async function prefetch(queryClient: QueryClient, pathname: string, data: StorefrontServerData): Promise<void> {
  const rates = await data.ratesToday();
  if (rates) queryClient.setQueryData(ratesQuery.queryKey, ratesTodaySchema.parse(rates));
  const page = resolvePath(pathname)?.page;
  if (page?.name === 'home') {
    const prices = await data.destinationPrices();
    if (prices) queryClient.setQueryData(destinationPricesQuery.queryKey, destinationPricesSchema.parse(prices));
  }
  if (page?.name === 'check' && page.number) {
    const check = await data.policyCheck(page.number);
    if (check) queryClient.setQueryData(policyCheckQuery(page.number).queryKey, policyCheckSchema.parse(check));
  }
}

/** Renders the page at `request.url`: its HTML, status (404 for no page) and headers, or a redirect. */
export async function renderPage({
  url,
  origin,
  nonce,
  signedIn,
  assets,
  data,
}: StorefrontRenderRequest): Promise<StorefrontPage> {
  const address = new URL(url, origin);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  await prefetch(queryClient, address.pathname, data);
  const handler = createRequestHandler({
    request: new Request(address),
    createRouter: () => createAppRouter({ queryClient, origin, nonce, signedIn }),
    // Every page links the stylesheet and the boot script (the app itself loads later, see boot.ts).
    getRouterManifest: () => ({
      routes: {
        __root__: { css: assets.css, scripts: [{ attrs: { type: 'module', src: assets.script } }] },
      },
    }),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, headers, body: await response.text() };
}
