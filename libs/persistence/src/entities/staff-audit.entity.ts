import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a staff member did, with their account id: every console action, sign-in and sign-out.
 * Append-only (a trigger refuses updates and deletes).
 */
@Entity('staff_audit_log')
export class StaffAuditEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'staff_id', type: 'uuid' })
  staffId!: string;

  /** e.g. sign-in, retry, refund, manual-issuance. */
  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  /** Ids, numbers and outcomes; never personal data. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
