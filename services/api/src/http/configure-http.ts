import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { httpMetricsMiddleware, requestIdMiddleware, type Env } from '@asiguro/platform';
import { mountStorefront } from '../storefront/mount-storefront';
import { StorefrontData } from '../storefront/storefront-data.service';
import { loadStorefrontBuild } from '../storefront/storefront-bundle';
import { isStatusStreamRequest } from '../orders/status-stream-route';
import { OrderStatusFastPath } from '../orders/order-status-fast-path';
import { canonicalHostMiddleware } from './canonical-host';
import { mountOpenApi } from './openapi';
import { mountStaticApps, resolveStaticApps } from './static-apps';

/**
 * Answers worth compressing on the fly: larger than 1 KB, not already compressed (the built
 * files carry their own Content-Encoding) and never a server-sent event stream, which must reach
 * the browser event by event.
 */
const compressAnswers = compression({
  threshold: 1024,
  filter: (req: Request, res: Response) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});

/** Status streams never reach the compressor: its wrapper would live as long as each stream. */
function compressAnswersButStreams(req: Request, res: Response, next: NextFunction): void {
  if (isStatusStreamRequest(req)) next();
  else compressAnswers(req, res, next);
}

function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** Browser origins allowed to call the API with credentials: our own, never a wildcard. */
export function allowedOrigins(config: Env): string[] {
  const extra = config.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([new URL(config.PUBLIC_URL).origin, ...extra])];
}

/** Everything HTTP-level the API process needs, in the order requests meet it. */
export function configureHttp(app: NestExpressApplication, config: Env): void {
  // Whose X-Forwarded-For is believed: req.ip (rate limits, audit) is the first address not listed.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestIdMiddleware);
  app.use(httpMetricsMiddleware);
  // Pages only on PUBLIC_URL's host, before anything sets a cookie (see canonicalRedirect).
  app.use(canonicalHostMiddleware(config.PUBLIC_URL));
  app.use(compressAnswersButStreams);
  // Each answer's nonce: the server-rendered pages' few inline scripts (the router's state) carry it.
  app.use((_req: Request, res: Response, next: () => void) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          // Swagger UI injects inline styles; nothing else needs them.
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'", (_req, res) => `'nonce-${(res as ServerResponse & Response).locals.cspNonce}'`],
          'connect-src': ["'self'"],
          'form-action': ["'self'", config.SANDBOX_URL],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Answers of the API are never stored by a browser or proxy cache unless a route says so (the
  // catalogue, an order's status): most carry personal data (orders, the account, documents).
  app.use('/api', noStore);
  app.useBodyParser('json', { limit: config.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT, extended: false });
  app.enableCors({ origin: allowedOrigins(config), credentials: true });
  app.setGlobalPrefix('api', { exclude: ['metrics'] });
  mountOpenApi(app, config);
  const server = app.getHttpAdapter().getInstance();
  mountStaticApps(server, resolveStaticApps(config.CONSOLE_DIST));
  const storefront = loadStorefrontBuild(config.WEB_DIST);
  if (storefront) mountStorefront(server, storefront, app.get(StorefrontData), new URL(config.PUBLIC_URL).origin);
  // Last, so it sits in front of all of the above: the status streams' own way (see the class).
  app.get(OrderStatusFastPath).install(app.getHttpServer(), server.get('trust proxy fn'));
  app.enableShutdownHooks();
}
