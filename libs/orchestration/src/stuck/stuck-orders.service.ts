import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrderStatus, ProductType } from '@asiguro/domain';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { issuingTimeSql, stuckOrderOrItemSql, stuckSql } from './stuck-sql';

export interface StuckOrder {
  id: string;
  number: string;
  status: OrderStatus;
  product: ProductType;
  insurer: string | null;
  inFlightSince: Date;
  /** Seconds past the product's issuing time, or past the operator's deadline. */
  overdueSeconds: number;
  lastError: string | null;
}

/**
 * An order is stuck when it stays paid, processing or issued past its deadline: its product's
 * issuing time (about 1 minute; 3 for vignettes) × STUCK_FACTOR, or, once handed to an operator,
 * the time promised to the customer (working hours, or the next morning). The gauge also counts
 * an order with an add-on stuck (as the console's stuck view does: stuckOrderOrItemSql).
 */
@Injectable()
export class StuckOrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async list(limit = 200): Promise<StuckOrder[]> {
    const rows: {
      id: string;
      number: string;
      status: OrderStatus;
      insurance_type: ProductType;
      insurer: string | null;
      in_flight_since: Date;
      overdue: number;
      last_error: string | null;
    }[] = await this.db.query(
      `select id, number, status, insurance_type, insurer, in_flight_since, last_error,
              extract(epoch from now() - coalesce(manual_issuance_due, in_flight_since + make_interval(secs => ${issuingTimeSql()})))
                as overdue
         from orders
        where ${stuckSql('', '$1')}
        order by in_flight_since
        limit $2`,
      [this.config.STUCK_FACTOR, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      product: row.insurance_type,
      insurer: row.insurer,
      inFlightSince: row.in_flight_since,
      overdueSeconds: Math.round(Number(row.overdue)),
      lastError: row.last_error,
    }));
  }

  /** Counts by product and insurer of the orders stuck or with an add-on stuck, for the Prometheus gauge. */
  async counts(): Promise<{ product: ProductType; insurer: string; count: number }[]> {
    const rows: { insurance_type: ProductType; insurer: string | null; count: number }[] = await this.db.query(
      `select o.insurance_type, o.insurer, count(*)::int as count
         from orders o
        where ${stuckOrderOrItemSql('$1')}
        group by o.insurance_type, o.insurer`,
      [this.config.STUCK_FACTOR],
    );
    return rows.map((row) => ({ product: row.insurance_type, insurer: row.insurer ?? 'none', count: row.count }));
  }
}
