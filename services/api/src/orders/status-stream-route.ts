import { RequestMethod } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';
import type { Request } from 'express';

/**
 * The order's status stream (`GET /api/orders/:id/stream`): a request that stays open for up to
 * STATUS_STREAM_MAX_SECONDS, ten thousand at once on one process. Whatever a middleware keeps per
 * request (a child logger, a compressing wrapper) is kept that long, so the HTTP set-up leaves
 * such requests out: Nest's middleware by the route, the Express middleware ahead of Nest by the
 * path the route makes under the API's global prefix.
 */
export const STATUS_STREAM_ROUTE: RouteInfo = { path: 'orders/:id/stream', method: RequestMethod.GET };

const STATUS_STREAM_PATH = new RegExp(`^/api/${STATUS_STREAM_ROUTE.path.replace(/:\w+/g, '[^/]+')}$`);

export function isStatusStreamRequest(req: Pick<Request, 'method' | 'path'>): boolean {
  return req.method === 'GET' && STATUS_STREAM_PATH.test(req.path);
}
