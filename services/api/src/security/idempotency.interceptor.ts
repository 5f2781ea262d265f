import { createHash } from 'node:crypto';
import {
  CallHandler,
  ConflictException,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, from, Observable, of, switchMap, throwError } from 'rxjs';
import { DomainError } from '@asiguro/domain';
import { IdempotencyKeyRepository } from '@asiguro/persistence';

const IDEMPOTENT = 'asiguro:idempotent';

/** The header's value: 8 to 128 letters, digits, "-" or "_" (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

const COMMANDS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The partners' signed callbacks: they carry their own ids (a provider's transaction, an insurer's event). */
export const SIGNED_CALLBACKS = /^\/api\/(payments\/[^/?]+\/notifications|partners\/[^/?]+\/callbacks)(\/|\?|$)/;

/**
 * How a retried request is answered again, keeping no personal data:
 * - `answer` (the default) keeps the first answer itself: for answers that hold no personal data
 *   or secrets (ids, statuses, a payment's redirect);
 * - `order` keeps the id of the order the first request answered and reads it again, as its owner
 *   sees it now (an order's view holds the customer's personal data);
 * - `rerun` keeps only the request's fingerprint and runs the command again: for commands that
 *   are idempotent by nature and whose answer is personal or secret (an account, a signing key).
 */
export type IdempotentReplay = 'order' | 'answer' | 'rerun';

/** Says how a command's retry is answered (see IdempotentReplay); unmarked commands keep their answer. */
export const Idempotent = (replay: IdempotentReplay) => SetMetadata(IDEMPOTENT, replay);

/** Reads again what an idempotent command made, for the caller (404 when it may no longer see it). */
export const IDEMPOTENT_REPLAYS = Symbol('IDEMPOTENT_REPLAYS');
export interface IdempotentReplays {
  order(orderId: string, req: Request): Promise<unknown>;
}

/**
 * Every command (a POST, PUT, PATCH or DELETE, the partners' signed callbacks aside) honours an
 * `Idempotency-Key` header: a retry with the same key and the same request is answered like the
 * first and changes nothing. Without the header a command runs as sent.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyKeyRepository,
    private readonly modules: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!COMMANDS.has(req.method) || SIGNED_CALLBACKS.test(req.originalUrl)) return next.handle();
    const replay = this.reflector.get<IdempotentReplay | undefined>(IDEMPOTENT, context.getHandler()) ?? 'answer';
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
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

    return from(this.keys.claim(scope, key, hash)).pipe(
      switchMap(async (first) => {
        if (first) return { first: true as const };
        return { first: false as const, stored: await this.keys.find(scope, key) };
      }),
      switchMap((lookup) => {
        if (!lookup.first) {
          const { stored } = lookup;
          if (stored.requestHash !== hash || stored.statusCode === null) {
            // Another request under this key: a different body, or the first one still running.
            return throwError(() => new ConflictException({ code: 'idempotency-conflict' }));
          }
          res.setHeader('Idempotent-Replayed', 'true');
          if (replay === 'rerun') return next.handle();
          const statusCode = stored.statusCode;
          if (stored.resourceId) {
            const replays = this.modules.get<IdempotentReplays>(IDEMPOTENT_REPLAYS, { strict: false });
            return from(replays.order(stored.resourceId, req)).pipe(
              switchMap(async (body) => {
                res.status(statusCode);
                return body;
              }),
            );
          }
          res.status(statusCode);
          return of(stored.response);
        }
        return next.handle().pipe(
          // Stored before answering, so a retry right after the answer finds it.
          switchMap(async (body: unknown) => {
            // An order is kept by its id only: its view holds the customer's personal data.
            const resourceId = replay === 'order' ? ((body as { id?: string } | null)?.id ?? null) : null;
            const response = replay === 'answer' ? JSON.stringify(body ?? null) : null;
            await this.keys.answer(scope, key, { statusCode: res.statusCode, response, resourceId });
            return body;
          }),
          catchError((error: unknown) =>
            // A failed command leaves nothing behind: the same key may be tried again.
            from(this.keys.release(scope, key)).pipe(switchMap(() => throwError(() => error))),
          ),
        );
      }),
    );
  }
}
