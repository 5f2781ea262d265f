import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

export interface StaticApp {
  /** URL prefix: '' for the storefront, '/console' for the console. */
  prefix: string;
  dir: string;
}

const NOT_APP_PATHS = /^\/(api|metrics)(\/|\?|$)/;

/** The built storefront and console, when they have been built (npm start builds them). */
export function resolveStaticApps(webDist: string, consoleDist: string): StaticApp[] {
  const root = resolve(__dirname, '../../../..');
  const apps = [
    { prefix: '/console', dir: consoleDist || join(root, 'console/dist') },
    { prefix: '', dir: webDist || join(root, 'web/dist') },
  ];
  return apps.filter((app) => existsSync(join(app.dir, 'index.html')));
}

/**
 * Serves each single-page app: files as they are (hashed assets cached for a year), and
 * index.html for any other GET that asks for a page, so client-side routes survive a reload.
 * API and metrics paths are never answered here.
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
    const serveIndex = (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (NOT_APP_PATHS.test(req.originalUrl)) return next();
      if (!req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    };
    if (app.prefix) {
      server.use(app.prefix, (req, res, next) =>
        NOT_APP_PATHS.test(req.originalUrl) ? next() : files(req, res, next),
      );
      server.use(app.prefix, serveIndex);
    } else {
      server.use((req, res, next) =>
        NOT_APP_PATHS.test(req.originalUrl) || req.originalUrl.startsWith('/console') ? next() : files(req, res, next),
      );
      server.use((req, res, next) => (req.originalUrl.startsWith('/console') ? next() : serveIndex(req, res, next)));
    }
  }
}
