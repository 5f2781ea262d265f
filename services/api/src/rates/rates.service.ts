import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, dayKey, RATE_CURRENCIES, type Rates } from '@asiguro/domain';
import { PartnerExchangeRecorder } from '@asiguro/orchestration';
import { OfficialRatesAdapter, pickRatesForDay } from '@asiguro/partners';
import { ExchangeRateRepository, type StoredRates } from '@asiguro/persistence';
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
    private readonly stored: ExchangeRateRepository,
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
    let rows = await this.stored.latestComplete(day, RATE_CURRENCIES);
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

  private async fetchAndStore(now: Date): Promise<StoredRates[]> {
    try {
      const fetched = await this.source.fetchOfficialRates(now);
      // A record of the same day stays unless it lacks a currency (stored before the forint was kept).
      await this.stored.storeUnlessComplete(fetched, RATE_CURRENCIES);
      return [fetched];
    } catch (error) {
      this.logger.warn(`no exchange rates stored and none fetched: ${(error as Error).message}`);
      return [];
    }
  }
}
