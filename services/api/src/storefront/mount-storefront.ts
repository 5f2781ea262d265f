import { Logger } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import type { StorefrontServerData } from '@asiguro/contracts';
import { NOT_APP_PATHS } from '../http/static-apps';
import { cookieName, readCookie } from '../session/cookies';
import { precompressedStatic } from './precompressed-static';
import type { StorefrontBuild } from './storefront-bundle';

const logger = new Logger('Storefront');

/** Addresses the storefront never answers: the API, metrics and the console. */
const notStorefront = (url: string) => NOT_APP_PATHS.test(url) || /^\/console(\/|$|\?)/.test(url);

/**
 * The storefront at "/": its built files (precompressed), robots.txt and sitemap.xml, and every
 * other page address rendered on the server in its language — a page (200), a redirect to its
 * canonical address, or the not-found page (404). `origin` is the public address.
 */
export function mountStorefront(
  server: Express,
  build: StorefrontBuild,
  data: StorefrontServerData,
  origin: string,
): void {
  const files = precompressedStatic(build.clientDir);
  const authCookie = cookieName('auth', origin.startsWith('https://'));
  server.use((req: Request, res: Response, next: NextFunction) =>
    notStorefront(req.originalUrl) ? next() : files(req, res, next),
  );
  server.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(build.entry.robotsTxt(origin));
  });
  server.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(build.entry.sitemapXml(origin));
  });
  server.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || notStorefront(req.originalUrl)) return next();
    if (!req.accepts('html')) return next();
    try {
      const page = await build.entry.renderPage({
        url: req.originalUrl,
        origin,
        nonce: res.locals.cspNonce as string,
        signedIn: readCookie(req.headers.cookie, authCookie) !== undefined,
        assets: build.assets,
        data,
      });
      // The router's only redirects lead to a page's canonical address: permanent ones.
      res.status(page.status === 307 ? 308 : page.status);
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      res.setHeader('Cache-Control', 'no-cache');
      res.send(page.body);
    } catch (error) {
      logger.error(`rendering ${req.path} failed: ${(error as Error).stack ?? String(error)}`);
      res.status(500).type('text/plain').send('The page could not be rendered. Please try again in a moment.');
    }
  });
}
