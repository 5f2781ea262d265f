import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { chisinauDayOf, dayFields } from '@asiguro/domain';
import { InvoiceEntity } from '@asiguro/persistence';

/**
 * Invoice numbers without gaps: one counter row per series (a calendar year), incremented under
 * its row lock in the same transaction that records the invoice, so a rollback returns the number.
 * An order keeps the number it got the first time: its order row is locked before the look-up, so
 * two requests for the same order at once (a double click on bank transfer, the documents job)
 * run one after the other and the second returns the first one's invoice.
 */
@Injectable()
export class InvoiceNumbering {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async assign(orderId: string, now = new Date()): Promise<InvoiceEntity> {
    return this.db.transaction(async (tx) => {
      // No row (an unknown order) locks nothing; the invoice's foreign key then refuses it.
      await tx.query(`select 1 from orders where id = $1 for update`, [orderId]);
      const existing = await tx.findOneBy(InvoiceEntity, { orderId });
      if (existing) return existing;
      // The series is the calendar year in Chișinău: an invoice of 1 January 00:30 is the new year's.
      const year = dayFields(chisinauDayOf(now)).year;
      const series = `ASG${year}`;
      const [{ last_seq: seq }] = await tx.query(
        `insert into invoice_counters (series, last_seq) values ($1, 1)
         on conflict (series) do update set last_seq = invoice_counters.last_seq + 1
         returning last_seq`,
        [series],
      );
      const invoice = tx.create(InvoiceEntity, {
        orderId,
        series,
        seq,
        number: `ASG-${year}-${String(seq).padStart(6, '0')}`,
        issuedAt: now,
      });
      await tx.insert(InvoiceEntity, invoice);
      return invoice;
    });
  }
}
