import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention: an idempotency key keeps the id of what its request made (an order is answered again
 * by reading it as its owner sees it now), never a copy of the answer with its personal data; the
 * rows kept so far (whole order views) go. Indexes for the daily retention sweep.
 */
export class Retention1795390400000 implements MigrationInterface {
  name = 'Retention1795390400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`delete from idempotency_keys where response is not null and scope not like '%/payments'`);
    await db.query(`alter table idempotency_keys add column resource_id uuid`);
    await db.query(`create index idempotency_keys_created on idempotency_keys (created_at)`);
    await db.query(`create index email_sign_in_tokens_ended on email_sign_in_tokens ((coalesce(used_at, expires_at)))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists email_sign_in_tokens_ended`);
    await db.query(`drop index if exists idempotency_keys_created`);
    await db.query(`alter table idempotency_keys drop column resource_id`);
  }
}
