import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

export interface StaticApp {
  /** URL prefix, e.g. '/console'. */
  prefix: string;
  dir: string;
}

/** Addresses no built app answers: the API and the metrics (with or without a query). */
export const NOT_APP_PATHS = /^\/(api|metrics)(\/|\?|$)/;

/**
 * The built console, when it has been built (npm start builds it). The storefront is rendered on
 * the server instead (storefront/mount-storefront.ts).
 */
export function resolveStaticApps(consoleDist: string): StaticApp[] {
  const root = resolve(__dirname, '../../../..');
  const apps = [{ prefix: '/console', dir: consoleDist || join(root, 'console/dist') }];
  return apps.filter((app) => existsSync(join(app.dir, 'index.html')));
}

/**
 * Serves each single-page app under its prefix: files as they are (hashed assets cached for a
 * year), and index.html for any other GET that asks for a page, so client-side routes survive a
 * reload.
 */
export function mountStaticApps(server: Express, apps: StaticApp[]): void {
  for (const app of apps) {
    const files = express.static(app.dir, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'Cache-Control',
          path.includes(`${join(app.dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const indexHtml = join(app.dir, 'index.html');
    server.use(app.prefix, files);
    server.use(app.prefix, (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  }
}
