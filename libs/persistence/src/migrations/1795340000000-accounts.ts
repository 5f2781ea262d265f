import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and sign-in: accounts with their provider identities, server-side signed-in sessions
 * (only token hashes), one-time e-mail sign-in links, and the append-only staff audit log.
 */
export class Accounts1795340000000 implements MigrationInterface {
  name = 'Accounts1795340000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      create table accounts (
        id uuid primary key default gen_random_uuid(),
        email varchar(254) check (email = lower(email) and email like '%_@_%'),
        email_verified boolean not null default false,
        phone varchar(16) check (phone ~ '^\\+[1-9][0-9]{7,14}$'),
        display_name varchar(100) check (length(trim(display_name)) > 0),
        roles text[] not null default '{}' check (roles <@ array['support','supervisor']::text[]),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        last_sign_in_at timestamptz
      )`);
    // One account per address: an e-mail link and a provider vouching for it reach the same one.
    await db.query(`create unique index accounts_email on accounts (email) where email is not null`);

    await db.query(`
      create table account_identities (
        provider varchar(32) not null,
        subject varchar(255) not null,
        account_id uuid not null references accounts(id),
        email varchar(254),
        created_at timestamptz not null default now(),
        last_sign_in_at timestamptz not null default now(),
        primary key (provider, subject)
      )`);
    await db.query(`create index account_identities_account on account_identities (account_id)`);

    await db.query(`
      create table auth_sessions (
        id uuid primary key default gen_random_uuid(),
        token_hash varchar(64) not null check (token_hash ~ '^[0-9a-f]{64}$'),
        account_id uuid not null references accounts(id),
        method varchar(40) not null check (method = 'email-link' or method ~ '^oidc:[a-z0-9-]+$'),
        roles text[] not null default '{}' check (roles <@ array['support','supervisor']::text[]),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        last_seen_at timestamptz not null default now(),
        revoked_at timestamptz,
        constraint auth_sessions_expiry check (expires_at > created_at)
      )`);
    await db.query(`create unique index auth_sessions_token on auth_sessions (token_hash)`);
    await db.query(`create index auth_sessions_account on auth_sessions (account_id) where revoked_at is null`);

    await db.query(`
      create table email_sign_in_tokens (
        id uuid primary key default gen_random_uuid(),
        email varchar(254) not null check (email = lower(email)),
        return_to varchar(512) not null check (return_to ~ '^/[^/\\\\]'  or return_to = '/'),
        lang varchar(2) not null check (lang in ('ro','ru','en')),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz,
        constraint email_sign_in_tokens_expiry check (expires_at > created_at)
      )`);
    // The resend throttle looks up the address's latest link.
    await db.query(`create index email_sign_in_tokens_email on email_sign_in_tokens (email, created_at desc)`);

    await db.query(`
      create table staff_audit_log (
        id uuid primary key default gen_random_uuid(),
        staff_id uuid not null references accounts(id),
        action varchar(64) not null check (length(action) > 0),
        order_id uuid references orders(id),
        reason text,
        details jsonb not null default '{}',
        created_at timestamptz not null default now()
      )`);
    await db.query(`create index staff_audit_log_created on staff_audit_log (created_at desc)`);
    await db.query(`create index staff_audit_log_staff on staff_audit_log (staff_id, created_at desc)`);
    await db.query(`create index staff_audit_log_order on staff_audit_log (order_id) where order_id is not null`);
    await db.query(`
      create function staff_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'staff_audit_log is append-only';
      end $$`);
    await db.query(`
      create trigger staff_audit_log_append_only before update or delete on staff_audit_log
      for each row execute function staff_audit_log_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop table if exists staff_audit_log`);
    await db.query(`drop function if exists staff_audit_log_append_only()`);
    await db.query(`drop table if exists email_sign_in_tokens`);
    await db.query(`drop table if exists auth_sessions`);
    await db.query(`drop table if exists account_identities`);
    await db.query(`drop table if exists accounts`);
  }
}
