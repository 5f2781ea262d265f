import { Injectable } from '@nestjs/common';
import { BaseRepository } from './repository';

/** One partner exchange as stored (already masked and cut to the columns' sizes by the recorder). */
export interface NewPartnerExchange {
  orderId: string | null;
  partner: string;
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  attempt: number;
  error: string | null;
  /** JSON text, or null. */
  request: string | null;
  response: string | null;
}

const COLUMNS = 10;

/** The partner_exchanges table: the console's timeline of every call to a partner. */
@Injectable()
export class PartnerExchangeRepository extends BaseRepository {
  /** A burst of exchanges in one multi-row insert (a statement each would cost a round trip each). */
  async insertMany(exchanges: NewPartnerExchange[]): Promise<void> {
    if (exchanges.length === 0) return;
    const placeholders = exchanges.map(
      (_row, index) =>
        `(${Array.from({ length: COLUMNS }, (_column, column) => `$${index * COLUMNS + column + 1}`).join(', ')})`,
    );
    await this.db.query(
      `insert into partner_exchanges (order_id, partner, method, path, status, duration_ms, attempt, error, request, response)
       values ${placeholders.join(', ')}`,
      exchanges.flatMap((exchange) => [
        exchange.orderId,
        exchange.partner,
        exchange.method,
        exchange.path,
        exchange.status,
        exchange.durationMs,
        exchange.attempt,
        exchange.error,
        exchange.request,
        exchange.response,
      ]),
    );
  }
}
