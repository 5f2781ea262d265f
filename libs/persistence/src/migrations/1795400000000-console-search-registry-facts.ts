import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's search finds every product by plate, VIN and the customer's name. An RCA or
 * green-card order holds only the registration certificate in its items: its plate, VIN and
 * owner are the registry's facts (orders.underwriting_facts), so the plate and value lookups read
 * those too, and names (typed or from the registries) get an index of their own.
 */
export class ConsoleSearchRegistryFacts1795400000000 implements MigrationInterface {
  name = 'ConsoleSearchRegistryFacts1795400000000';

  async up(db: QueryRunner): Promise<void> {
    // Every plate of an order: typed in the items, or the registry's vehicles (vehicle, towingVehicle),
    // in the stored form of normalizePlate: upper case, without spaces, dots or dashes.
    await db.query(`
      create function order_plates(items jsonb, facts jsonb) returns text[]
        language sql immutable parallel safe
        as $$
          select coalesce(array_agg(distinct upper(regexp_replace(plate #>> '{}', '[\\s.-]', '', 'g'))), '{}')
            from (select jsonb_path_query(items, 'lax $[*].details.**.plateNumber')
                  union all
                  select jsonb_path_query(coalesce(facts, '{}'), 'lax $.*.plateNumber')) as plates(plate)
           where jsonb_typeof(plate) = 'string'
        $$`);
    await db.query(`create index orders_plates on orders using gin (order_plates(items, underwriting_facts))`);
    await db.query(`drop index if exists orders_item_plates`);
    await db.query(`drop function if exists order_item_plates(jsonb)`);

    // The words of a name, as the search compares them: lower case, Romanian letters without
    // their marks (a name typed "Ciobanu Maria" or "ciobanu" still finds "Maria Ciobanu").
    await db.query(`
      create function name_words(name text) returns text[]
        language sql immutable parallel safe
        as $$
          select coalesce(array_agg(distinct word), '{}')
            from regexp_split_to_table(translate(lower(name), 'ăâîșşțţ', 'aaisstt'), '[^[:alpha:]]+') as word
           where length(word) >= 2
        $$`);
    // Every name of an order: persons and companies typed in the items and the billing, and the
    // owners and companies the registries returned.
    await db.query(`
      create function order_name_words(items jsonb, billing jsonb, facts jsonb) returns text[]
        language sql immutable parallel safe
        as $$
          select coalesce(array_agg(distinct word), '{}')
            from (select jsonb_path_query(items, 'lax $[*].details.**.firstName')
                  union all select jsonb_path_query(items, 'lax $[*].details.**.lastName')
                  union all select jsonb_path_query(items, 'lax $[*].details.**.driverFullName')
                  union all select jsonb_path_query(items, 'lax $[*].details.**.companyName')
                  union all select jsonb_path_query(items, 'lax $[*].details.**.beneficiaryName')
                  union all select jsonb_path_query(coalesce(billing, '{}'), 'lax $.companyName')
                  union all select jsonb_path_query(coalesce(facts, '{}'), 'lax $.*.owner.name')
                  union all select jsonb_path_query(coalesce(facts, '{}'), 'lax $.company.name')) as names(name),
                 unnest(name_words(name #>> '{}')) as word
           where jsonb_typeof(name) = 'string'
        $$`);
    await db.query(
      `create index orders_name_words on orders using gin (order_name_words(items, billing, underwriting_facts))`,
    );
    // Exact values among the registry's facts (a VIN, a certificate): jsonb_ops serves `.**`.
    await db.query(`create index orders_facts_values on orders using gin (underwriting_facts)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists orders_facts_values`);
    await db.query(`drop index if exists orders_name_words`);
    await db.query(`drop function if exists order_name_words(jsonb, jsonb, jsonb)`);
    await db.query(`drop function if exists name_words(text)`);
    await db.query(`
      create function order_item_plates(items jsonb) returns text[]
        language sql immutable parallel safe
        as $$
          select coalesce(array_agg(distinct upper(regexp_replace(plate #>> '{}', '[\\s.-]', '', 'g'))), '{}')
            from jsonb_path_query(items, 'lax $[*].details.**.plateNumber') as plate
           where jsonb_typeof(plate) = 'string'
        $$`);
    await db.query(`create index orders_item_plates on orders using gin (order_item_plates(items))`);
    await db.query(`drop index if exists orders_plates`);
    await db.query(`drop function if exists order_plates(jsonb, jsonb)`);
  }
}
