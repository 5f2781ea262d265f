import type { IncomingMessage } from 'node:http';
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

/** An error's answer: status, headers and the `{ error }` body in the request's language. */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: { error: ReturnType<typeof toErrorBody> };
}

/**
 * How a failure is answered, the same from a Nest route and from the status streams served ahead
 * of Express (OrderStatusFastPath). Internal errors are logged with the request id; their text is
 * never sent.
 */
export function errorAnswer(
  exception: unknown,
  req: Pick<IncomingMessage, 'method' | 'headers'> & { id?: unknown },
  path: string,
  logger: Pick<Logger, 'error'>,
): ErrorAnswer {
  const error = toDomainError(exception);
  if (error.status >= 500) {
    const cause = error.cause ?? exception;
    logger.error(
      `${req.method} ${path} failed (request ${String(req.id ?? '-')}): ${(cause as Error)?.stack ?? String(cause)}`,
    );
  }
  const headers: Record<string, string> = {};
  // When to come back: a limit of ours, or a partner's back-pressure passed on.
  const retryAfter = error.code === 'rate-limited' ? Number(error.details?.retryAfterSeconds) : NaN;
  if (Number.isInteger(retryAfter) && retryAfter > 0) headers['retry-after'] = String(retryAfter);
  return { status: error.status, headers, body: { error: toErrorBody(error, requestLocale(req)) } };
}

/** Answers every error as `{ error: { code, status, message, details } }` in the request's language. */
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
    const answer = errorAnswer(exception, req, req.path, this.logger);
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(answer.status).json(answer.body);
  }
}
