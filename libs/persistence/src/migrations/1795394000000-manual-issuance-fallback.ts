import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders handed to an operator because their issuer's API was down, timed out or refused
 * automatic issuance: since when, why, and by when the customer was promised the document. The
 * manual queue and the stuck alert read the deadline; only an order in processing can be handed over.
 */
export class ManualIssuanceFallback1795394000000 implements MigrationInterface {
  name = 'ManualIssuanceFallback1795394000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders add column manual_issuance_since timestamptz`);
    await db.query(`alter table orders add column manual_issuance_due timestamptz`);
    await db.query(`alter table orders add column manual_issuance_reason varchar(500)`);
    await db.query(
      `alter table orders add constraint orders_manual_issuance_complete
         check ((manual_issuance_since is null) = (manual_issuance_due is null)
            and (manual_issuance_due is null or manual_issuance_due > manual_issuance_since))`,
    );
    await db.query(
      `create index orders_manual_queue on orders (manual_issuance_due) where status = 'processing' and manual_issuance_due is not null`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists orders_manual_queue`);
    await db.query(`alter table orders drop constraint if exists orders_manual_issuance_complete`);
    await db.query(`alter table orders drop column if exists manual_issuance_reason`);
    await db.query(`alter table orders drop column if exists manual_issuance_due`);
    await db.query(`alter table orders drop column if exists manual_issuance_since`);
  }
}
