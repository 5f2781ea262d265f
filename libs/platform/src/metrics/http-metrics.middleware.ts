import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from './metrics';

/**
 * Times every request. The route label is the matched route pattern (never the raw URL, which
 * would explode the label set and could carry identifiers).
 */
export function httpMetricsMiddleware(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer();
  res.on('finish', () => {
    const pattern = (req.route as { path?: string } | undefined)?.path;
    const route = pattern ? `${req.baseUrl}${pattern}` : req.path.startsWith('/api') ? 'unmatched' : 'static';
    end({ method: req.method, route, status_code: String(res.statusCode) });
  });
  next();
}
