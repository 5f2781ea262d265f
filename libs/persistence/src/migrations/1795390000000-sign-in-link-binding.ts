import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in link is bound to the browser that asked for it: the hash of that browser's binding
 * cookie and the anonymous session that asked (only its orders may move into the account).
 * Links asked for before have neither: they sign in without moving any order.
 */
export class SignInLinkBinding1795390000000 implements MigrationInterface {
  name = 'SignInLinkBinding1795390000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      alter table email_sign_in_tokens
        add column browser_hash varchar(64) check (browser_hash ~ '^[0-9a-f]{64}$'),
        add column requested_by varchar(64)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`alter table email_sign_in_tokens drop column requested_by, drop column browser_hash`);
  }
}
