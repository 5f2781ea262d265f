import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the public API adds: the order version its offers were computed for (so a stale offer is
 * never confirmed), contact messages, and the perks activated on orders.
 */
export class PublicApi1795330000000 implements MigrationInterface {
  name = 'PublicApi1795330000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders add column offers_version integer`);
    await db.query(`
      create table contact_messages (
        id uuid primary key default gen_random_uuid(),
        author_uid varchar(128) not null,
        name varchar(100) not null,
        email varchar(254) not null,
        message text not null check (length(message) between 1 and 5000),
        lang varchar(2) not null check (lang in ('ro','ru','en')),
        created_at timestamptz not null default now()
      )`);
    await db.query(`create index contact_messages_created on contact_messages (created_at)`);
    await db.query(`
      create table order_perks (
        order_id uuid not null references orders(id),
        perk_id varchar(64) not null,
        activated_at timestamptz not null default now(),
        primary key (order_id, perk_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop table if exists order_perks`);
    await db.query(`drop table if exists contact_messages`);
    await db.query(`alter table orders drop column if exists offers_version`);
  }
}
