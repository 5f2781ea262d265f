import type { DestinationPrices } from './destinations';
import type { RatesToday } from './rates';
import type { PolicyCheck } from './policies';

/*
 * The contract between the API process and the storefront's server bundle
 * (web/dist/server/entry-server.cjs): the API hands each page request to the bundle with the
 * answers the page would otherwise fetch over HTTP, and sends back what it rendered.
 */

/** The API's answers a page shows on its first paint, read in-process instead of over HTTP. */
export interface StorefrontServerData {
  /** GET /api/rates/today (undefined when no rates are known yet). */
  ratesToday(): Promise<RatesToday | undefined>;
  /** GET /api/policies/:number/check (undefined for a malformed number). */
  policyCheck(number: string): Promise<PolicyCheck | undefined>;
  /** GET /api/rates/destinations (undefined when no rates are known yet). */
  destinationPrices(): Promise<DestinationPrices | undefined>;
}

/** The built storefront's files a page links to: its stylesheets and the boot script. */
export interface StorefrontClientAssets {
  css: string[];
  script: string;
}

export interface StorefrontRenderRequest {
  /** Path and query of the page, as the browser asked for it. */
  url: string;
  /** The public address (PUBLIC_URL's origin): canonical links, alternates, structured data. */
  origin: string;
  /** This answer's Content-Security-Policy nonce: the inline scripts the page needs carry it. */
  nonce: string;
  /** Whether the request carries a signed-in session: such a visitor's pages show their own data at once. */
  signedIn: boolean;
  assets: StorefrontClientAssets;
  data: StorefrontServerData;
}

/** A rendered page (200), the not-found page (404), or a redirect to the canonical address. */
export interface StorefrontPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the storefront's server bundle exports. */
export interface StorefrontServerEntry {
  clientAssets(clientDir: string): StorefrontClientAssets;
  renderPage(request: StorefrontRenderRequest): Promise<StorefrontPage>;
  robotsTxt(origin: string): string;
  sitemapXml(origin: string): string;
}
