import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The policy or certificate an insurer (or an operator) issued: at most one per order. */
@Entity('policies')
export class PolicyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid', unique: true })
  orderId!: string;

  @Column({ type: 'varchar', length: 32 })
  insurer!: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  number!: string;

  @Column({ name: 'valid_from', type: 'timestamptz' })
  validFrom!: Date;

  @Column({ name: 'valid_to', type: 'timestamptz' })
  validTo!: Date;

  @Column({ name: 'liability_start', type: 'timestamptz' })
  liabilityStart!: Date;

  /** 'partner' when an insurer's API issued it, 'operator' when staff entered it by hand. */
  @Column({ name: 'issued_by', type: 'varchar', length: 16 })
  issuedBy!: 'partner' | 'operator';

  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt!: Date;

  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt!: Date | null;
}
