import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Every string anywhere in an order's items, billing and registry facts: the IDNP, IDNO,
 * certificate or VIN the console looks up exactly. The same values the jsonb_ops indexes answered
 * `$.** ? (@ == "…")` from (strings only: that comparison never equals a number to a string).
 */
const ORDER_STRINGS = `
  select coalesce(array_agg(distinct value #>> '{}'), '{}')
    from (select jsonb_path_query(coalesce(items, '[]'), 'strict $.** ? (@.type() == "string")')
          union all
          select jsonb_path_query(coalesce(billing, '{}'), 'strict $.** ? (@.type() == "string")')
          union all
          select jsonb_path_query(coalesce(facts, '{}'), 'strict $.** ? (@.type() == "string")')) as strings(value)`;

/** An order's terms, from its row `row` (the trigger's `new`, or the backfill's orders). */
const termsOf = (row: string) =>
  `order_strings(${row}.items, ${row}.billing, ${row}.underwriting_facts),
   order_plates(${row}.items, ${row}.underwriting_facts),
   order_name_words(${row}.items, ${row}.billing, ${row}.underwriting_facts)`;

/**
 * The console search's terms move from five GIN indexes on `orders` to a table of their own.
 *
 * A transition changes the status, which is indexed, so every transition writes a new version of
 * the order's row (no update is HOT) and PostgreSQL made an entry for it in every index: for the
 * five GIN indexes, every key and value of the items, billing and registry facts again, and the
 * plates and name words computed again, seven to ten times per order although those columns
 * change at most three times (created, priced, their personal data erased). The terms are now
 * rows of `order_search_terms`, written by triggers only when one of the three columns changes,
 * and the console looks them up there (services/api/src/console/console-search.ts).
 */
export class OrderSearchTerms1795440000000 implements MigrationInterface {
  name = 'OrderSearchTerms1795440000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `create function order_strings(items jsonb, billing jsonb, facts jsonb) returns text[]
         language plpgsql immutable parallel safe as $$begin return (${ORDER_STRINGS}); end$$`,
    );
    await db.query(`
      create table order_search_terms (
        order_id uuid primary key references orders (id) on delete cascade,
        strings text[] not null,
        plates text[] not null,
        name_words text[] not null
      )`);
    await db.query(`create index order_search_strings on order_search_terms using gin (strings)`);
    await db.query(`create index order_search_plates on order_search_terms using gin (plates)`);
    await db.query(`create index order_search_names on order_search_terms using gin (name_words)`);
    await db.query(`
      create function refresh_order_search_terms() returns trigger language plpgsql as $$
      begin
        insert into order_search_terms (order_id, strings, plates, name_words)
        values (new.id, ${termsOf('new')})
        on conflict (order_id) do update
          set strings = excluded.strings, plates = excluded.plates, name_words = excluded.name_words;
        return null;
      end $$`);
    await db.query(`
      create trigger order_search_terms_on_insert after insert on orders
        for each row execute function refresh_order_search_terms()`);
    // `update of` fires only for statements that set one of the columns, and `when` only if it changed.
    await db.query(`
      create trigger order_search_terms_on_update after update of items, billing, underwriting_facts on orders
        for each row
        when (old.items is distinct from new.items
              or old.billing is distinct from new.billing
              or old.underwriting_facts is distinct from new.underwriting_facts)
        execute function refresh_order_search_terms()`);
    await db.query(`
      insert into order_search_terms (order_id, strings, plates, name_words)
      select o.id, ${termsOf('o')} from orders o`);
    await db.query(`drop index orders_items_values, orders_billing_values, orders_facts_values`);
    await db.query(`drop index orders_plates, orders_name_words`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`create index orders_items_values on orders using gin (items)`);
    await db.query(`create index orders_billing_values on orders using gin (billing)`);
    await db.query(`create index orders_facts_values on orders using gin (underwriting_facts)`);
    await db.query(`create index orders_plates on orders using gin (order_plates(items, underwriting_facts))`);
    await db.query(
      `create index orders_name_words on orders using gin (order_name_words(items, billing, underwriting_facts))`,
    );
    await db.query(`drop trigger order_search_terms_on_update on orders`);
    await db.query(`drop trigger order_search_terms_on_insert on orders`);
    await db.query(`drop function refresh_order_search_terms()`);
    await db.query(`drop table order_search_terms`);
    await db.query(`drop function order_strings(jsonb, jsonb, jsonb)`);
  }
}
