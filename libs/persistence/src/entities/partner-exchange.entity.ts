import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One call to a partner about an order, personal data masked, for the console's timeline. */
@Entity('partner_exchanges')
export class PartnerExchangeEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  partner!: string;

  @Column({ type: 'varchar', length: 8 })
  method!: string;

  @Column({ type: 'varchar', length: 255 })
  path!: string;

  @Column({ type: 'integer', nullable: true })
  status!: number | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs!: number;

  @Column({ type: 'integer', default: 1 })
  attempt!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  request!: unknown;

  @Column({ type: 'jsonb', nullable: true })
  response!: unknown;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
