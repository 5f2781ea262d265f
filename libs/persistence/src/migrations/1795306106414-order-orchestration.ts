import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order orchestration schema: orders and their append-only event log, the outbox, payments,
 * policies, documents, invoices, idempotency keys, exchange rates, and the operational records
 * (job runs, partner exchanges, e-mails). Invariants live in the database: CHECK constraints and
 * (partial) unique indexes, not check-then-insert code.
 */
export class OrderOrchestration1795306106414 implements MigrationInterface {
  name = 'OrderOrchestration1795306106414';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      create table orders (
        id uuid primary key default gen_random_uuid(),
        number varchar(12) not null unique check (number ~ '^[A-Z]{3}[0-9]{6}[A-Z]{3}$'),
        status varchar(16) not null check (status in
          ('draft','unpaid','paid','processing','issued','completed','expired','failed','refunded','canceled')),
        product_types text[] not null check (cardinality(product_types) > 0),
        insurance_type varchar(32) not null,
        items jsonb not null default '[]',
        contact jsonb,
        billing jsonb,
        seller varchar(64),
        lang varchar(2) not null default 'ro' check (lang in ('ro','ru','en')),
        offers jsonb,
        chosen_offer jsonb,
        insurer varchar(32),
        price_minor bigint check (price_minor > 0),
        price_currency varchar(3) check (price_currency in ('MDL','EUR','RON','USD')),
        consents jsonb,
        version integer not null default 1 check (version >= 1),
        author_uid varchar(128) not null,
        deadline timestamptz,
        machine_snapshot jsonb not null,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        status_changed_at timestamptz not null default now(),
        -- since when the order has been between payment and documents (paid, processing, issued)
        in_flight_since timestamptz,
        completed_at timestamptz,
        constraint orders_price_complete check ((price_minor is null) = (price_currency is null)),
        constraint orders_priced_after_draft check (status in ('draft','expired','canceled') or price_minor is not null),
        constraint orders_completed_at check ((status = 'completed') = (completed_at is not null))
      )`);
    // My account: the author's orders, newest first; console lists: by status and age; expiry sweep.
    await db.query(`create index orders_author_created on orders (author_uid, created_at desc)`);
    await db.query(`create index orders_status_changed on orders (status, status_changed_at)`);
    await db.query(`create index orders_insurer_status on orders (insurer, status) where insurer is not null`);
    await db.query(`create index orders_open_deadline on orders (deadline) where status in ('draft','unpaid')`);
    await db.query(
      `create index orders_in_flight on orders (in_flight_since) where status in ('paid','processing','issued')`,
    );

    await db.query(`
      create table order_events (
        id bigserial primary key,
        order_id uuid not null references orders(id),
        seq integer not null check (seq >= 1),
        event varchar(32) not null,
        from_status varchar(16),
        to_status varchar(16) not null,
        actor_kind varchar(16) not null check (actor_kind in ('customer','staff','system','partner')),
        actor_id varchar(128),
        reason text,
        payload jsonb not null default '{}',
        created_at timestamptz not null default now(),
        unique (order_id, seq)
      )`);
    await db.query(`create index order_events_created on order_events (created_at)`);
    await db.query(`
      create function order_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'order_events is append-only';
      end $$`);
    await db.query(`
      create trigger order_events_append_only before update or delete on order_events
      for each row execute function order_events_append_only()`);

    await db.query(`
      create table outbox (
        id bigserial primary key,
        order_id uuid references orders(id),
        queue varchar(32) not null,
        job_name varchar(64) not null,
        payload jsonb not null default '{}',
        run_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        enqueued_at timestamptz
      )`);
    await db.query(`create index outbox_pending on outbox (id) where enqueued_at is null`);
    await db.query(`create index outbox_order on outbox (order_id)`);
    // Wakes the relay at once instead of waiting for its next poll.
    await db.query(`
      create function outbox_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox', '');
        return null;
      end $$`);
    await db.query(`
      create trigger outbox_notify after insert on outbox
      for each statement execute function outbox_notify()`);

    await db.query(`
      create table payments (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null references orders(id),
        provider varchar(16) not null,
        provider_payment_id varchar(128),
        transaction_id varchar(128),
        amount_minor bigint not null check (amount_minor >= 0),
        currency varchar(3) not null check (currency in ('MDL','EUR','RON','USD')),
        status varchar(16) not null check (status in
          ('initiated','succeeded','failed','refund_pending','refunded','refund_failed')),
        applied boolean not null default false,
        raw_notification jsonb,
        refund_id varchar(128),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await db.query(
      `create unique index payments_transaction on payments (provider, transaction_id) where transaction_id is not null`,
    );
    await db.query(
      `create unique index payments_provider_payment on payments (provider, provider_payment_id) where provider_payment_id is not null`,
    );
    // One payment pays an order; any other is refunded.
    await db.query(`create unique index payments_one_applied on payments (order_id) where applied`);
    await db.query(`create index payments_order on payments (order_id)`);

    await db.query(`
      create table policies (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null unique references orders(id),
        insurer varchar(32) not null,
        number varchar(32) not null unique,
        valid_from timestamptz not null,
        valid_to timestamptz not null check (valid_to > valid_from),
        liability_start timestamptz not null,
        issued_by varchar(16) not null check (issued_by in ('partner','operator')),
        issued_at timestamptz not null default now(),
        reminder_sent_at timestamptz
      )`);
    await db.query(`create index policies_renewal on policies (valid_to) where reminder_sent_at is null`);

    await db.query(`
      create table documents (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null references orders(id),
        kind varchar(24) not null check (kind in
          ('demand','contract','policy','documents','amicable_settlement','wallet_pass','google_pass','invoice')),
        storage_key varchar(255) not null,
        sha256 char(64) not null check (sha256 ~ '^[0-9a-f]{64}$'),
        size integer not null check (size > 0),
        content_type varchar(64) not null,
        file_name varchar(128) not null,
        created_at timestamptz not null default now(),
        unique (order_id, kind)
      )`);

    await db.query(`
      create table invoice_counters (
        series varchar(16) primary key,
        last_seq integer not null check (last_seq >= 0)
      )`);
    await db.query(`
      create table invoices (
        order_id uuid primary key references orders(id),
        series varchar(16) not null,
        seq integer not null check (seq >= 1),
        number varchar(32) not null unique,
        issued_at timestamptz not null default now(),
        unique (series, seq)
      )`);

    await db.query(`
      create table idempotency_keys (
        scope varchar(128) not null,
        key varchar(128) not null,
        request_hash char(64) not null,
        status_code integer,
        response jsonb,
        created_at timestamptz not null default now(),
        primary key (scope, key)
      )`);

    await db.query(`
      create table exchange_rates (
        day char(8) primary key check (day ~ '^[0-9]{8}$'),
        rates jsonb not null,
        source varchar(64) not null,
        fetched_at timestamptz not null default now()
      )`);

    await db.query(`
      create table job_runs (
        id bigserial primary key,
        order_id uuid,
        queue varchar(32) not null,
        job_name varchar(64) not null,
        job_id varchar(64) not null,
        attempt integer not null,
        outcome varchar(16) not null check (outcome in ('running','completed','failed','retrying')),
        error text,
        duration_ms integer,
        started_at timestamptz not null,
        finished_at timestamptz
      )`);
    await db.query(`create index job_runs_order on job_runs (order_id, started_at)`);

    await db.query(`
      create table partner_exchanges (
        id bigserial primary key,
        order_id uuid,
        partner varchar(32) not null,
        method varchar(8) not null,
        path varchar(255) not null,
        status integer,
        duration_ms integer not null,
        attempt integer not null default 1,
        error text,
        request jsonb,
        response jsonb,
        created_at timestamptz not null default now()
      )`);
    await db.query(`create index partner_exchanges_order on partner_exchanges (order_id, created_at)`);

    await db.query(`
      create table emails (
        id uuid primary key default gen_random_uuid(),
        order_id uuid references orders(id),
        kind varchar(32) not null,
        dedupe_key varchar(128) not null unique,
        recipient_masked varchar(128) not null,
        subject text not null,
        status varchar(16) not null check (status in ('sending','sent','failed')),
        message_id varchar(255),
        error text,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
    await db.query(`create index emails_order on emails (order_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'emails',
      'partner_exchanges',
      'job_runs',
      'exchange_rates',
      'idempotency_keys',
      'invoices',
      'invoice_counters',
      'documents',
      'policies',
      'payments',
      'outbox',
      'order_events',
      'orders',
    ]) {
      await db.query(`drop table if exists ${table}`);
    }
    await db.query(`drop function if exists outbox_notify()`);
    await db.query(`drop function if exists order_events_append_only()`);
  }
}
