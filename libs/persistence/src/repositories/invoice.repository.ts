import { Injectable } from '@nestjs/common';
import { InvoiceEntity } from '../entities/invoice.entity';
import { BaseRepository } from './repository';

/**
 * Invoices and their gapless counters: one counter row per series, incremented under its row
 * lock in the statement that records the invoice, so a failed insert returns the number.
 */
@Injectable()
export class InvoiceRepository extends BaseRepository {
  /**
   * The order's invoice, made on first request in `series`, numbered `prefix` and its seq with at
   * least `digits` digits. One statement bumps the counter and records the invoice, so it commits
   * whole or not at all: when the order already has its invoice (the documents job and a company's
   * bank transfer asking at once, or again), the insert fails, the bump with it, and the invoice
   * there is answered. The counter's row lock makes concurrent invoices of a series take turns.
   * An unknown order gets nothing: the invoice's foreign key refuses it.
   */
  async assign(
    orderId: string,
    series: string,
    prefix: string,
    digits: number,
    issuedAt: Date,
  ): Promise<InvoiceEntity> {
    try {
      const [created] = await this.db.query(
        `with bumped as (
           insert into invoice_counters (series, last_seq) values ($2, 1)
           on conflict (series) do update set last_seq = invoice_counters.last_seq + 1
           returning last_seq)
         insert into invoices (order_id, series, seq, number, issued_at)
         select $1::uuid, $2::varchar, last_seq, $3::text || lpad(last_seq::text, greatest($4::int, length(last_seq::text)), '0'), $5::timestamptz
           from bumped
         returning order_id, series, seq, number, issued_at`,
        [orderId, series, prefix, digits, issuedAt],
      );
      return this.db.manager.create(InvoiceEntity, {
        orderId: created.order_id,
        series: created.series,
        seq: created.seq,
        number: created.number,
        issuedAt: new Date(created.issued_at),
      });
    } catch (error) {
      if (!isOrderAlreadyInvoiced(error)) throw error;
      return this.db.manager.findOneByOrFail(InvoiceEntity, { orderId });
    }
  }
}

/** The insert met the order's invoice (its primary key): the order was invoiced before. */
function isOrderAlreadyInvoiced(error: unknown): boolean {
  const failure = error as { code?: string; table?: string; constraint?: string };
  return failure.code === '23505' && failure.table === 'invoices' && failure.constraint === 'invoices_pkey';
}
