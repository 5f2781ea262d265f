import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { RATE_CURRENCIES, type Rates } from '@asiguro/domain';
import { createDataSource, ExchangeRateRepository, type StoredRates } from '@asiguro/persistence';

/** The one repository of exchange_rates: the worker's daily store and the API's reads and first fetch. */
describe(ExchangeRateRepository.name, () => {
  let database: TestDatabase;
  let db: DataSource;
  let rates: ExchangeRateRepository;

  /*
   * The table refuses a record without today's currencies, so "a record stored before a currency
   * was kept" is played by a currency kept from now on: the pound.
   */
  const KEPT = [...RATE_CURRENCIES, 'GBP'];
  const complete = (date: string, eur: number): StoredRates => ({
    date,
    rates: { MDL: 1, EUR: eur, USD: 17.5, RON: 3.9, HUF: 0.05, GBP: 22.1 } as Rates,
    source: 'bnm',
  });
  const withoutPound = (date: string): StoredRates => ({
    date,
    rates: { MDL: 1, EUR: 19, USD: 17.5, RON: 3.9, HUF: 0.05 } as Rates,
    source: 'bnm',
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url);
    await db.initialize();
    rates = new ExchangeRateRepository(db);
  });

  beforeEach(() => db.query('delete from exchange_rates'));

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('answers the latest complete record on or before the day, skipping later and incomplete ones', async () => {
    await rates.store(complete('20260101', 19.1));
    await rates.store(withoutPound('20260102'));
    await rates.store(complete('20260105', 19.5));

    const [latest, ...more] = await rates.latestComplete('20260104', KEPT);
    expect(more).toEqual([]);
    expect(latest).toMatchObject({ date: '20260101', source: 'bnm', rates: { EUR: 19.1, HUF: 0.05 } });
    expect(await rates.latestComplete('20251231', KEPT)).toEqual([]);
  });

  it('replaces a day fetched again (the worker), and tells whether a day is complete', async () => {
    await rates.store(withoutPound('20260110'));
    expect(await rates.hasDay('20260110', KEPT)).toBe(false);

    await rates.store(complete('20260110', 19.3));
    expect(await rates.hasDay('20260110', KEPT)).toBe(true);
    expect(await rates.hasDay('20260111', KEPT)).toBe(false);
    await rates.store(complete('20260110', 19.4));
    expect((await rates.latestComplete('20260110', KEPT))[0].rates.EUR).toBe(19.4);
  });

  it('keeps a complete day the API fetches again, and completes an incomplete one', async () => {
    await rates.store(complete('20260120', 19.2));
    await rates.storeUnlessComplete(complete('20260120', 25), KEPT);
    expect((await rates.latestComplete('20260120', KEPT))[0].rates.EUR).toBe(19.2);

    await rates.store(withoutPound('20260121'));
    await rates.storeUnlessComplete(complete('20260121', 19.6), KEPT);
    expect((await rates.latestComplete('20260121', KEPT))[0]).toMatchObject({
      date: '20260121',
      rates: { EUR: 19.6 },
    });
  });
});
