import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff refund of an issued add-on (issue 16, console): an add-on issued and later given back
 * keeps its number and gains its refund, so the rule "either issued or refunded, never both" goes.
 * The refund stays at most one per add-on (the primary key; the machine refuses a second one).
 */
export class AddonStaffRefund1795409160000 implements MigrationInterface {
  name = 'AddonStaffRefund1795409160000';

  async up(db: QueryRunner): Promise<void> {
    // The check was created unnamed: found by its definition.
    const [check]: { conname: string }[] = await db.query(
      `select conname from pg_constraint
        where conrelid = 'addon_items'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%number IS NULL%refund_status IS NULL%'`,
    );
    if (check) await db.query(`alter table addon_items drop constraint "${check.conname}"`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Not validated: add-ons issued and refunded by staff stay as they were (their history is true).
    await db.query(
      `alter table addon_items add constraint addon_items_issued_or_refunded check (number is null or refund_status is null) not valid`,
    );
  }
}
