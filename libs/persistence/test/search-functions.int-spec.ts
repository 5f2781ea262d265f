import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { createDataSource } from '@asiguro/persistence';
import { SearchFunctionsPlannedOnce1795430000000 } from '../src/migrations/1795430000000-search-functions-planned-once';
import { OrderSearchTerms1795440000000 } from '../src/migrations/1795440000000-order-search-terms';

/** An RCA order with a vignette, a company paying, and what the registries returned. */
const ITEMS = [
  {
    type: 'rca',
    details: {
      certificateNumber: '915030299',
      vehicle: { plateNumber: 'bal 204', year: 2015 },
      owner: { firstName: 'Ştefan-Ion', lastName: 'Ciobanu', idnp: '2002001234567' },
      drivers: [{ firstName: 'Ana', lastName: 'Ciobanu' }, { driverFullName: 'Țurcan Maria' }],
    },
  },
  { type: 'vignette', details: { plateNumber: 'C-AB.123', days: 30 } },
];
const BILLING = { companyName: 'SRL Înaltă Grijă', idno: '1003600012345' };
const FACTS = {
  rcaData: { plateNumber: 'TXR 014', vin: 'WVWLAD93W93049YZE', owner: { name: 'Maria Ciobanu' } },
  company: { name: 'Firma' },
};

interface Indexed {
  plates: string[];
  names: string[];
  words: string[];
}

async function indexed(runner: QueryRunner): Promise<Indexed> {
  const [row] = (await runner.query(
    `select order_plates($1, $3) as plates, order_name_words($1, $2, $3) as names,
            name_words('Ciobanu  maria-ŞTEFAN a') as words`,
    [JSON.stringify(ITEMS), JSON.stringify(BILLING), JSON.stringify(FACTS)],
  )) as Indexed[];
  return row;
}

interface Terms {
  strings: string[];
  plates: string[];
  name_words: string[];
}

/** The console search's side of the database: its functions, and the terms they fill. */
describe('the console search in the database', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url);
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /**
   * The functions that find an order's plates and name words (behind indexes on the orders until
   * the order-search-terms migration, which keeps their results in order_search_terms): run in
   * PL/pgSQL (their query planned once per connection), with the results they had as SQL functions.
   */
  describe('the index functions', () => {
    it('are PL/pgSQL and immutable, as an index expression must be', async () => {
      const functions = await db.query(
        `select p.proname as name, l.lanname as language, p.provolatile as volatility
           from pg_proc p join pg_language l on l.oid = p.prolang
          where p.proname in ('order_plates', 'order_name_words', 'name_words') order by 1`,
      );
      expect(functions).toEqual([
        { name: 'name_words', language: 'plpgsql', volatility: 'i' },
        { name: 'order_name_words', language: 'plpgsql', volatility: 'i' },
        { name: 'order_plates', language: 'plpgsql', volatility: 'i' },
      ]);
    });

    it('find every plate and name word of an order as the search normalises them', async () => {
      const runner = db.createQueryRunner();
      try {
        expect(await indexed(runner)).toEqual({
          plates: ['BAL204', 'CAB123', 'TXR014'],
          names: ['ana', 'ciobanu', 'firma', 'grija', 'inalta', 'ion', 'maria', 'srl', 'stefan', 'turcan'],
          words: ['ciobanu', 'maria', 'stefan'],
        });
      } finally {
        await runner.release();
      }
    });

    it('give what the SQL functions gave before the migration', async () => {
      const runner = db.createQueryRunner();
      try {
        const now = await indexed(runner);
        // The migration's own down, inside a transaction that is rolled back.
        await runner.startTransaction();
        await new SearchFunctionsPlannedOnce1795430000000().down(runner);
        const languages = await runner.query(
          `select distinct l.lanname as language from pg_proc p join pg_language l on l.oid = p.prolang
            where p.proname in ('order_plates', 'order_name_words', 'name_words')`,
        );
        expect(languages).toEqual([{ language: 'sql' }]);
        expect(await indexed(runner)).toEqual(now);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
    });
  });

  /**
   * The console search's terms, kept apart from the orders by triggers: written when an order is
   * created or its items, billing or registry facts change, and not when a transition writes its
   * row, so no transition makes an entry in a GIN index.
   */
  describe('order search terms', () => {
    async function insertOrder(items: unknown = ITEMS, billing: unknown = BILLING, facts: unknown = FACTS) {
      const id = randomUUID();
      await db.query(
        `insert into orders (id, number, status, product_types, insurance_type, author_uid, machine_snapshot,
                             items, billing, underwriting_facts)
         values ($1, $2, 'draft', '{rca}', 'rca', 'anon:test', '{}', $3, $4, $5)`,
        [
          id,
          `IST${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}ABC`,
          JSON.stringify(items),
          billing === null ? null : JSON.stringify(billing),
          facts === null ? null : JSON.stringify(facts),
        ],
      );
      return id;
    }

    const terms = async (orderId: string): Promise<Terms & { version: string }> => {
      const [row] = await db.query(
        `select strings, plates, name_words, xmin::text as version from order_search_terms where order_id = $1`,
        [orderId],
      );
      return row;
    };

    it('holds an order’s plates, name words and every string of its items, billing and facts', async () => {
      const orderId = await insertOrder();
      const found = await terms(orderId);
      expect(found.plates).toEqual(['BAL204', 'CAB123', 'TXR014']);
      expect(found.name_words).toEqual(
        ['ana', 'ciobanu', 'firma', 'grija', 'inalta', 'ion', 'maria', 'srl', 'stefan', 'turcan'].sort(),
      );
      expect([...found.strings].sort()).toEqual(
        [
          'rca',
          '915030299',
          'bal 204',
          'Ştefan-Ion',
          'Ciobanu',
          '2002001234567',
          'Ana',
          'Țurcan Maria',
          'vignette',
          'C-AB.123',
          'SRL Înaltă Grijă',
          '1003600012345',
          'TXR 014',
          'WVWLAD93W93049YZE',
          'Maria Ciobanu',
          'Firma',
        ].sort(),
      );
    });

    it('finds by a string exactly what the jsonpath lookups on the orders found before', async () => {
      const orderId = await insertOrder();
      // Every string the order holds, numbers it holds as numbers, a case variant and a stranger.
      const candidates = [...(await terms(orderId)).strings, '2015', '30', 'wvwlad93w93049yze', 'RCA', 'nobody'];
      for (const value of candidates) {
        const path = `$.** ? (@ == ${JSON.stringify(value)})`;
        const [row] = await db.query(
          `select (items @? $2::jsonpath or billing @? $2::jsonpath or underwriting_facts @? $2::jsonpath) as before,
                  exists (select 1 from order_search_terms t where t.order_id = o.id and t.strings && array[$3]) as now
             from orders o where id = $1`,
          [orderId, path, value],
        );
        expect({ value, now: row.now }).toEqual({ value, now: row.before });
      }
    });

    it('is not rewritten by a transition, and follows a change of the items, billing or facts', async () => {
      const orderId = await insertOrder(ITEMS, null, null);
      const created = await terms(orderId);
      expect(created.plates).toEqual(['BAL204', 'CAB123']);

      await db.query(
        `update orders set status = 'canceled', machine_snapshot = '{"value":"canceled"}', version = version + 1,
                           items = items where id = $1`,
        [orderId],
      );
      // Neither a transition nor a statement that sets the items to what they were writes the terms' row.
      expect((await terms(orderId)).version).toBe(created.version);

      await db.query(`update orders set underwriting_facts = $2 where id = $1`, [orderId, JSON.stringify(FACTS)]);
      const priced = await terms(orderId);
      expect(priced.version).not.toBe(created.version);
      expect(priced.plates).toEqual(['BAL204', 'CAB123', 'TXR014']);
      expect(priced.strings).toContain('WVWLAD93W93049YZE');

      // Personal data erased from the order leaves its terms too (the retention sweep's update).
      await db.query(
        `update orders set items = '[{"type":"rca","details":{}}]', billing = null, underwriting_facts = null where id = $1`,
        [orderId],
      );
      expect(await terms(orderId)).toMatchObject({ strings: ['rca'], plates: [], name_words: [] });

      await db.query(`delete from orders where id = $1`, [orderId]);
      expect(await terms(orderId)).toBeUndefined();
    });

    it('leaves no GIN index on the orders, whose every transition writes a new row version', async () => {
      const indexes = await db.query(
        `select indexname from pg_indexes where tablename = 'orders' and indexdef ilike '%using gin%'`,
      );
      expect(indexes).toEqual([]);
    });

    it('fills the terms of the orders made before the migration, and its down restores the indexes', async () => {
      const runner = db.createQueryRunner();
      const migration = new OrderSearchTerms1795440000000();
      try {
        await runner.startTransaction();
        await migration.down(runner);
        const restored = await runner.query(
          `select indexname from pg_indexes where tablename = 'orders' and indexdef ilike '%using gin%' order by 1`,
        );
        expect(restored.map((row: { indexname: string }) => row.indexname)).toEqual([
          'orders_billing_values',
          'orders_facts_values',
          'orders_items_values',
          'orders_name_words',
          'orders_plates',
        ]);
        const orderId = randomUUID();
        await runner.query(
          `insert into orders (id, number, status, product_types, insurance_type, author_uid, machine_snapshot, items)
           values ($1, 'OLD123456ORD', 'draft', '{rca}', 'rca', 'anon:test', '{}', $2)`,
          [orderId, JSON.stringify(ITEMS)],
        );
        await migration.up(runner);
        const [row] = await runner.query(`select plates from order_search_terms where order_id = $1`, [orderId]);
        expect(row.plates).toEqual(['BAL204', 'CAB123']);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
    });
  });
});
