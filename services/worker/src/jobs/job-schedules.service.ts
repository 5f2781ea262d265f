import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { jobOptions, marketDay, MARKET_TIME_ZONE, QueueProducer } from '@asiguro/orchestration';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/**
 * Recurring jobs, declared idempotently at start-up (every worker upserts the same schedulers),
 * and again by the queue recovery when Redis lost them: the expiry sweep, the daily retention
 * sweep, the daily exchange rates (plus today's at once when missing) and the daily renewal scan.
 */
@Injectable()
export class JobSchedules implements OnApplicationBootstrap {
  constructor(
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.declare();
  }

  async declare(): Promise<void> {
    const expiry = this.producer.queue('expiry');
    await expiry.upsertJobScheduler(
      'expiry-sweep',
      { every: this.config.EXPIRY_SWEEP_SECONDS * 1000 },
      { name: 'expiry-sweep', data: {}, opts: jobOptions('expiry-sweep', this.config) },
    );
    // At night in Chișinău, when nobody is buying.
    await expiry.upsertJobScheduler(
      'retention-daily',
      { pattern: '30 3 * * *', tz: MARKET_TIME_ZONE },
      { name: 'retention-sweep', data: {}, opts: jobOptions('retention-sweep', this.config) },
    );
    const rates = this.producer.queue('rates');
    await rates.upsertJobScheduler(
      'fetch-rates-daily',
      { pattern: '5 0 * * *', tz: MARKET_TIME_ZONE },
      { name: 'fetch-rates', data: {}, opts: jobOptions('fetch-rates', this.config) },
    );
    // Today's rates at once; the job id makes every worker's start-up request the same job.
    const today = marketDay(new Date());
    await rates.add(
      'fetch-rates',
      { day: today },
      { ...jobOptions('fetch-rates', this.config), jobId: `rates-${today}` },
    );
    await this.producer
      .queue('notifications')
      .upsertJobScheduler(
        'renewal-scan-daily',
        { pattern: '0 9 * * *', tz: MARKET_TIME_ZONE },
        { name: 'renewal-scan', data: {}, opts: jobOptions('renewal-scan', this.config) },
      );
  }
}
