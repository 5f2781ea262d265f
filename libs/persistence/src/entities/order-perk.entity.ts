import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A seller's perk activated on an order (once per order and perk). */
@Entity('order_perks')
export class OrderPerkEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @PrimaryColumn({ name: 'perk_id', type: 'varchar', length: 64 })
  perkId!: string;

  @Column({ name: 'activated_at', type: 'timestamptz', default: () => 'now()' })
  activatedAt!: Date;
}
