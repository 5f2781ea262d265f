import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The marketplace's invoice of an order; numbers come from a gapless per-series counter. */
@Entity('invoices')
export class InvoiceEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @Column({ type: 'varchar', length: 16 })
  series!: string;

  @Column({ type: 'integer' })
  seq!: number;

  /** Printed number, e.g. ASG-2026-000123. */
  @Column({ type: 'varchar', length: 32, unique: true })
  number!: string;

  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt!: Date;
}
