import { resolvePath, type Page } from '../routing/paths';

/** Pages that show the visitor's own data, which only the browser can fetch (their session, their order). */
const OWN_DATA: ReadonlySet<Page['name']> = new Set([
  'order',
  'my-account',
  'auth',
  // The e-mailed sign-in link's landing page checks the link with the visitor's cookies at once.
  'auth-link',
  'payment-complete',
]);

/** Query parameters that make a page about one order (a draft being filled, a renewal). */
const ABOUT_AN_ORDER = ['order', 'from', 't'] as const;

/**
 * When the app hydrates a server-rendered page: at once where the page needs the visitor's own
 * data; otherwise at the visitor's first sign of intent, because the server's page is already
 * complete (this keeps the JavaScript of the home and product pages off the first load).
 */
export function hydrationMoment(pathname: string, search: Record<string, unknown>): 'load' | 'interaction' {
  const page = resolvePath(pathname)?.page;
  if (page && OWN_DATA.has(page.name)) return 'load';
  if (ABOUT_AN_ORDER.some((key) => search[key] !== undefined)) return 'load';
  return 'interaction';
}
