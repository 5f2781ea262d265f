import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A seller's perk activated on an order (once per order and perk). */
@Entity('order_perks')
export class OrderPerkEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @PrimaryColumn({ name: 'perk_id', type: 'varchar', length: 64 })
  perkId!: string;

  /** The seller's purchase proof it was activated with (one order per proof); null when activated by id. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  proof!: string | null;

  @Column({ name: 'activated_at', type: 'timestamptz', default: () => 'now()' })
  activatedAt!: Date;
}
