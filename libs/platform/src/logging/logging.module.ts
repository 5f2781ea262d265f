import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamicModule } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { Env } from '../config/env.schema';

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

type WithId = IncomingMessage & { id?: string };

/** The caller's request id when it is well-formed, otherwise a new one. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Keeps a caller's request id when it is well-formed, otherwise makes one; echoes it back.
 * Idempotent per request, so the early middleware (which covers static files and the API docs)
 * and the logger agree on one id.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const existing = (req as WithId).id;
  if (existing) return existing;
  const id = requestIdOf(req);
  (req as WithId).id = id;
  res.setHeader('x-request-id', id);
  return id;
}

/** Express middleware giving every request (not only Nest routes) its id. */
export function requestIdMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  requestId(req, res);
  next();
}

/** Only the path is logged: query strings can carry signed tokens. */
function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/**
 * Structured JSON logs (pino) with a request id on every line of a request.
 * Bodies, cookies and headers are never logged: they hold personal data (IDNP, names, phones).
 * `withoutRequestLogger`: routes that get no per-request child logger and no access line from
 * it, for requests that stay open for minutes by the thousand (a child logger and its closures
 * are kilobytes each); such a route logs for itself.
 */
export function loggingModule(
  config: Env,
  processName: string,
  options: { withoutRequestLogger?: RouteInfo[] } = {},
): DynamicModule {
  return LoggerModule.forRoot({
    ...(options.withoutRequestLogger?.length ? { exclude: options.withoutRequestLogger } : {}),
    pinoHttp: {
      level: config.LOG_LEVEL,
      base: { process: processName, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      genReqId: requestId,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: pathOnly(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: {
        ignore: (req) => {
          const path = pathOnly(req.url);
          return path === '/metrics' || path === '/api/health' || path === '/api/ready';
        },
      },
    },
  });
}
