import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { httpMetricsMiddleware, requestIdMiddleware, type Env } from '@asiguro/platform';
import { mountOpenApi } from './openapi';
import { mountStaticApps, resolveStaticApps } from './static-apps';

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
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          // Swagger UI injects inline styles; nothing else needs them.
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
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
  mountStaticApps(app.getHttpAdapter().getInstance(), resolveStaticApps(config.WEB_DIST, config.CONSOLE_DIST));
  app.enableShutdownHooks();
}
