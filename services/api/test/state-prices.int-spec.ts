import { Client } from 'pg';
import { addCalendarDays, calendarDay, exampleDetails, formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';

type Offer = {
  id: string;
  price: { minor: number; currency: string };
  payable: { minor: number; currency: string };
  coverage: Record<string, unknown>;
};
type Offers = { offers: Offer[]; declined: { insurer: string; reason: string }[] };
type ErrorBody = {
  error: { code: string; status: number; message: string; details?: { issues?: { path: string; key: string }[] } };
};
type RatesToday = { date: string; rates: Record<string, number>; fallback: boolean };

/*
 * What the customer is charged for state-priced items, and how what they type is read, checked
 * through the public API against the whole stack (the sandbox plays RCA Data, the National Bank
 * and the state issuers). The expectations come from the sources (domain.md §4, §5) and the rates
 * record in the database, never from the tariff code.
 */
describe('state prices and typed codes', () => {
  let stack: Stack;
  let db: Client;
  let ro: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    ro = new ApiClient(stack.baseUrl, 'ro');
    // The worker fetches today's rates at start-up: let it finish before the tests change the record.
    await waitFor(
      async () =>
        (await db.query(`select 1 from job_runs where job_name = 'fetch-rates' and outcome = 'completed'`)).rowCount,
      { description: "the worker's start-up rates fetch", timeoutMs: 30_000 },
    );
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const start = (days = 7) => formatDmy(plusDays(todayIn(new Date()), days));

  async function order(client: ApiClient, body: object): Promise<OrderView> {
    const created = await client.post<OrderView>('/api/orders', body);
    expect(created.status).toBe(201);
    return created.body;
  }

  async function offersOf(client: ApiClient, body: object) {
    const created = await order(client, body);
    return client.post<Offers & ErrorBody>(`/api/orders/${created.id}/offers`);
  }

  const roundBan = (lei: number) => Math.round(lei * 100) / 100;
  /** The vignettes' service fee (domain.md §10.9): 5%, at least 10 lei. */
  const withFee = (lei: number) => roundBan(lei + Math.max(10, roundBan(lei * 0.05)));

  describe('the forint', () => {
    const huVignette = () => ({
      items: [
        { type: 'vignette:hu', details: { ...exampleDetails(new Date())['vignette:hu'], vignetteStartDate: start() } },
      ],
    });

    it("is kept in the day's rates record, the API's answer and the database alike, MDL per one forint", async () => {
      const today = await ro.get<RatesToday>('/api/rates/today');
      expect(today.status).toBe(200);
      expect(Object.keys(today.body.rates).sort()).toEqual(['EUR', 'HUF', 'MDL', 'RON', 'USD']);
      // The National Bank quotes about 4.9 lei per 100 forints.
      expect(today.body.rates.HUF).toBeGreaterThan(0.03);
      expect(today.body.rates.HUF).toBeLessThan(0.08);
      const stored = await db.query(`select rates from exchange_rates where day = $1`, [today.body.date]);
      expect(stored.rows[0].rates).toEqual(today.body.rates);
    });

    it('prices the e-matrica from that record, and follows it when the rate changes', async () => {
      const { date, rates } = (await ro.get<RatesToday>('/api/rates/today')).body;
      // 6,620 HUF (D1, 10 days; domain.md §4.3) in lei at the day's HUF rate, + the fee.
      const first = await offersOf(ro, huVignette());
      expect(first.status).toBe(200);
      const [offer] = first.body.offers;
      expect(offer.coverage).toMatchObject({ officialTariff: 6620, officialTariffCurrency: 'HUF', rateHUF: rates.HUF });
      expect(Math.abs(offer.payable.minor / 100 - withFee(6620 * rates.HUF))).toBeLessThan(0.2);

      // A weaker forint the same day: the same vignette costs less.
      const weaker = roundBan(rates.HUF * 0.9 * 1e6) / 1e6;
      await db.query(
        `update exchange_rates set rates = rates || jsonb_build_object('HUF', $2::numeric) where day = $1`,
        [date, weaker],
      );
      const second = (await offersOf(ro, huVignette())).body.offers[0];
      expect(Math.abs(second.payable.minor / 100 - withFee(6620 * weaker))).toBeLessThan(0.2);
      expect(second.payable.minor).toBeLessThan(offer.payable.minor);
      await db.query(`update exchange_rates set rates = $2 where day = $1`, [date, JSON.stringify(rates)]);
    });

    it('is required of every new record, and a record stored without it is passed over for the latest complete one', async () => {
      const { date, rates } = (await ro.get<RatesToday>('/api/rates/today')).body;
      const { HUF: _forint, ...withoutForint } = rates;
      await expect(
        db.query(`insert into exchange_rates (day, rates, source) values ('20000101', $1, 'bnm')`, [
          JSON.stringify(withoutForint),
        ]),
      ).rejects.toThrow(/exchange_rates_every_currency/);

      // Today's record as it was stored before the forint was kept (the check spares old rows).
      const yesterday = addCalendarDays(
        calendarDay(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`),
        -1,
      ).replace(/-/g, '');
      const older = { ...rates, EUR: 19.01 };
      await db.query(
        `insert into exchange_rates (day, rates, source) values ($1, $2, 'bnm') on conflict (day) do update set rates = excluded.rates`,
        [yesterday, JSON.stringify(older)],
      );
      await db.query(`alter table exchange_rates drop constraint exchange_rates_every_currency`);
      await db.query(`update exchange_rates set rates = $2 where day = $1`, [date, JSON.stringify(withoutForint)]);
      await db.query(
        `alter table exchange_rates add constraint exchange_rates_every_currency
         check (rates ?& array['MDL', 'EUR', 'RON', 'USD', 'HUF']) not valid`,
      );
      try {
        // The day before's complete record, said to be a fallback.
        const answer = await ro.get<RatesToday>('/api/rates/today');
        expect(answer.body).toMatchObject({ date: yesterday, fallback: true, rates: { EUR: 19.01, HUF: rates.HUF } });
      } finally {
        await db.query(`update exchange_rates set rates = $2 where day = $1`, [date, JSON.stringify(rates)]);
      }
    });
  });

  describe('the road tax', () => {
    const roadTax = (certificateNumber: string, vinCode: string, contractor: object) => ({
      items: [
        {
          type: 'road-tax',
          details: { vehicle: { certificateNumber, vinCode }, contractor, region: 'chisinau', locality: 'Chișinău' },
        },
      ],
    });
    const teslaOwner = { contractorType: 'individual', idnp: '2002239844811' };
    const tesla = () => roadTax('137714138', '5YJ7RX922NH0BA4P5', teslaOwner);
    const motorcycle = () =>
      roadTax('451207386', 'L5YACBPA5P1100427', { contractorType: 'individual', idnp: '2004518736217' });

    it.each([
      ['ro', 'nu se aplică vehiculelor electrice'],
      ['ru', 'не применяется к электромобилям'],
      ['en', 'does not apply to electric vehicles'],
    ] as const)('declines an electric car with a message in %s, and prices nothing', async (lang, words) => {
      const client = new ApiClient(stack.baseUrl, lang);
      const answer = await offersOf(client, tesla());
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'road-tax-electric',
        details: { issues: [{ path: 'vehicle.certificateNumber', key: 'road-tax-electric' }] },
      });
      expect(answer.body.error.message).toContain(words);
    });

    it('declines an electric motorcycle the same way, instead of charging it 300 lei', async () => {
      const answer = await offersOf(ro, motorcycle());
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('road-tax-electric');
    });

    it('taxes the Volvo FH 500 tractor unit as a road tractor: 2,250 lei, + the 10-lei fee', async () => {
      const answer = await offersOf(
        ro,
        roadTax('205591380', 'YV2P5C2RRL37LWGXT', { contractorType: 'company', idno: '1006600273827' }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.offers.map((offer) => offer.payable)).toEqual([{ minor: 226_000, currency: 'MDL' }]);
    });

    it('charges a trailer per tonne of its authorised weight: 750 kg × 270 lei/t = 202.50 lei, + the fee', async () => {
      const answer = await offersOf(
        ro,
        roadTax('139286637', 'TMAT0ALT963FZSS98', { contractorType: 'individual', idnp: '2004440378790' }),
      );
      expect(answer.body.offers.map((offer) => offer.payable)).toEqual([{ minor: 21_250, currency: 'MDL' }]);
    });
  });

  describe('the rovinieta', () => {
    /** A rovinieta for the four-axle MAN of Agro Trans Nord, paid by the company (so RCA Data is asked). */
    const forTheMan = (vehicleCategory: string, validity = '12_months') => ({
      items: [
        {
          type: 'vignette:ro',
          details: {
            registrationCountry: 'MD',
            certificateNumber: '309418752',
            plateNumber: 'ATN 432',
            vinCode: 'WMA56SZZ7KP118350',
            vehicleCategory,
            validity,
            vignetteStartDate: start(),
            driverFullName: 'Ion Popescu',
          },
        },
      ],
      billing: { payerType: 'company', idno: '1003600922593', companyName: 'Agro Trans Nord S.R.L.' },
    });

    it('sells category F to a truck of 32 t on four axles, at 1,210 EUR in lei at the day’s BNM rate', async () => {
      const { date, rates } = (await ro.get<RatesToday>('/api/rates/today')).body;
      const answer = await offersOf(ro, forTheMan('F'));
      expect(answer.status).toBe(200);
      const [offer] = answer.body.offers;
      expect(offer.price).toEqual({ minor: 121_000, currency: 'EUR' });
      expect(offer.payable.minor / 100).toBe(withFee(roundBan(1210 * rates.EUR)));
      expect(offer.coverage).toMatchObject({
        category: 'F',
        officialTariff: 1210,
        officialTariffCurrency: 'EUR',
        paidIn: 'MDL',
        rateSource: 'BNM',
        rateEUR: rates.EUR,
        rateDate: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
      });
    });

    it('refuses a category the registered vehicle does not fall into', async () => {
      const answer = await offersOf(ro, forTheMan('E'));
      expect(answer.status).toBe(400);
      expect(answer.body.error.details?.issues).toEqual([
        expect.objectContaining({ path: 'vehicleCategory', key: 'invalid-option' }),
      ]);
    });

    it('refuses a validity its category is not sold with, when it is priced', async () => {
      const answer = await offersOf(ro, forTheMan('F', '30_days'));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid-options');
      expect(answer.body.error.details?.issues).toEqual([
        expect.objectContaining({ path: 'validity', key: 'validity-not-for-category' }),
      ]);
    });
  });

  describe('codes typed as people type them', () => {
    it('reads a certificate and an IDNP typed in groups: stored as printed, found in RCA Data, priced', async () => {
      const details = {
        ...rcaDetailsFor(GOLF),
        vehicle: { certificateNumber: '915 030 299' },
        contractor: { contractorType: 'individual', idnp: '2004 7873 71520' },
      };
      const created = await order(ro, { items: [{ type: 'rca', details }] });
      const stored = created.items[0].details as { vehicle: object; contractor: object };
      expect(stored.vehicle).toEqual({ certificateNumber: GOLF.certificateNumber });
      expect(stored.contractor).toEqual({ contractorType: 'individual', idnp: GOLF.ownerCode });
      const offers = await ro.post<Offers>(`/api/orders/${created.id}/offers`);
      expect(offers.status).toBe(200);
      expect(offers.body.offers.length).toBeGreaterThan(0);
    });

    it('refuses what is still not a code once the spaces are gone', async () => {
      const details = { ...rcaDetailsFor(GOLF), vehicle: { certificateNumber: '915 030 29' } };
      const created = await ro.post<ErrorBody>('/api/orders', { items: [{ type: 'rca', details }] });
      expect(created.status).toBe(400);
      expect(created.body.error.details?.issues).toEqual([
        expect.objectContaining({ path: 'items.0.details.vehicle.certificateNumber', key: 'invalid-certificate' }),
      ]);
    });
  });
});
