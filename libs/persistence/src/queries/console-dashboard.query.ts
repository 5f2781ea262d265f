import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrderStatus, ProductType } from '@asiguro/domain';
import type { Dashboard } from '@asiguro/contracts';
import { stuckOrderOrItemSql } from './stuck-sql';

/** Payment-to-documents times of one product at one insurer (seconds; `insurer` is 'none' without one). */
export interface IssuingTimeFigures {
  product: ProductType;
  insurer: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One partner's last 15 minutes of exchanges. */
export interface PartnerExchangeFigures {
  partner: string;
  calls: number;
  errors: number;
  p95: number | null;
  last_error: string | null;
}

/** The dashboard's figures, each one query over the orchestration tables. */
@Injectable()
export class ConsoleDashboardQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How many orders are in each status (statuses without orders are absent). */
  statusCounts(): Promise<{ status: OrderStatus; n: number }[]> {
    return this.db.query(`select status, count(*)::int as n from orders group by status`);
  }

  /** Transitions per minute over the hour before `now` (minutes without any are absent), keyed by the minute in UTC. */
  transitionsPerMinute(now: Date): Promise<{ minute: string; n: number }[]> {
    return this.db.query(
      `select to_char(date_trunc('minute', created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:00"Z"') as minute, count(*)::int as n
         from order_events where created_at > $1::timestamptz - interval '60 minutes' and event <> 'CREATE'
        group by 1`,
      [now],
    );
  }

  /** Payment (entering paid) to documents (entering completed) of orders completed in the 24 hours before `now`. */
  issuingTimes(now: Date): Promise<IssuingTimeFigures[]> {
    return this.db.query(
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
    );
  }

  /** What the stuck view lists: stuck orders and orders with an add-on stuck (`stuckFactor`: STUCK_FACTOR). */
  async stuckCount(stuckFactor: number): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `select count(*)::int as n from orders o where ${stuckOrderOrItemSql('$1')}`,
      [stuckFactor],
    );
    return row.n;
  }

  /** Orders waiting for an operator. */
  async manualQueueCount(): Promise<Dashboard['manualQueueCount']> {
    const [row]: { n: number }[] = await this.db.query(
      `select count(*)::int as n from orders where status = 'processing' and manual_issuance_due is not null`,
    );
    return row.n;
  }

  /**
   * Every partner's last 15 minutes of exchanges before `now`: how many calls, how many failed,
   * how slow. A call failed when the partner did not answer (timeout, refused connection, open
   * circuit: no status), answered 5xx, or answered 2xx with something we could not read. A 4xx is
   * the partner working: a business refusal ("covid-not-covered", a declined risk) or a request to slow down.
   */
  partnerExchanges(now: Date): Promise<PartnerExchangeFigures[]> {
    return this.db.query(
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
  }

  /** The last completed run of each (order, queue, job) among `orderIds`. */
  lastCompletedJobs(orderIds: string[]): Promise<{ order_id: string; queue: string; job_name: string; last: Date }[]> {
    return this.db.query(
      `select order_id::text, queue, job_name, max(started_at) as last from job_runs
        where outcome = 'completed' and order_id = any($1::uuid[]) group by order_id, queue, job_name`,
      [orderIds],
    );
  }
}
