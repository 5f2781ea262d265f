import { request as undiciRequest } from 'undici';
import type { z } from 'zod';
import { CircuitBreaker, CircuitBreakerOptions } from './circuit-breaker';
import { maskBySchema, maskPersonalText } from './masking';
import {
  PartnerCircuitOpenError,
  PartnerError,
  PartnerProtocolError,
  PartnerRateLimitedError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
} from './partner-errors';

export interface RetryOptions {
  /** Further attempts after the first (0 = try once). */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface PartnerHttpClientOptions {
  partner: string;
  baseUrl: string;
  timeoutMs: number;
  retry: RetryOptions;
  breaker: CircuitBreakerOptions;
  headers?: Record<string, string>;
  /**
   * The partner's refusal body (4xx, 5xx), as its contract lays it out: such answers are stored
   * masked by it (anything it does not declare is masked whole).
   */
  errorSchema?: z.ZodType;
  /** Told about every exchange, with personal data already masked (for the console's timeline). */
  onExchange?: (exchange: PartnerExchange) => void;
  /** Injected in tests (the global `fetch` fits); defaults to undici's `request`. */
  fetch?: PartnerFetch;
  random?: () => number;
}

export interface PartnerExchange {
  partner: string;
  method: string;
  path: string;
  status?: number;
  durationMs: number;
  attempt: number;
  error?: string;
  request?: unknown;
  response?: unknown;
  /** Correlation supplied by the caller (e.g. the order id), never personal data. */
  correlationId?: string;
}

export interface PartnerRequest<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /**
   * The body's contract, with its personal fields declared (`personal`): the exchange is stored
   * masked by it. Without one, every value of the body is masked.
   */
  bodySchema?: z.ZodType;
  headers?: Record<string, string>;
  /** Schema of a successful answer (its personal fields declared); anything else is a PartnerProtocolError. */
  schema: z.ZodType<T>;
  /** Sent as Idempotency-Key; makes a POST safe to retry. */
  idempotencyKey?: string;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  correlationId?: string;
}

export interface PartnerResponse<T> {
  status: number;
  body: T;
  headers: AnswerHeaders;
}

interface AnswerHeaders {
  get(name: string): string | null;
}

/** What the client needs of an HTTP answer: `fetch`'s Response has it, and so does undici's. */
export interface PartnerAnswer {
  status: number;
  ok: boolean;
  headers: AnswerHeaders;
  text(): Promise<string>;
}

/** The transport: the global `fetch` fits this signature. */
export type PartnerFetch = (
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<PartnerAnswer>;

/**
 * undici's `request` over its keep-alive pool: the same HTTP as `fetch` (which Node builds on
 * undici too) without the WHATWG Request, Response and stream objects, which cost several times
 * the CPU per call (docs/performance.md) on an order's dozen partner calls.
 */
const UNDICI_FETCH: PartnerFetch = async (url, init) => {
  const answer = await undiciRequest(url, {
    method: init.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    headers: init.headers,
    body: init.body,
    signal: init.signal,
  });
  const headers = answer.headers;
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    headers: {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: () => answer.body.text(),
  };
};

/** A partner's Retry-After within these bounds: a missing or odd one means one second, a huge one a minute. */
const RETRY_AFTER = { defaultMs: 1_000, maxMs: 60_000 } as const;

/** Milliseconds a Retry-After header asks for (seconds, or an HTTP date). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return RETRY_AFTER.defaultMs;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(seconds) || seconds <= 0) return RETRY_AFTER.defaultMs;
  return Math.min(RETRY_AFTER.maxMs, seconds);
}

/**
 * The one way we talk HTTP to a partner: a timeout per attempt, retries with exponential
 * backoff and full jitter (only for requests that are safe to repeat), a circuit breaker per
 * partner, back-pressure when the partner answers 429 (no call before its Retry-After, which is
 * waited for within the call's retry budget and otherwise handed to the caller), answers
 * validated with zod, failures turned into typed PartnerErrors, and every exchange reported
 * masked by its contract.
 */
export class PartnerHttpClient {
  readonly breaker: CircuitBreaker;
  private readonly fetchImpl: PartnerFetch;
  private readonly random: () => number;
  /** No call before this moment: the partner's last 429 asked us to wait. */
  private pausedUntil = 0;

  constructor(readonly options: PartnerHttpClientOptions) {
    this.breaker = new CircuitBreaker(options.breaker);
    this.fetchImpl = options.fetch ?? UNDICI_FETCH;
    this.random = options.random ?? Math.random;
  }

  async request<T>(request: PartnerRequest<T>): Promise<PartnerResponse<T>> {
    const repeatable = request.method !== 'POST' || request.idempotencyKey !== undefined;
    const attempts = repeatable ? this.options.retry.retries + 1 : 1;
    let lastError: PartnerError | undefined;
    // Once an attempt may have been served unheard, so may the call, whatever the later attempts say.
    let unknown = false;
    const failed = (error: PartnerError) => {
      error.outcomeUnknown ||= unknown;
      return error;
    };
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await this.delay(attempt - 1);
      // The partner asked us to wait: within this call's retry budget we wait, else we give up now.
      const paused = this.pausedUntil - Date.now();
      if (paused > 0 && (attempt === attempts || paused > this.options.retry.maxDelayMs)) {
        const refusal = new PartnerRateLimitedError(this.options.partner, paused);
        this.options.onExchange?.({ ...this.exchangeOf(request, attempt), error: refusal.message });
        throw failed(refusal);
      }
      if (paused > 0) await new Promise((resolve) => setTimeout(resolve, paused));
      try {
        return await this.attempt(request, attempt);
      } catch (error) {
        if (!(error instanceof PartnerError)) throw error;
        unknown ||= error.outcomeUnknown;
        lastError = error;
        if (!error.retryable || error instanceof PartnerCircuitOpenError) throw failed(error);
      }
    }
    throw failed(lastError!);
  }

  /** An exchange as the console's timeline shows it: the request masked by its contract. */
  private exchangeOf(request: PartnerRequest<unknown>, attempt: number): PartnerExchange {
    return {
      partner: this.options.partner,
      method: request.method,
      path: request.path,
      durationMs: 0,
      attempt,
      request: request.body === undefined ? undefined : maskBySchema(request.bodySchema, request.body),
      correlationId: request.correlationId,
    };
  }

  private async attempt<T>(request: PartnerRequest<T>, attempt: number): Promise<PartnerResponse<T>> {
    const { partner } = this.options;
    const exchange = this.exchangeOf(request, attempt);
    if (!this.breaker.tryAcquire()) {
      // Recorded like any failed call (no status): a partner we no longer even call must not look
      // idle on the console's dashboard, which reads the exchanges.
      const refusal = new PartnerCircuitOpenError(partner, this.breaker.waitMs());
      exchange.error = refusal.message;
      this.options.onExchange?.(exchange);
      throw refusal;
    }
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs;
    const started = Date.now();
    try {
      const response = await this.send(request, timeoutMs);
      exchange.status = response.status;
      const text = await response.text();
      const parsed = parseJson(text);
      exchange.response = parsed.ok
        ? maskBySchema(response.ok ? request.schema : this.options.errorSchema, parsed.value)
        : maskPersonalText(text);
      if (response.status >= 500) {
        const unavailable = new PartnerUnavailableError(partner, `answered ${response.status}`, response.status);
        // A 503 says the request was not taken; a 500 or a gateway's 502/504 may follow its work.
        unavailable.outcomeUnknown = response.status !== 503;
        throw unavailable;
      }
      // The partner is up and answering: a refusal or a request to slow down is not a reason to
      // open the circuit.
      this.breaker.recordSuccess();
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        this.pausedUntil = Math.max(this.pausedUntil, Date.now() + wait);
        throw new PartnerRateLimitedError(partner, wait);
      }
      if (response.status >= 400) {
        const body = parsed.ok ? parsed.value : undefined;
        throw new PartnerRejectedError(partner, response.status, rejectionReason(body, response.status), body);
      }
      if (!parsed.ok) throw new PartnerProtocolError(partner, `answer is not JSON (${response.status})`);
      const checked = request.schema.safeParse(parsed.value);
      if (!checked.success) {
        throw new PartnerProtocolError(partner, `unexpected answer: ${checked.error.issues[0]?.message ?? 'invalid'}`);
      }
      return { status: response.status, body: checked.data, headers: response.headers };
    } catch (error) {
      const failure = toPartnerError(partner, error, timeoutMs);
      if (failure instanceof PartnerTimeoutError || failure instanceof PartnerUnavailableError) {
        this.breaker.recordFailure();
      }
      exchange.error = failure.message;
      throw failure;
    } finally {
      exchange.durationMs = Date.now() - started;
      this.options.onExchange?.(exchange);
    }
  }

  private send(request: PartnerRequest<unknown>, timeoutMs: number): Promise<PartnerAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers, ...request.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    return this.fetchImpl(new URL(request.path, withSlash(this.options.baseUrl)), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** Exponential backoff with full jitter: a random wait in [0, min(max, base × 2^n)). */
  private delay(retry: number): Promise<void> {
    const { baseDelayMs, maxDelayMs } = this.options.retry;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1));
    return new Promise((resolve) => setTimeout(resolve, Math.floor(this.random() * ceiling)));
  }
}

/** Socket errors that mean no connection was made, so no request reached the partner. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function rejectionReason(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const candidate = (body as Record<string, unknown>).reason ?? (body as Record<string, unknown>).code;
    if (typeof candidate === 'string') return candidate;
  }
  return `http-${status}`;
}

function toPartnerError(partner: string, error: unknown, timeoutMs: number): PartnerError {
  if (error instanceof PartnerError) return error;
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return Object.assign(new PartnerTimeoutError(partner, timeoutMs), { outcomeUnknown: true });
  }
  // fetch wraps the socket's error in `cause`; undici's request throws it as it is.
  const failure = error as { code?: string; message?: string; cause?: { code?: string } } | undefined;
  const code = failure?.cause?.code ?? failure?.code;
  return Object.assign(
    new PartnerUnavailableError(partner, `cannot connect (${code ?? failure?.message ?? 'unknown'})`),
    {
      // Only a connection never made proves the request was not sent; a cut one may follow its work.
      outcomeUnknown: !(code && NEVER_CONNECTED.has(code)),
    },
  );
}
