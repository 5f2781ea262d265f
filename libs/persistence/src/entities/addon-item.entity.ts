import type { Currency, ProductType } from '@asiguro/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from './transformers';

/**
 * An add-on of an order (item ≥ 1): what its own issuer issued, or, when it failed for good, the
 * refund of its share (one per add-on: the primary key). The main item's policy is in `policies`.
 */
@Entity('addon_items')
export class AddonItemEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @PrimaryColumn({ type: 'smallint' })
  item!: number;

  @Column({ type: 'varchar', length: 32 })
  product!: ProductType;

  @Column({ type: 'varchar', length: 32, nullable: true })
  issuer!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  number!: string | null;

  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true })
  validFrom!: Date | null;

  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true })
  validTo!: Date | null;

  @Column({ name: 'liability_start', type: 'timestamptz', nullable: true })
  liabilityStart!: Date | null;

  @Column({ name: 'issued_at', type: 'timestamptz', nullable: true })
  issuedAt!: Date | null;

  /** The payment the share is given back from. */
  @Column({ name: 'refund_payment_id', type: 'uuid', nullable: true })
  refundPaymentId!: string | null;

  @Column({ name: 'refund_minor', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  refundMinor!: number | null;

  @Column({ name: 'refund_currency', type: 'varchar', length: 3, nullable: true })
  refundCurrency!: Currency | null;

  @Column({ name: 'refund_status', type: 'varchar', length: 16, nullable: true })
  refundStatus!: 'refund_pending' | 'refunded' | 'refund_failed' | null;

  @Column({ name: 'refund_id', type: 'varchar', length: 128, nullable: true })
  refundId!: string | null;

  /** A courier delivery: the courier's reference of the booking, and its progress. */
  @Column({ name: 'delivery_reference', type: 'varchar', length: 64, nullable: true })
  deliveryReference!: string | null;

  @Column({ name: 'delivery_status', type: 'varchar', length: 16, nullable: true })
  deliveryStatus!: 'booked' | 'scheduled' | 'delivered' | 'canceled' | null;

  @Column({ name: 'booked_at', type: 'timestamptz', nullable: true })
  bookedAt!: Date | null;

  /** The window the courier said it comes in. */
  @Column({ name: 'scheduled_from', type: 'timestamptz', nullable: true })
  scheduledFrom!: Date | null;

  @Column({ name: 'scheduled_to', type: 'timestamptz', nullable: true })
  scheduledTo!: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
