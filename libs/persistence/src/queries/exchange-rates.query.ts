import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Rates } from '@asiguro/domain';

/** One day's official rates as stored. */
export interface StoredRates {
  date: string;
  rates: Rates;
  source: string;
}

/** The official exchange rates as the API reads them (the worker stores them daily). */
@Injectable()
export class ExchangeRatesQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The latest record on or before `day` holding every currency of `currencies` (at most one). */
  latestComplete(day: string, currencies: readonly string[]): Promise<StoredRates[]> {
    return this.db.query(
      `select day as date, rates, source from exchange_rates
       where day <= $1 and rates ?& $2::text[] order by day desc limit 1`,
      [day, currencies],
    );
  }

  /**
   * Stores rates the API fetched itself (none were stored yet). A record of the same day stays
   * unless it lacks one of `currencies` (stored before that currency was kept).
   */
  async storeFetched(fetched: StoredRates, currencies: readonly string[]): Promise<void> {
    await this.db.query(
      `insert into exchange_rates (day, rates, source) values ($1, $2, $3)
       on conflict (day) do update set rates = excluded.rates, source = excluded.source, fetched_at = now()
       where not exchange_rates.rates ?& $4::text[]`,
      [fetched.date, JSON.stringify(fetched.rates), fetched.source, currencies],
    );
  }
}
