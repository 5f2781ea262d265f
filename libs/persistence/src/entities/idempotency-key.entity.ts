import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A command's Idempotency-Key and its stored answer, so a retried request is answered the same
 * way and changes nothing. `statusCode` is null while the first request is still running.
 */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  scope!: string;

  @PrimaryColumn({ type: 'varchar', length: 128 })
  key!: string;

  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash!: string;

  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response!: unknown;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
