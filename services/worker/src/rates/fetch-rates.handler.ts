import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { RATE_CURRENCIES } from '@asiguro/domain';
import { marketDay } from '@asiguro/orchestration';
import { ExchangeRateRepository } from '@asiguro/persistence';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { RATES_SOURCE, type RatesSource } from '../partners/ports';

/** fetch-rates: the official rates of a day, stored once per day (yyyyMMdd, Europe/Chisinau). */
@Injectable()
export class FetchRatesHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    @Inject(RATES_SOURCE) private readonly source: RatesSource,
    private readonly rates: ExchangeRateRepository,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('fetch-rates', async ({ day }) => this.fetch(day));
  }

  async fetch(day?: string): Promise<string> {
    const when = day ? new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T12:00:00Z`) : new Date();
    const fetched = await this.source.fetch(when);
    await this.rates.store({ date: fetched.day, rates: fetched.rates, source: fetched.source });
    return `rates of ${fetched.day}`;
  }

  /**
   * Whether today's record is missing, or lacks a currency the products need (stored before it
   * was kept): the worker then fetches it at start-up.
   */
  async todayMissing(now = new Date()): Promise<boolean> {
    return !(await this.rates.hasDay(marketDay(now), RATE_CURRENCIES));
  }
}
