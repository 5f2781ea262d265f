import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refunded order may have no price: an order sent back to draft (price dropped) after a payment
 * was started, then canceled or expired, is refunded when that payment arrives late. The old
 * CHECK refused the refunded row, so the whole transaction rolled back and the money was neither
 * recorded nor given back.
 */
export class RefundedWithoutPrice1795364000000 implements MigrationInterface {
  name = 'RefundedWithoutPrice1795364000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders drop constraint orders_priced_after_draft`);
    await db.query(`
      alter table orders add constraint orders_priced_after_draft
        check (status in ('draft','expired','canceled','refunded') or price_minor is not null)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders drop constraint orders_priced_after_draft`);
    // NOT VALID: refunded rows without a price written meanwhile stay; new rows are checked again.
    await db.query(`
      alter table orders add constraint orders_priced_after_draft
        check (status in ('draft','expired','canceled') or price_minor is not null) not valid`);
  }
}
