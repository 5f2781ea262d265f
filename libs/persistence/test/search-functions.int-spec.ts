import { DataSource, type QueryRunner } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { createDataSource } from '@asiguro/persistence';
import { SearchFunctionsPlannedOnce1795430000000 } from '../src/migrations/1795430000000-search-functions-planned-once';

/** An RCA order with a vignette, a company paying, and what the registries returned. */
const ITEMS = [
  {
    type: 'rca',
    details: {
      certificateNumber: '915030299',
      vehicle: { plateNumber: 'bal 204' },
      owner: { firstName: 'Ştefan-Ion', lastName: 'Ciobanu' },
      drivers: [{ firstName: 'Ana', lastName: 'Ciobanu' }, { driverFullName: 'Țurcan Maria' }],
    },
  },
  { type: 'vignette', details: { plateNumber: 'C-AB.123' } },
];
const BILLING = { companyName: 'SRL Înaltă Grijă' };
const FACTS = { rcaData: { plateNumber: 'TXR 014', owner: { name: 'Maria Ciobanu' } }, company: { name: 'Firma' } };

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

/**
 * The functions behind the console search's orders_plates and orders_name_words indexes: run
 * in PL/pgSQL (their query planned once per connection, not in every order write), with the
 * results they had as SQL functions, so the indexes built before stay right.
 */
describe('the console search index functions', () => {
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
