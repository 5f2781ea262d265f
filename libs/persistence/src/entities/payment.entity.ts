import type { Currency } from '@asiguro/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from './transformers';

export const PAYMENT_STATUSES = [
  'initiated',
  'succeeded',
  'failed',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One payment attempt. A provider's transaction id is unique per provider (a partial unique
 * index), so a duplicated notification can never create a second payment.
 */
@Entity('payments')
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @Column({ type: 'varchar', length: 16 })
  provider!: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 128, nullable: true })
  providerPaymentId!: string | null;

  @Column({ name: 'transaction_id', type: 'varchar', length: 128, nullable: true })
  transactionId!: string | null;

  @Column({ name: 'amount_minor', type: 'bigint', transformer: bigintAsNumber })
  amountMinor!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: Currency;

  @Column({ type: 'varchar', length: 16 })
  status!: PaymentStatus;

  /** True for the payment that paid the order; false for late, surplus or mismatched ones (refunded). */
  @Column({ name: 'applied', type: 'boolean', default: false })
  applied!: boolean;

  @Column({ name: 'raw_notification', type: 'jsonb', nullable: true })
  rawNotification!: Record<string, unknown> | null;

  @Column({ name: 'refund_id', type: 'varchar', length: 128, nullable: true })
  refundId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
