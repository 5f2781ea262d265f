import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the operator console adds: claims on manually issued orders and indexes for its search;
 * and the registry facts an order was priced from, so issuance and documents use the same ones.
 */
export class Console1795350000000 implements MigrationInterface {
  name = 'Console1795350000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      create table order_claims (
        order_id uuid primary key references orders(id),
        staff_id varchar(128) not null,
        claimed_at timestamptz not null default now()
      )`);
    // Search by IDNP/IDNO, plate or certificate anywhere in the items, and by e-mail.
    await db.query(`create index orders_items_search on orders using gin (items jsonb_path_ops)`);
    await db.query(`create index orders_contact_email on orders (lower(contact->>'email'))`);
    await db.query(`alter table orders add column underwriting_facts jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders drop column if exists underwriting_facts`);
    await db.query(`drop index if exists orders_contact_email`);
    await db.query(`drop index if exists orders_items_search`);
    await db.query(`drop table if exists order_claims`);
  }
}
