import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courier delivery of a paper Green Card (issue 16): an add-on row (addon_items) also carries the
 * courier's booking — its reference (one per courier: the unique index), its progress and the
 * instants the order page shows (booked, the window it was scheduled for, delivered, canceled).
 * A delivery canceled after booking keeps its reference and gets its share's refund as well.
 */
export class CourierDeliveries1795410300000 implements MigrationInterface {
  name = 'CourierDeliveries1795410300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      alter table addon_items
        add column delivery_reference varchar(64),
        add column delivery_status varchar(16)
          check (delivery_status in ('booked','scheduled','delivered','canceled')),
        add column booked_at timestamptz,
        add column scheduled_from timestamptz,
        add column scheduled_to timestamptz,
        add column delivered_at timestamptz,
        add column canceled_at timestamptz,
        -- a delivery is delivered or refunded, never both
        add constraint addon_items_delivered_not_refunded
          check (delivery_status is distinct from 'delivered' or refund_status is null)`);
    await db.query(
      `create unique index addon_items_delivery_reference on addon_items (issuer, delivery_reference)
        where delivery_reference is not null`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists addon_items_delivery_reference`);
    await db.query(`
      alter table addon_items
        drop constraint if exists addon_items_delivered_not_refunded,
        drop column if exists delivery_reference,
        drop column if exists delivery_status,
        drop column if exists booked_at,
        drop column if exists scheduled_from,
        drop column if exists scheduled_to,
        drop column if exists delivered_at,
        drop column if exists canceled_at`);
  }
}
