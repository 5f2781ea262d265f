import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RATE_CURRENCIES } from '@asiguro/domain';
import { marketDay } from '@asiguro/orchestration';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { RATES_SOURCE, type RatesSource } from '../partners/ports';

/** fetch-rates: the official rates of a day, stored once per day (yyyyMMdd, Europe/Chisinau). */
@Injectable()
export class FetchRatesHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    @Inject(RATES_SOURCE) private readonly source: RatesSource,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('fetch-rates', async ({ day }) => this.fetch(day));
  }

  async fetch(day?: string): Promise<string> {
    const when = day ? new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T12:00:00Z`) : new Date();
    const fetched = await this.source.fetch(when);
    await this.db.query(
      `insert into exchange_rates (day, rates, source) values ($1, $2, $3)
       on conflict (day) do update set rates = excluded.rates, source = excluded.source, fetched_at = now()`,
      [fetched.day, JSON.stringify(fetched.rates), fetched.source],
    );
    return `rates of ${fetched.day}`;
  }

  /**
   * Whether today's record is missing, or lacks a currency the products need (stored before it
   * was kept): the worker then fetches it at start-up.
   */
  async todayMissing(now = new Date()): Promise<boolean> {
    const rows = await this.db.query(`select 1 from exchange_rates where day = $1 and rates ?& $2::text[]`, [
      marketDay(now),
      RATE_CURRENCIES,
    ]);
    return rows.length === 0;
  }
}
