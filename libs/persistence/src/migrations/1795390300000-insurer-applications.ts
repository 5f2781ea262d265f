import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The application an asynchronous insurer opened for an order's policy: an insurer's callback is
 * believed only for this application (then confirmed by asking the insurer).
 */
export class InsurerApplications1795390300000 implements MigrationInterface {
  name = 'InsurerApplications1795390300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      create table insurer_applications (
        order_id uuid primary key references orders(id) on delete cascade,
        insurer varchar(32) not null,
        application_id varchar(128) not null check (length(application_id) > 0),
        submitted_at timestamptz not null default now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop table if exists insurer_applications`);
  }
}
