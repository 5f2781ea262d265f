import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { PartnerExchange } from '@asiguro/partners';
import { PartnerExchangeRepository, type NewPartnerExchange } from '@asiguro/persistence';

/**
 * The order a piece of work is about, carried through async calls, so partner adapters need not
 * pass it along: the job dispatcher and the API set it, the exchange recorder reads it.
 */
export const orderCorrelation = new AsyncLocalStorage<string>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Exchanges written together: at most this many, or whatever came within FLUSH_MS of the first. */
const BATCH = 100;
const FLUSH_MS = 20;

/**
 * Stores every partner exchange (personal data already masked by the HTTP client) for the
 * console's order timeline. Recording never fails the call it records. Exchanges come in bursts
 * (an offer search asks every insurer at once), so they are written in one multi-row insert per
 * burst rather than a statement each; what is pending is written when the process shuts down.
 */
@Injectable()
export class PartnerExchangeRecorder implements OnApplicationShutdown {
  private readonly logger = new Logger(PartnerExchangeRecorder.name);
  private pending: NewPartnerExchange[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly exchanges: PartnerExchangeRepository) {}

  /** Bound, so it can be handed to adapters as their `onExchange`. */
  readonly record = (exchange: PartnerExchange): void => {
    const orderId =
      exchange.correlationId && UUID.test(exchange.correlationId)
        ? exchange.correlationId
        : orderCorrelation.getStore();
    this.pending.push({
      orderId: orderId ?? null,
      partner: exchange.partner.slice(0, 32),
      method: exchange.method,
      path: exchange.path.split('?')[0].slice(0, 255),
      status: exchange.status ?? null,
      durationMs: exchange.durationMs,
      attempt: exchange.attempt,
      error: exchange.error?.slice(0, 2000) ?? null,
      request: exchange.request === undefined ? null : JSON.stringify(exchange.request),
      response: exchange.response === undefined ? null : JSON.stringify(exchange.response),
    });
    if (this.pending.length >= BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  };

  /** Writes what is pending now; resolves once it is written (or its failure logged). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    if (rows.length === 0) return;
    this.pending = [];
    await this.exchanges
      .insertMany(rows)
      .catch((error: Error) => this.logger.warn(`${rows.length} partner exchange(s) not recorded: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }
}
