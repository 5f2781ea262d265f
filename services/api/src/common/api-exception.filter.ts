import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { DomainError, isErrorCode, toErrorBody, type ErrorCode } from '@asiguro/domain';
import { EventRefusedError, OrderNotFoundError, StaleOrderError } from '@asiguro/orchestration';
import { PartnerError, PartnerRateLimitedError } from '@asiguro/partners';
import { requestLocale } from './request-locale';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation-failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'stale-order',
  413: 'payload-too-large',
  429: 'rate-limited',
};

/** Every failure, in the error vocabulary: a catalogue code, its status, a localized message. */
export function toDomainError(exception: unknown): DomainError {
  if (exception instanceof DomainError) return exception;
  if (exception instanceof EventRefusedError) {
    const code = exception.refusal === 'payment-mismatch' ? 'payment-mismatch' : 'event-refused';
    return new DomainError(code, { status: exception.status, accepted: exception.accepted, event: exception.event });
  }
  if (exception instanceof StaleOrderError) return new DomainError('stale-order', { version: exception.actualVersion });
  if (exception instanceof OrderNotFoundError) return new DomainError('not-found-order');
  if (exception instanceof ThrottlerException) return new DomainError('rate-limited');
  if (exception instanceof PartnerRateLimitedError) {
    return new DomainError('rate-limited', { retryAfterSeconds: Math.ceil(exception.retryAfterMs / 1000) });
  }
  if (exception instanceof PartnerError && exception.retryable) return new DomainError('partner-unavailable');
  if (exception instanceof HttpException) {
    const response = exception.getResponse() as { code?: unknown; details?: Record<string, unknown> } | string;
    const code =
      typeof response === 'object' && isErrorCode(response.code) ? response.code : STATUS_CODES[exception.getStatus()];
    if (code) {
      const details = typeof response === 'object' ? response.details : undefined;
      return new DomainError(code, details);
    }
  }
  // body-parser's own errors: too large, malformed JSON.
  const type = (exception as { type?: string })?.type;
  if (type === 'entity.too.large') return new DomainError('payload-too-large');
  if (type === 'entity.parse.failed' || type === 'encoding.unsupported') return new DomainError('validation-failed');
  return new DomainError('internal', undefined, { cause: exception });
}

/** terminus' readiness failure: a 503 whose body is the health report itself. */
function isHealthReport(exception: unknown): exception is HttpException {
  if (!(exception instanceof HttpException) || exception.getStatus() !== 503) return false;
  const body = exception.getResponse();
  return (
    typeof body === 'object' && body !== null && 'details' in body && (body as { status?: unknown }).status === 'error'
  );
}

/**
 * Answers every error as `{ error: { code, status, message, details } }` in the request's
 * language. Internal errors are logged with the request id; their text is never sent.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (isHealthReport(exception)) {
      // Readiness answers 503 with the health report operators and orchestrators read.
      res.status(exception.getStatus()).json(exception.getResponse());
      return;
    }
    const error = toDomainError(exception);
    if (error.status >= 500) {
      const cause = error.cause ?? exception;
      this.logger.error(
        `${req.method} ${req.path} failed (request ${String((req as { id?: string }).id ?? '-')}): ${(cause as Error)?.stack ?? String(cause)}`,
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    // When to come back: a limit of ours, or a partner's back-pressure passed on.
    const retryAfter = error.code === 'rate-limited' ? Number(error.details?.retryAfterSeconds) : NaN;
    if (Number.isInteger(retryAfter) && retryAfter > 0) res.setHeader('Retry-After', String(retryAfter));
    res.status(error.status).json({ error: toErrorBody(error, requestLocale(req)) });
  }
}
