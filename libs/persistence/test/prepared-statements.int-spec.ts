import { DataSource, type QueryRunner } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { createDataSource, OrderEntity, PREPARED_STATEMENTS_PER_CONNECTION } from '@asiguro/persistence';

interface PreparedRow {
  statement: string;
  executions: number;
}

/**
 * What PostgreSQL itself holds for one connection of the services' data source: its session's
 * prepared statements (pg_prepared_statements) and how often each was executed. Read without
 * parameters, so the read itself is never one of them.
 */
async function preparedOn(runner: QueryRunner): Promise<PreparedRow[]> {
  const rows = (await runner.query(
    'select statement, (generic_plans + custom_plans)::int as executions from pg_prepared_statements',
  )) as PreparedRow[];
  return rows;
}

describe('prepared statements: each connection parses a statement once', () => {
  let database: TestDatabase;
  let db: DataSource;
  let runner: QueryRunner;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url);
    await db.initialize();
  });

  beforeEach(async () => {
    runner = db.createQueryRunner();
    await runner.connect();
  });

  afterEach(() => runner.release());

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps a repository read prepared on its connection and executes it again by name', async () => {
    const orders = runner.manager.getRepository(OrderEntity);
    const id = '00000000-0000-4000-8000-000000000001';
    for (let round = 0; round < 3; round++) expect(await orders.findOneBy({ id })).toBeNull();

    const reads = (await preparedOn(runner)).filter((row) => row.statement.includes('FROM "orders"'));
    expect(reads).toHaveLength(1);
    expect(reads[0].executions).toBe(3);
  });

  it('answers with the values of each execution, not of the first', async () => {
    const text = 'select $1::int * 2 as doubled, $2::text as word';
    expect(await runner.query(text, [2, 'unu'])).toEqual([{ doubled: 4, word: 'unu' }]);
    expect(await runner.query(text, [21, 'два'])).toEqual([{ doubled: 42, word: 'два' }]);
    expect((await preparedOn(runner)).filter((row) => row.statement === text)).toEqual([
      { statement: text, executions: 2 },
    ]);
  });

  it('sends statements without parameters unnamed, as before', async () => {
    await runner.query('select 1 as one');
    expect((await preparedOn(runner)).some((row) => row.statement === 'select 1 as one')).toBe(false);
  });

  it('stops preparing new texts on a connection past its cap and still answers them', async () => {
    const extra = 5;
    for (let shape = 0; shape < PREPARED_STATEMENTS_PER_CONNECTION + extra; shape++) {
      // A text built at run time: one shape per count of parameters.
      const params = Array.from({ length: shape + 1 }, (_, i) => `$${i + 1}::int`).join(' + ');
      const values = Array.from({ length: shape + 1 }, () => 1);
      expect(await runner.query(`select ${params} as sum`, values)).toEqual([{ sum: shape + 1 }]);
    }
    // The connection may hold a few statements of the tests before; it holds no more than the cap.
    expect(await preparedOn(runner)).toHaveLength(PREPARED_STATEMENTS_PER_CONNECTION);
  });

  it('survives a statement that fails and a rolled-back transaction', async () => {
    const text = 'select 1 / $1::int as quotient';
    await runner.startTransaction();
    await expect(runner.query(text, [0])).rejects.toThrow(/division by zero/);
    await runner.rollbackTransaction();
    expect(await runner.query(text, [1])).toEqual([{ quotient: 1 }]);
    expect(await runner.query(text, [1])).toEqual([{ quotient: 1 }]);
  });
});
