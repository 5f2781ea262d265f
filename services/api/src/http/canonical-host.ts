import type { NextFunction, Request, Response } from 'express';

/**
 * Paths never redirected, whatever host they were asked on: the API (its health and readiness
 * probes, which orchestrators and Docker call by an internal address; the payment providers' and
 * insurers' server-to-server callbacks; the storefront's own calls) and the metrics scrape.
 */
const NOT_REDIRECTED = /^\/(api|metrics)(\/|$)/;

/**
 * Where a request asked on another host than PUBLIC_URL's must go instead, or null when it stays.
 *
 * Cookies belong to a host: a customer who opened 127.0.0.1 (or the bare domain instead of www)
 * would start an order with a session cookie that the payment provider's return to PUBLIC_URL
 * does not carry, and find "order not found" there. So page loads (GET and HEAD outside /api) are
 * sent to PUBLIC_URL, path and query kept, before any page or cookie is served. Other methods and
 * the API stay where they were asked: a browser only reaches them from a page, which is then
 * already on PUBLIC_URL, and the machines that call them (probes, partners, tests) use whichever
 * address reaches the process.
 *
 * `host` is what Express reads as the request's host: the Host header, or X-Forwarded-Host from a
 * proxy TRUST_PROXY names. A default port (":443" for an https PUBLIC_URL) counts as no port.
 */
export function canonicalRedirect(
  method: string,
  url: string,
  host: string | undefined,
  publicUrl: string,
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (NOT_REDIRECTED.test(url)) return null;
  const canonical = new URL(publicUrl);
  if (host && sameHost(host, canonical)) return null;
  // `url` is the path and query as the client sent them: only appended to our own origin.
  return `${canonical.origin}${url.startsWith('/') ? url : `/${url}`}`;
}

function sameHost(host: string, canonical: URL): boolean {
  try {
    return new URL(`${canonical.protocol}//${host}`).host === canonical.host;
  } catch {
    return false;
  }
}

/** Express middleware of canonicalRedirect: 301 to PUBLIC_URL, not stored (a changed PUBLIC_URL must not loop). */
export function canonicalHostMiddleware(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const target = canonicalRedirect(req.method, req.originalUrl, req.host, publicUrl);
    if (!target) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(301, target);
  };
}
