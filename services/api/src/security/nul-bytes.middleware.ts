import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '@asiguro/domain';

const NUL = '\u0000';

/** The dotted path of the first string holding a NUL character, or undefined. */
export function pathOfNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || '(value)' : undefined;
  if (depth > 32 || !value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return path ? `${path}.(key)` : '(key)';
    const found = pathOfNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in a request's JSON body or query (400, the field named):
 * no text we keep or show has one, and PostgreSQL refuses it in text, which would otherwise
 * surface as a 500 after the request was partly handled.
 */
@Injectable()
export class NulBytesMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const path = pathOfNul(req.body) ?? pathOfNul(req.query);
    if (path) return next(new DomainError('validation-failed', { issues: [{ path, key: 'invalid-value' }] }));
    next();
  }
}
