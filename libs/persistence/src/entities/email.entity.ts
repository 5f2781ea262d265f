import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An e-mail we sent (or failed to send). `dedupeKey` is unique, so a retried notification job
 * never sends the same e-mail twice; the recipient is stored masked.
 */
@Entity('emails')
export class EmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  kind!: string;

  @Column({ name: 'dedupe_key', type: 'varchar', length: 128, unique: true })
  dedupeKey!: string;

  @Column({ name: 'recipient_masked', type: 'varchar', length: 128 })
  recipientMasked!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: 'sending' | 'sent' | 'failed';

  @Column({ name: 'message_id', type: 'varchar', length: 255, nullable: true })
  messageId!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
