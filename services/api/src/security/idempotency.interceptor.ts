import { createHash } from 'node:crypto';
import {
  CallHandler,
  ConflictException,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { catchError, from, Observable, of, switchMap, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import { DomainError } from '@asiguro/domain';

const IDEMPOTENT = 'asiguro:idempotent';

/**
 * Marks a command that honours an `Idempotency-Key` header: a retry with the same key and the
 * same request is answered with the first answer and changes nothing.
 */
export const Idempotent = () => SetMetadata(IDEMPOTENT, true);

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reflector.get<boolean>(IDEMPOTENT, context.getHandler())) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) {
      // The documented shape of refused input: details.issues[{path, key}] (the filter adds the message).
      throw new DomainError('validation-failed', {
        issues: [{ path: 'Idempotency-Key', key: 'invalid-value' }],
      });
    }
    const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
    const scope = `${req.session?.uid ?? req.ip}|${req.method} ${route}`.slice(0, 128);
    const hash = createHash('sha256')
      .update(JSON.stringify({ params: req.params, body: req.body ?? null }))
      .digest('hex');

    return from(
      this.db.query(
        `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
         on conflict do nothing returning key`,
        [scope, key, hash],
      ),
    ).pipe(
      switchMap(async (inserted: unknown[]) => {
        if (inserted.length > 0) return { first: true as const };
        const [stored] = await this.db.query(
          `select request_hash, status_code, response from idempotency_keys where scope = $1 and key = $2`,
          [scope, key],
        );
        return { first: false as const, stored };
      }),
      switchMap((lookup) => {
        if (!lookup.first) {
          const { stored } = lookup;
          if (stored.request_hash !== hash || stored.status_code === null) {
            // Another request under this key: a different body, or the first one still running.
            return throwError(() => new ConflictException({ code: 'idempotency-conflict' }));
          }
          res.status(stored.status_code);
          res.setHeader('Idempotent-Replayed', 'true');
          return of(stored.response);
        }
        return next.handle().pipe(
          // Stored before answering, so a retry right after the answer finds it.
          switchMap(async (body: unknown) => {
            await this.db.query(
              `update idempotency_keys set status_code = $3, response = $4 where scope = $1 and key = $2`,
              [scope, key, res.statusCode, JSON.stringify(body ?? null)],
            );
            return body;
          }),
          catchError((error: unknown) =>
            // A failed command leaves nothing behind: the same key may be tried again.
            from(this.db.query(`delete from idempotency_keys where scope = $1 and key = $2`, [scope, key])).pipe(
              switchMap(() => throwError(() => error)),
            ),
          ),
        );
      }),
    );
  }
}
