import { createHash } from 'node:crypto';
import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { catchError, from, Observable, of, switchMap, throwError } from 'rxjs';
import { DataSource } from 'typeorm';

const IDEMPOTENT = 'asiguro:idempotent';

/**
 * How a retried request is answered again, keeping no personal data: `order` keeps the id of the
 * order the first request answered and reads it again (as its owner sees it now); `answer` keeps
 * the first answer itself, for answers that hold no personal data (a payment's redirect).
 */
export type IdempotentReplay = 'order' | 'answer';

/**
 * Marks a command that honours an `Idempotency-Key` header: a retry with the same key and the
 * same request is answered like the first and changes nothing.
 */
export const Idempotent = (replay: IdempotentReplay) => SetMetadata(IDEMPOTENT, replay);

/** Reads again what an idempotent command made, for the caller (404 when it may no longer see it). */
export const IDEMPOTENT_REPLAYS = Symbol('IDEMPOTENT_REPLAYS');
export interface IdempotentReplays {
  order(orderId: string, req: Request): Promise<unknown>;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly db: DataSource,
    private readonly modules: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const replay = this.reflector.get<IdempotentReplay | undefined>(IDEMPOTENT, context.getHandler());
    if (!replay) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new BadRequestException({
        code: 'validation-failed',
        details: [{ path: 'Idempotency-Key', code: 'invalid-value' }],
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
          `select request_hash, status_code, response, resource_id from idempotency_keys where scope = $1 and key = $2`,
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
          res.setHeader('Idempotent-Replayed', 'true');
          if (stored.resource_id) {
            const replays = this.modules.get<IdempotentReplays>(IDEMPOTENT_REPLAYS, { strict: false });
            return from(replays.order(stored.resource_id, req)).pipe(
              switchMap(async (body) => {
                res.status(stored.status_code);
                return body;
              }),
            );
          }
          res.status(stored.status_code);
          return of(stored.response);
        }
        return next.handle().pipe(
          // Stored before answering, so a retry right after the answer finds it.
          switchMap(async (body: unknown) => {
            // An order is kept by its id only: its view holds the customer's personal data.
            const resourceId = replay === 'order' ? ((body as { id?: string } | null)?.id ?? null) : null;
            await this.db.query(
              `update idempotency_keys set status_code = $3, response = $4, resource_id = $5 where scope = $1 and key = $2`,
              [scope, key, res.statusCode, resourceId ? null : JSON.stringify(body ?? null), resourceId],
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
