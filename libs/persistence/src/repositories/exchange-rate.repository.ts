import { Injectable } from '@nestjs/common';
import { BaseRepository } from './repository';

/** The exchange_rates table: the official rates of a day (yyyyMMdd, Europe/Chisinau), one row per day. */
@Injectable()
export class ExchangeRateRepository extends BaseRepository {
  /** Stores a day's rates; fetching a day again replaces them. */
  async store(day: string, rates: Record<string, unknown>, source: string): Promise<void> {
    await this.db.query(
      `insert into exchange_rates (day, rates, source) values ($1, $2, $3)
       on conflict (day) do update set rates = excluded.rates, source = excluded.source, fetched_at = now()`,
      [day, JSON.stringify(rates), source],
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
