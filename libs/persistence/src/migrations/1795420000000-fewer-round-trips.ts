import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two columns that save round trips to PostgreSQL on every order (issue 17):
 * - outbox.claimed_until: the relay claims rows for a short lease in one statement, instead of
 *   holding them locked in a transaction while it adds their jobs (BEGIN, SELECT … FOR UPDATE,
 *   UPDATE, COMMIT become two statements). A relay that dies holding a lease leaves its rows to
 *   the next relay once the lease ends.
 * - orders.paid_at: when the payment was applied (its PAYMENT_SUCCEEDED into paid), written with
 *   that transition, so the issuance and documents jobs read it with the order instead of
 *   searching the event log each time. Orders paid before are filled in from the log.
 */
export class FewerRoundTrips1795420000000 implements MigrationInterface {
  name = 'FewerRoundTrips1795420000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`alter table outbox add column claimed_until timestamptz`);
    await db.query(`alter table orders add column paid_at timestamptz`);
    await db.query(`
      update orders o set paid_at = paid.created_at
        from (select distinct on (order_id) order_id, created_at from order_events
               where event = 'PAYMENT_SUCCEEDED' and to_status = 'paid'
               order by order_id, seq) paid
       where paid.order_id = o.id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders drop column paid_at`);
    await db.query(`alter table outbox drop column claimed_until`);
  }
}
