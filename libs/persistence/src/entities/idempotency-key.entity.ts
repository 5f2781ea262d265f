import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A command's Idempotency-Key, so a retried request is answered the same way and changes nothing:
 * the request's hash, its status and the id of what it made (`resourceId`, answered again by
 * reading it), or for answers with no personal data (a payment's redirect) the answer itself.
 * `statusCode` is null while the first request is still running. Kept IDEMPOTENCY_RETENTION_HOURS.
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

  @Column({ name: 'resource_id', type: 'uuid', nullable: true })
  resourceId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
