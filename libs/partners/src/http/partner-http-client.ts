import type { z } from 'zod';
import { CircuitBreaker, CircuitBreakerOptions } from './circuit-breaker';
import { maskPersonalData, maskPersonalText } from './masking';
import {
  PartnerCircuitOpenError,
  PartnerError,
  PartnerProtocolError,
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
  /** Told about every exchange, with personal data already masked (for the console's timeline). */
  onExchange?: (exchange: PartnerExchange) => void;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
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
  headers?: Record<string, string>;
  /** Schema of a successful answer; anything else is a PartnerProtocolError. */
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
  headers: Headers;
}

const DEFAULT_FETCH = (...args: Parameters<typeof fetch>) => fetch(...args);

/**
 * The one way we talk HTTP to a partner: a timeout per attempt, retries with exponential
 * backoff and full jitter (only for requests that are safe to repeat), a circuit breaker per
 * partner, answers validated with zod, and failures turned into typed PartnerErrors.
 */
export class PartnerHttpClient {
  readonly breaker: CircuitBreaker;
  private readonly fetchImpl: typeof fetch;
  private readonly random: () => number;

  constructor(readonly options: PartnerHttpClientOptions) {
    this.breaker = new CircuitBreaker(options.breaker);
    this.fetchImpl = options.fetch ?? DEFAULT_FETCH;
    this.random = options.random ?? Math.random;
  }

  async request<T>(request: PartnerRequest<T>): Promise<PartnerResponse<T>> {
    const repeatable = request.method !== 'POST' || request.idempotencyKey !== undefined;
    const attempts = repeatable ? this.options.retry.retries + 1 : 1;
    let lastError: PartnerError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await this.delay(attempt - 1);
      try {
        return await this.attempt(request, attempt);
      } catch (error) {
        if (!(error instanceof PartnerError)) throw error;
        lastError = error;
        if (!error.retryable || error instanceof PartnerCircuitOpenError) throw error;
      }
    }
    throw lastError!;
  }

  private async attempt<T>(request: PartnerRequest<T>, attempt: number): Promise<PartnerResponse<T>> {
    const { partner } = this.options;
    const exchange: PartnerExchange = {
      partner,
      method: request.method,
      path: request.path,
      durationMs: 0,
      attempt,
      request: request.body === undefined ? undefined : maskPersonalData(request.body),
      correlationId: request.correlationId,
    };
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
      exchange.response = parsed.ok ? maskPersonalData(parsed.value) : maskPersonalText(text);
      if (response.status >= 500 || response.status === 429) {
        throw new PartnerUnavailableError(partner, `answered ${response.status}`, response.status);
      }
      // The partner is up and answering: a refusal is not a reason to open the circuit.
      this.breaker.recordSuccess();
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

  private send(request: PartnerRequest<unknown>, timeoutMs: number): Promise<Response> {
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
  if (name === 'TimeoutError' || name === 'AbortError') return new PartnerTimeoutError(partner, timeoutMs);
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  return new PartnerUnavailableError(partner, `cannot connect (${cause ?? (error as Error)?.message ?? 'unknown'})`);
}
