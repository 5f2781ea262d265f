import { Inject, Injectable } from '@nestjs/common';
import { ISSUERS, ORDER_STATUSES } from '@asiguro/domain';
import type { Dashboard } from '@asiguro/contracts';
import { QueueProducer } from '@asiguro/orchestration';
import { ConsoleDashboardQuery } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';

const SLOW_P95_MS = 2000;
const FAILING_RATE = 0.2;

/** The dashboard's figures (ConsoleDashboardQuery) with the queues' depths and each insurer's health. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly figures: ConsoleDashboardQuery,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async dashboard(now = new Date()): Promise<Dashboard> {
    const [statusRows, minuteRows, issuingRows, stuckCount, manualQueueCount, queues, partners] = await Promise.all([
      this.figures.statusCounts(),
      this.figures.transitionsPerMinute(now),
      this.figures.issuingTimes(now),
      this.figures.stuckCount(this.config.STUCK_FACTOR),
      this.figures.manualQueueCount(),
      this.queueCounts(),
      this.partnerHealth(now),
    ]);
    const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Dashboard['statusCounts'];
    for (const row of statusRows) statusCounts[row.status] = row.n;
    const perMinute = new Map(minuteRows.map((row) => [row.minute, row.n]));
    const start = Math.floor(now.getTime() / 60_000) * 60_000 - 59 * 60_000;
    const transitionsPerMinute = Array.from({ length: 60 }, (_, i) => {
      // The key of a minute bucket as the SQL writes it (UTC, machine-read), not a day.
      // eslint-disable-next-line no-restricted-syntax
      const minute = new Date(start + i * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return { minute, count: perMinute.get(minute) ?? 0 };
    });
    return {
      generatedAt: now.toISOString(),
      statusCounts,
      transitionsPerMinute,
      issuingTimes: issuingRows.map((row) => ({
        product: row.product,
        insurer: row.insurer,
        count: row.n,
        p50: Math.round(Number(row.p50) * 10) / 10,
        p95: Math.round(Number(row.p95) * 10) / 10,
        p99: Math.round(Number(row.p99) * 10) / 10,
      })),
      stuckCount,
      stuckFactor: this.config.STUCK_FACTOR,
      failedCount: statusCounts.failed,
      manualQueueCount,
      queues,
      partners,
    };
  }

  async queueCounts(): Promise<Dashboard['queues']> {
    return Promise.all(
      this.producer.all().map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized');
        return {
          queue: queue.name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        };
      }),
    );
  }

  /** Every issuer's health from its last 15 minutes of exchanges (ConsoleDashboardQuery.partnerExchanges says what failed means). */
  private async partnerHealth(now: Date): Promise<Dashboard['partners']> {
    const rows = await this.figures.partnerExchanges(now);
    const byPartner = new Map(rows.map((row) => [row.partner, row]));
    return ISSUERS.filter((issuer) => issuer.kind === 'insurer').map((issuer) => {
      const row = byPartner.get(issuer.slug);
      if (!row || row.calls === 0) {
        return {
          slug: issuer.slug,
          name: issuer.name,
          status: 'idle' as const,
          calls: 0,
          errorRate: 0,
          p95Ms: null,
          lastError: null,
        };
      }
      const errorRate = row.errors / row.calls;
      const p95Ms = row.p95 === null ? null : Math.round(Number(row.p95));
      const status =
        errorRate >= 0.99 ? 'down' : errorRate >= FAILING_RATE ? 'failing' : (p95Ms ?? 0) > SLOW_P95_MS ? 'slow' : 'ok';
      return {
        slug: issuer.slug,
        name: issuer.name,
        status,
        calls: row.calls,
        errorRate,
        p95Ms,
        lastError: row.last_error,
      } as const;
    });
  }
}
