import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Side effects requested by transitions, written in the same transaction. The relay turns each
 * row into exactly one BullMQ job whose id is the row id, then stamps `enqueued_at`.
 */
@Entity('outbox')
export class OutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  queue!: string;

  @Column({ name: 'job_name', type: 'varchar', length: 64 })
  jobName!: string;

  /** Ids only: never personal data. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload!: Record<string, unknown>;

  /** The job runs no earlier than this (delayed jobs: expiry deadlines). */
  @Column({ name: 'run_at', type: 'timestamptz', default: () => 'now()' })
  runAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'enqueued_at', type: 'timestamptz', nullable: true })
  enqueuedAt!: Date | null;

  /** A relay is adding this row's job until then; after it, the row is any relay's again. */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;
}
