import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The partner exchange shape of @asiguro/partners (kept structural to avoid a dependency cycle). */
export interface RecordableExchange {
  partner: string;
  method: string;
  path: string;
  status?: number;
  durationMs: number;
  attempt: number;
  error?: string;
  request?: unknown;
  response?: unknown;
  correlationId?: string;
}

/**
 * The order a piece of work is about, carried through async calls, so partner adapters need not
 * pass it along: the job dispatcher and the API set it, the exchange recorder reads it.
 */
export const orderCorrelation = new AsyncLocalStorage<string>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores every partner exchange (personal data already masked by the HTTP client) for the
 * console's order timeline. Recording never fails the call it records.
 */
@Injectable()
export class PartnerExchangeRecorder {
  private readonly logger = new Logger(PartnerExchangeRecorder.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Bound, so it can be handed to adapters as their `onExchange`. */
  readonly record = (exchange: RecordableExchange): void => {
    const orderId =
      exchange.correlationId && UUID.test(exchange.correlationId)
        ? exchange.correlationId
        : orderCorrelation.getStore();
    void this.db
      .query(
        `insert into partner_exchanges (order_id, partner, method, path, status, duration_ms, attempt, error, request, response)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          orderId ?? null,
          exchange.partner.slice(0, 32),
          exchange.method,
          exchange.path.split('?')[0].slice(0, 255),
          exchange.status ?? null,
          exchange.durationMs,
          exchange.attempt,
          exchange.error?.slice(0, 2000) ?? null,
          exchange.request === undefined ? null : JSON.stringify(exchange.request),
          exchange.response === undefined ? null : JSON.stringify(exchange.response),
        ],
      )
      .catch((error: Error) => this.logger.warn(`partner exchange not recorded: ${error.message}`));
  };
}
