import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ISSUERS, ORDER_STATUSES, type Dashboard } from '@asiguro/domain';
import { QueueProducer, stuckOrderOrItemSql } from '@asiguro/orchestration';
import { APP_CONFIG, type Env } from '@asiguro/platform';

const SLOW_P95_MS = 2000;
const FAILING_RATE = 0.2;

/** The dashboard's figures, each one query over the orchestration tables. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async dashboard(now = new Date()): Promise<Dashboard> {
    const [statusRows, minuteRows, issuingRows, stuck, manual, queues, partners] = await Promise.all([
      this.db.query(`select status, count(*)::int as n from orders group by status`),
      this.db.query(
        `select to_char(date_trunc('minute', created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:00"Z"') as minute, count(*)::int as n
           from order_events where created_at > $1::timestamptz - interval '60 minutes' and event <> 'CREATE'
          group by 1`,
        [now],
      ),
      // Payment (entering paid) to documents (entering completed) of orders completed in 24 h.
      this.db.query(
        `with spans as (
           select o.insurance_type as product, coalesce(o.insurer, 'none') as insurer,
                  extract(epoch from (o.completed_at - (select min(e.created_at) from order_events e
                                                          where e.order_id = o.id and e.to_status = 'paid'))) as seconds
             from orders o where o.status = 'completed' and o.completed_at > $1::timestamptz - interval '24 hours')
         select product, insurer, count(*)::int as n,
                percentile_cont(0.5) within group (order by seconds) as p50,
                percentile_cont(0.95) within group (order by seconds) as p95,
                percentile_cont(0.99) within group (order by seconds) as p99
           from spans where seconds is not null group by product, insurer order by product, insurer`,
        [now],
      ),
      // What the stuck view lists: stuck orders and orders with an add-on stuck.
      this.db.query(`select count(*)::int as n from orders o where ${stuckOrderOrItemSql('$1')}`, [
        this.config.STUCK_FACTOR,
      ]),
      this.db.query(
        `select count(*)::int as n from orders where status = 'processing' and manual_issuance_due is not null`,
      ),
      this.queueCounts(),
      this.partnerHealth(now),
    ]);
    const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Dashboard['statusCounts'];
    for (const row of statusRows as { status: keyof Dashboard['statusCounts']; n: number }[])
      statusCounts[row.status] = row.n;
    const perMinute = new Map((minuteRows as { minute: string; n: number }[]).map((row) => [row.minute, row.n]));
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
      issuingTimes: (
        issuingRows as {
          product: Dashboard['issuingTimes'][number]['product'];
          insurer: string;
          n: number;
          p50: number;
          p95: number;
          p99: number;
        }[]
      ).map((row) => ({
        product: row.product,
        insurer: row.insurer,
        count: row.n,
        p50: Math.round(Number(row.p50) * 10) / 10,
        p95: Math.round(Number(row.p95) * 10) / 10,
        p99: Math.round(Number(row.p99) * 10) / 10,
      })),
      stuckCount: (stuck as { n: number }[])[0].n,
      stuckFactor: this.config.STUCK_FACTOR,
      failedCount: statusCounts.failed,
      manualQueueCount: (manual as { n: number }[])[0].n,
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

  /**
   * Every issuer's last 15 minutes of exchanges: how many calls, how many failed, how slow. A call
   * failed when the partner did not answer (timeout, refused connection, open circuit: no status),
   * answered 5xx, or answered 2xx with something we could not read. A 4xx is the partner working:
   * a business refusal ("covid-not-covered", a declined risk) or a request to slow down.
   */
  private async partnerHealth(now: Date): Promise<Dashboard['partners']> {
    const rows: { partner: string; calls: number; errors: number; p95: number | null; last_error: string | null }[] =
      await this.db.query(
        `with exchanges as (
           select partner, duration_ms, error, created_at,
                  status is null or status >= 500 or (status < 400 and error is not null) as failed
             from partner_exchanges where created_at > $1::timestamptz - interval '15 minutes')
         select partner, count(*)::int as calls,
                count(*) filter (where failed)::int as errors,
                percentile_cont(0.95) within group (order by duration_ms) as p95,
                (array_agg(error order by created_at desc) filter (where failed and error is not null))[1] as last_error
           from exchanges group by partner`,
        [now],
      );
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
