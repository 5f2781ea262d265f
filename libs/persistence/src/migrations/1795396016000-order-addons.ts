import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders with add-ons (issue 16): one row per add-on (item ≥ 1; the main item keeps its policies
 * row) with what its issuer issued and, when it failed for good, the refund of its share — at most
 * one per add-on (the primary key), its provider's refund id once given back. Documents belong to
 * an item (0: the main product), one per order, item and kind.
 */
export class OrderAddons1795396016000 implements MigrationInterface {
  name = 'OrderAddons1795396016000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      create table addon_items (
        order_id uuid not null references orders(id),
        item smallint not null check (item between 1 and 9),
        product varchar(32) not null,
        issuer varchar(32),
        number varchar(64),
        valid_from timestamptz,
        valid_to timestamptz,
        liability_start timestamptz,
        issued_at timestamptz,
        refund_payment_id uuid references payments(id),
        refund_minor bigint check (refund_minor > 0),
        refund_currency varchar(3),
        refund_status varchar(16) check (refund_status in ('refund_pending','refunded','refund_failed')),
        refund_id varchar(128),
        updated_at timestamptz not null default now(),
        primary key (order_id, item),
        -- an add-on is either issued or refunded, never both
        check (number is null or refund_status is null),
        check ((refund_status is null) = (refund_payment_id is null))
      )`);
    await db.query(`create unique index addon_items_number on addon_items (issuer, number) where number is not null`);
    await db.query(`alter table documents add column item smallint not null default 0 check (item between 0 and 9)`);
    await db.query(`alter table documents drop constraint documents_order_id_kind_key`);
    await db.query(`alter table documents add constraint documents_order_item_kind_key unique (order_id, item, kind)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`delete from documents where item > 0`);
    await db.query(`alter table documents drop constraint if exists documents_order_item_kind_key`);
    await db.query(`alter table documents add constraint documents_order_id_kind_key unique (order_id, kind)`);
    await db.query(`alter table documents drop column if exists item`);
    await db.query(`drop table if exists addon_items`);
  }
}
