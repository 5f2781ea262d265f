import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seller's purchase proof a perk was activated with: one purchase activates the perks of one
 * order only, kept by a unique index rather than by a check before the insert.
 */
export class PerkProofs1795370000000 implements MigrationInterface {
  name = 'PerkProofs1795370000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`alter table order_perks add column proof varchar(128)`);
    await db.query(`create unique index order_perks_proof on order_perks (perk_id, proof) where proof is not null`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists order_perks_proof`);
    await db.query(`alter table order_perks drop column if exists proof`);
  }
}
