import { MigrationInterface, QueryRunner } from 'typeorm';

/** An order's e-mailed links can be revoked: they are signed for the order's current generation. */
export class RevocableOrderLinks1795390200000 implements MigrationInterface {
  name = 'RevocableOrderLinks1795390200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `alter table orders add column link_generation integer not null default 0 check (link_generation >= 0)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`alter table orders drop column link_generation`);
  }
}
