import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's read-only role (viewer), and bank transfers confirmed by four eyes: support
 * records a transfer, a different supervisor approves (the order is paid then) or rejects it.
 */
export class StaffPermissions1795390100000 implements MigrationInterface {
  name = 'StaffPermissions1795390100000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['accounts', 'auth_sessions']) {
      await db.query(`alter table ${table} drop constraint if exists ${table}_roles_check`);
      await db.query(
        `alter table ${table} add constraint ${table}_roles_check check (roles <@ array['viewer','support','supervisor']::text[])`,
      );
    }
    await db.query(`
      create table wire_transfer_confirmations (
        id uuid primary key default gen_random_uuid(),
        payment_id uuid not null references payments(id),
        order_id uuid not null references orders(id),
        bill_number varchar(32) not null,
        reason text not null,
        recorded_by uuid not null references accounts(id),
        recorded_at timestamptz not null default now(),
        decision varchar(8) check (decision in ('approved', 'rejected')),
        decided_by uuid references accounts(id),
        decided_at timestamptz,
        decision_reason text,
        outcome varchar(16) check (outcome in ('applied', 'duplicate', 'refunding')),
        constraint wire_transfer_four_eyes check (decided_by <> recorded_by),
        constraint wire_transfer_decided check (
          (decision is null) = (decided_by is null) and (decision is null) = (decided_at is null))
      )`);
    // One pending confirmation per payment: recording it again finds the one waiting.
    await db.query(
      `create unique index wire_transfer_confirmations_pending on wire_transfer_confirmations (payment_id) where decision is null`,
    );
    await db.query(`create index wire_transfer_confirmations_order on wire_transfer_confirmations (order_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop table if exists wire_transfer_confirmations`);
    for (const table of ['accounts', 'auth_sessions']) {
      await db.query(`alter table ${table} drop constraint if exists ${table}_roles_check`);
      await db.query(
        `alter table ${table} add constraint ${table}_roles_check check (roles <@ array['support','supervisor']::text[])`,
      );
    }
  }
}
