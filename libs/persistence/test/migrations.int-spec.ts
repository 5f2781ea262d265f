import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { createDataSource, dataSourceOptions } from '@asiguro/persistence';

/** The schema exists only through migrations, which go up and down cleanly and hold the invariants. */
describe('migrations', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    db = createDataSource(database.url);
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('never synchronizes the schema from the entities', () => {
    expect(dataSourceOptions('postgres://x@y/z').synchronize).toBe(false);
  });

  it('applies every migration on an empty database, reverts them all, and applies them again', async () => {
    const applied = await db.runMigrations({ transaction: 'each' });
    expect(applied.length).toBe(db.migrations.length);
    for (let i = 0; i < applied.length; i++) await db.undoLastMigration({ transaction: 'each' });
    const tables = await db.query(
      `select count(*)::int as n from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`,
    );
    expect(tables[0].n).toBe(0);
    await db.runMigrations({ transaction: 'each' });
    expect(await db.showMigrations()).toBe(false);
  });

  it('has every column the entities expect, with the right types', async () => {
    const { upQueries } = await db.driver.createSchemaBuilder().log();
    // The migrations declare more than the entities (checks, partial indexes, foreign keys), so the
    // only acceptable differences are drops of those; any CREATE or ALTER COLUMN is a mismatch.
    const mismatches = upQueries
      .map((query) => query.query)
      .filter((query) => !/^ALTER TABLE "\w+" DROP CONSTRAINT "\w+"$|^DROP INDEX "public"\."\w+"$/.test(query));
    expect(mismatches).toEqual([]);
  });

  describe('invariants held by the database', () => {
    async function insertOrder(overrides: Record<string, unknown> = {}): Promise<string> {
      const id = randomUUID();
      const row = {
        id,
        number: `IAI${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}ABC`,
        status: 'draft',
        product_types: '{rca}',
        insurance_type: 'rca',
        author_uid: 'anon:test',
        machine_snapshot: '{}',
        ...overrides,
      };
      const columns = Object.keys(row);
      await db.query(
        `insert into orders (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      );
      return id;
    }

    it('keeps order_events append-only', async () => {
      const orderId = await insertOrder();
      await db.query(
        `insert into order_events (order_id, seq, event, to_status, actor_kind) values ($1, 1, 'CREATE', 'draft', 'customer')`,
        [orderId],
      );
      await expect(db.query(`update order_events set reason = 'x' where order_id = $1`, [orderId])).rejects.toThrow(
        /append-only/,
      );
      await expect(db.query(`delete from order_events where order_id = $1`, [orderId])).rejects.toThrow(/append-only/);
    });

    it('refuses a second payment with the same provider transaction id', async () => {
      const orderId = await insertOrder();
      const insert = () =>
        db.query(
          `insert into payments (order_id, provider, transaction_id, amount_minor, currency, status) values ($1, 'card', 'tx-42', 100, 'MDL', 'succeeded')`,
          [orderId],
        );
      await insert();
      await expect(insert()).rejects.toThrow(/payments_transaction/);
    });

    it('refuses a second policy for one order', async () => {
      const orderId = await insertOrder();
      const insert = (number: string) =>
        db.query(
          `insert into policies (order_id, insurer, number, valid_from, valid_to, liability_start, issued_by) values ($1, 'donaris', $2, now(), now() + interval '1 year', now(), 'partner')`,
          [orderId, number],
        );
      await insert('IAI000001AAA');
      await expect(insert('IAI000002AAA')).rejects.toThrow(/policies_order_id_key/);
    });

    it('refuses malformed orders: bad number, unknown status, a price without currency, paid without price', async () => {
      await expect(insertOrder({ number: 'bad' })).rejects.toThrow(/orders_number_check/);
      await expect(insertOrder({ status: 'lost', price_minor: 100, price_currency: 'MDL' })).rejects.toThrow(
        /orders_status_check/,
      );
      await expect(insertOrder({ price_minor: 100 })).rejects.toThrow(/orders_price_complete/);
      await expect(insertOrder({ status: 'paid' })).rejects.toThrow(/orders_priced_after_draft/);
    });

    it('takes a refunded order without a price (a late payment on an order sent back to draft)', async () => {
      await expect(insertOrder({ status: 'refunded' })).resolves.toEqual(expect.any(String));
      await expect(insertOrder({ status: 'failed' })).rejects.toThrow(/orders_priced_after_draft/);
    });
  });
});
