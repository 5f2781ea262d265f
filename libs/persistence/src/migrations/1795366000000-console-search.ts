import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's search by phone, plate, IDNP/IDNO and other identifiers, each answered from an
 * index (the earlier jsonb_path_ops index cannot serve `.**` paths, and the phone and plate
 * lookups were patterns over every order's JSON).
 */
export class ConsoleSearch1795366000000 implements MigrationInterface {
  name = 'ConsoleSearch1795366000000';

  async up(db: QueryRunner): Promise<void> {
    // The last eight digits of the contact phone: a Moldovan subscriber number however it was written.
    await db.query(
      `create index orders_contact_phone_tail on orders (right(regexp_replace(contact->>'phone', '\\D', '', 'g'), 8))`,
    );
    // Every plate in an order's items (vignettes: details.plateNumber; vehicles: details.vehicle.plateNumber),
    // in the stored form of normalizePlate: upper case, without spaces, dots or dashes.
    await db.query(`
      create function order_item_plates(items jsonb) returns text[]
        language sql immutable parallel safe
        as $$
          select coalesce(array_agg(distinct upper(regexp_replace(plate #>> '{}', '[\\s.-]', '', 'g'))), '{}')
            from jsonb_path_query(items, 'lax $[*].details.**.plateNumber') as plate
           where jsonb_typeof(plate) = 'string'
        $$`);
    await db.query(`create index orders_item_plates on orders using gin (order_item_plates(items))`);
    // Exact values anywhere in the items or billing (IDNP, IDNO, certificate, VIN): jsonb_ops serves `.**`.
    await db.query(`drop index if exists orders_items_search`);
    await db.query(`create index orders_items_values on orders using gin (items)`);
    await db.query(`create index orders_billing_values on orders using gin (billing)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists orders_billing_values`);
    await db.query(`drop index if exists orders_items_values`);
    await db.query(`create index orders_items_search on orders using gin (items jsonb_path_ops)`);
    await db.query(`drop index if exists orders_item_plates`);
    await db.query(`drop function if exists order_item_plates(jsonb)`);
    await db.query(`drop index if exists orders_contact_phone_tail`);
  }
}
