import type { ActorKind, OrderStatus } from '@asiguro/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Append-only log of every transition (a trigger refuses updates and deletes). */
@Entity('order_events')
export class OrderEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  /** 1 for CREATE, then the order's version after each transition. */
  @Column({ type: 'integer' })
  seq!: number;

  @Column({ type: 'varchar', length: 32 })
  event!: string;

  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus!: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus!: OrderStatus;

  @Column({ name: 'actor_kind', type: 'varchar', length: 16 })
  actorKind!: ActorKind;

  @Column({ name: 'actor_id', type: 'varchar', length: 128, nullable: true })
  actorId!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  /** The event's data without personal data (ids, amounts, numbers). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload!: Record<string, unknown>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
