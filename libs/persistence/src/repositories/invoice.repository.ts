import { Injectable } from '@nestjs/common';
import { InvoiceEntity } from '../entities/invoice.entity';
import { BaseRepository } from './repository';

/**
 * Invoices and their gapless counters: one counter row per series, incremented under its row
 * lock in the transaction that records the invoice, so a rollback returns the number.
 */
@Injectable()
export class InvoiceRepository extends BaseRepository {
  /**
   * The order's invoice, made on first request in `series` (numbered `number(seq)`). The order row
   * is locked before the look-up, so two requests for one order run one after the other and the
   * second answers the first one's invoice. An unknown order locks nothing; the invoice's foreign
   * key then refuses it.
   */
  async assign(
    orderId: string,
    series: string,
    number: (seq: number) => string,
    issuedAt: Date,
  ): Promise<InvoiceEntity> {
    return this.db.transaction(async (tx) => {
      await tx.query(`select 1 from orders where id = $1 for update`, [orderId]);
      const existing = await tx.findOneBy(InvoiceEntity, { orderId });
      if (existing) return existing;
      const [{ last_seq: seq }] = await tx.query(
        `insert into invoice_counters (series, last_seq) values ($1, 1)
         on conflict (series) do update set last_seq = invoice_counters.last_seq + 1
         returning last_seq`,
        [series],
      );
      const invoice = tx.create(InvoiceEntity, { orderId, series, seq, number: number(seq), issuedAt });
      await tx.insert(InvoiceEntity, invoice);
      return invoice;
    });
  }
}
