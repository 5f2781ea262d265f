import { Injectable } from '@nestjs/common';
import { chisinauDayOf, dayFields } from '@asiguro/domain';
import { InvoiceRepository, type InvoiceEntity } from '@asiguro/persistence';

/**
 * Invoice numbers without gaps: one counter row per series (a calendar year), incremented under
 * its row lock in the same statement that records the invoice, so a failed insert returns the
 * number. An order keeps the number it got the first time: two requests for the same order at
 * once (a double click on bank transfer, the documents job) take turns on the counter's lock, and
 * the second returns the first one's invoice (InvoiceRepository.assign).
 */
@Injectable()
export class InvoiceNumbering {
  constructor(private readonly invoices: InvoiceRepository) {}

  async assign(orderId: string, now = new Date()): Promise<InvoiceEntity> {
    // The series is the calendar year in Chișinău: an invoice of 1 January 00:30 is the new year's.
    const year = dayFields(chisinauDayOf(now)).year;
    return this.invoices.assign(orderId, `ASG${year}`, `ASG-${year}-`, 6, now);
  }
}
