import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError, dayKey, RATE_CURRENCIES, type Rates } from '@asiguro/domain';
import { PartnerExchangeRecorder } from '@asiguro/orchestration';
import { OfficialRatesAdapter, pickRatesForDay } from '@asiguro/partners';
import { APP_CONFIG, type Env } from '@asiguro/platform';

export interface RatesOfDay {
  date: string;
  rates: Rates;
  source: string;
  fallback: boolean;
}

/**
 * The official rates to price and display with today: today's record, else the latest earlier
 * one (and it says so), of every currency the products need (RATE_CURRENCIES). The worker fetches them daily; if none was ever stored, the API asks the
 * National Bank once itself so a fresh installation can quote at once.
 */
@Injectable()
export class RatesService {
  private readonly logger = new Logger(RatesService.name);
  private readonly source: OfficialRatesAdapter;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: Env,
    exchanges: PartnerExchangeRecorder,
  ) {
    this.source = new OfficialRatesAdapter({ config, onExchange: exchanges.record });
  }

  /**
   * Today's record, else the latest earlier one — complete records only: one stored before a
   * currency was kept (the forint) counts as a day without rates.
   */
  async today(now = new Date()): Promise<RatesOfDay> {
    const day = dayKey(now);
    let rows: { date: string; rates: Rates; source: string }[] = await this.db.query(
      `select day as date, rates, source from exchange_rates
       where day <= $1 and rates ?& $2::text[] order by day desc limit 1`,
      [day, RATE_CURRENCIES],
    );
    if (rows.length === 0) rows = await this.fetchAndStore(now);
    const picked = pickRatesForDay(rows, day);
    if (!picked) throw new DomainError('partner-unavailable');
    return {
      date: picked.record.date,
      rates: picked.record.rates,
      source: picked.record.source,
      fallback: picked.fallback,
    };
  }

  private async fetchAndStore(now: Date): Promise<{ date: string; rates: Rates; source: string }[]> {
    try {
      const fetched = await this.source.fetchOfficialRates(now);
      // A record of the same day stays unless it lacks a currency (stored before the forint was kept).
      await this.db.query(
        `insert into exchange_rates (day, rates, source) values ($1, $2, $3)
         on conflict (day) do update set rates = excluded.rates, source = excluded.source, fetched_at = now()
         where not exchange_rates.rates ?& $4::text[]`,
        [fetched.date, JSON.stringify(fetched.rates), fetched.source, RATE_CURRENCIES],
      );
      return [fetched];
    } catch (error) {
      this.logger.warn(`no exchange rates stored and none fetched: ${(error as Error).message}`);
      return [];
    }
  }
}
