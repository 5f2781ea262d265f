import { Injectable } from '@nestjs/common';
import type { Rates } from '@asiguro/domain';
import { BaseRepository } from './repository';

/** One day's official rates as stored: the day (yyyyMMdd, Europe/Chisinau), MDL per unit, where they came from. */
export interface StoredRates {
  date: string;
  rates: Rates;
  source: string;
}

/**
 * The exchange_rates table, one row per day: the worker stores each day's official rates, the API
 * reads the rates to price with (and stores them itself when none were ever stored).
 */
@Injectable()
export class ExchangeRateRepository extends BaseRepository {
  /** Stores a day's rates; fetching a day again replaces them (the worker's daily fetch). */
  async store(record: StoredRates): Promise<void> {
    await this.db.query(
      `insert into exchange_rates (day, rates, source) values ($1, $2, $3)
       on conflict (day) do update set rates = excluded.rates, source = excluded.source, fetched_at = now()`,
      [record.date, JSON.stringify(record.rates), record.source],
    );
  }

  /**
   * Stores rates the API fetched itself (none were stored yet). A record of the same day stays
   * unless it lacks one of `currencies` (stored before that currency was kept).
   */
  async storeUnlessComplete(record: StoredRates, currencies: readonly string[]): Promise<void> {
    await this.db.query(
      `insert into exchange_rates (day, rates, source) values ($1, $2, $3)
       on conflict (day) do update set rates = excluded.rates, source = excluded.source, fetched_at = now()
       where not exchange_rates.rates ?& $4::text[]`,
      [record.date, JSON.stringify(record.rates), record.source, currencies],
    );
  }

  /** The latest record on or before `day` holding every currency of `currencies` (at most one). */
  latestComplete(day: string, currencies: readonly string[]): Promise<StoredRates[]> {
    return this.db.query(
      `select day as date, rates, source from exchange_rates
       where day <= $1 and rates ?& $2::text[] order by day desc limit 1`,
      [day, currencies],
    );
  }

  /** Whether the day's record exists with a rate for every one of `currencies`. */
  async hasDay(day: string, currencies: readonly string[]): Promise<boolean> {
    const rows = await this.db.query(`select 1 from exchange_rates where day = $1 and rates ?& $2::text[]`, [
      day,
      currencies,
    ]);
    return rows.length > 0;
  }
}
