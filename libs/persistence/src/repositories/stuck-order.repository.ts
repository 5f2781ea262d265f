import { Injectable } from '@nestjs/common';
import type { OrderStatus, ProductType } from '@asiguro/domain';
import { BaseRepository } from './repository';
import { issuingTimeSql, stuckOrderOrItemSql, stuckSql } from '../queries/stuck-sql';

/** A stuck order as the stuck view lists it. */
export interface StuckOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  product: ProductType;
  insurer: string | null;
  inFlightSince: Date;
  /** Seconds past the product's issuing time (× the factor), or past the operator's deadline. */
  overdueSeconds: number;
  lastError: string | null;
}

/** The stuck orders (stuck-sql.ts says what stuck means), `factor` being STUCK_FACTOR. */
@Injectable()
export class StuckOrderRepository extends BaseRepository {
  async list(factor: number, limit: number): Promise<StuckOrderRow[]> {
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
      [factor, limit],
    );
    return rows.map((found) => ({
      id: found.id,
      number: found.number,
      status: found.status,
      product: found.insurance_type,
      insurer: found.insurer,
      inFlightSince: found.in_flight_since,
      overdueSeconds: Math.round(Number(found.overdue)),
      lastError: found.last_error,
    }));
  }

  /** Counts by product and insurer of the orders stuck or with an add-on stuck. */
  async counts(factor: number): Promise<{ product: ProductType; insurer: string | null; count: number }[]> {
    const rows: { insurance_type: ProductType; insurer: string | null; count: number }[] = await this.db.query(
      `select o.insurance_type, o.insurer, count(*)::int as count
         from orders o
        where ${stuckOrderOrItemSql('$1')}
        group by o.insurance_type, o.insurer`,
      [factor],
    );
    return rows.map((found) => ({ product: found.insurance_type, insurer: found.insurer, count: found.count }));
  }
}
