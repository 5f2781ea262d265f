import { Client } from 'pg';
import { Redis } from 'ioredis';
import { exampleDetails, isAddonOnly, PRODUCT_TYPES, type ProductType } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { bullConnectionOptions } from '@asiguro/platform';
import { ApiClient, payByCard, startStack, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';

/** The registry's owner of the test vehicle (sandbox fixture): what the offer search learns. */
const OWNER_NAME = 'Maria Ciobanu';
const EMAIL = 'zamfira.probe@example.md';
const PHONE = '069777123';
const PERSON = { firstName: 'Zamfira', lastName: 'Gheorghiuc', passportNumber: 'AB7654321' };

/**
 * No personal data (IDNP, names, passport numbers, e-mail, phone) in the logs, the outbox or the
 * queued jobs, after whole orders: created with details, priced, confirmed, paid, issued and
 * mailed. The processes log at debug level, the most they ever say.
 */
describe('personal data stays out of logs and job payloads', () => {
  let stack: Stack;
  let db: Client;
  let redis: Redis;

  beforeAll(async () => {
    stack = await startStack({ LOG_LEVEL: 'debug', ISSUANCE_BACKOFF_MS: '200' });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    redis = new Redis(bullConnectionOptions(stack.env.REDIS_URL!));
  });

  afterAll(async () => {
    redis?.disconnect();
    await db?.end();
    await stack?.stop();
  });

  /** Creates, prices, confirms and pays an order, and waits until it is completed. */
  async function buy(
    client: ApiClient,
    item: { type: string; details: object },
    contact = { email: EMAIL, phone: PHONE },
  ): Promise<OrderView> {
    const created = await client.post<OrderView>('/api/orders', { items: [item], contact });
    if (created.status !== 201) throw new Error(`${item.type}: ${created.status} ${JSON.stringify(created.body)}`);
    const offers = await client.post<{ offers: { id: string; presenceStatement: boolean }[] }>(
      `/api/orders/${created.body.id}/offers`,
    );
    if (!offers.body.offers?.length) throw new Error(`${item.type}: no offers ${JSON.stringify(offers.body)}`);
    const offer = offers.body.offers[0];
    const confirmed = await client.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: offer.id,
      consents: { terms: true, personalData: true, ...(offer.presenceStatement ? { insuredInMoldova: true } : {}) },
      contact,
    });
    if (confirmed.status !== 200)
      throw new Error(`${item.type}: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    const payment = await client.post<{ redirectUrl: string }>(`/api/orders/${created.body.id}/payments`, {
      provider: 'card',
    });
    expect((await payByCard(payment.body.redirectUrl)).status).toBe(303);
    // Completed: every issuer, the vignette systems included, answers over HTTP.
    await waitFor(
      async () => {
        const { rows } = await db.query<{ status: string }>(`select status from orders where id = $1`, [
          created.body.id,
        ]);
        const [order] = rows;
        return order.status === 'completed';
      },
      { timeoutMs: 90_000, intervalMs: 250, description: 'the order to complete' },
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, created.body.id)}`);
    });
    return created.body;
  }

  /** Every job BullMQ holds for this stack: its name and payload. */
  async function queuedJobs(): Promise<string[]> {
    const jobs: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${stack.queuePrefix}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        if ((await redis.type(key)) !== 'hash') continue;
        const [name, data] = await redis.hmget(key, 'name', 'data');
        if (data !== null) jobs.push(`${name} ${data}`);
      }
    } while (cursor !== '0');
    return jobs;
  }

  it('never writes the IDNP, names, passport, e-mail or phone of an order anywhere but the order', async () => {
    const client = new ApiClient(stack.baseUrl, 'ro');
    const rca = await buy(client, { type: 'rca', details: rcaDetailsFor(GOLF) });
    const medical = exampleDetails().medical;
    const insured = { ...medical.persons[0], ...PERSON };
    const travel = await buy(client, { type: 'medical', details: { ...medical, persons: [insured] } });
    const personalData = [
      GOLF.ownerCode,
      OWNER_NAME,
      insured.idnp,
      PERSON.firstName,
      PERSON.lastName,
      PERSON.passportNumber,
      EMAIL,
      PHONE.slice(1), // also as +373 69777123
    ];

    // The orders hold it (so the probe is real), and the e-mail went out to the address.
    const stored = JSON.stringify(
      (
        await db.query(`select items, contact, underwriting_facts from orders where id in ($1, $2)`, [
          rca.id,
          travel.id,
        ])
      ).rows,
    );
    for (const value of personalData)
      expect({ value, stored: stored.includes(value) }).toEqual({ value, stored: true });
    const outbox = (await db.query(`select job_name, payload from outbox`)).rows;
    expect(outbox.map((row) => row.job_name)).toEqual(
      expect.arrayContaining(['issue-policy', 'generate-documents', 'order-completed-email']),
    );
    const jobs = await queuedJobs();
    expect(jobs.length).toBeGreaterThan(0);

    // The API's log is verbose enough to matter: it follows the orders (by id).
    expect(stack.services.api.output()).toContain(rca.id);
    const places = {
      'API log': stack.services.api.output(),
      'worker log': stack.services.worker.output(),
      outbox: JSON.stringify(outbox),
      'queued jobs': jobs.join('\n'),
    };
    const found = Object.entries(places).flatMap(([place, text]) =>
      personalData.filter((value) => text.includes(value)).map((value) => `${value} in the ${place}`),
    );
    expect(found).toEqual([]);
  });

  /**
   * Every product line's details, made distinctive (names and documents nobody else uses) and
   * reaching the sandbox's registries where the line looks a vehicle, company or property up.
   */
  function probeDetails(type: ProductType): Record<string, unknown> {
    const details = structuredClone(exampleDetails()[type]) as Record<string, unknown>;
    const rename = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rename);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key === 'firstName') return [key, PERSON.firstName];
          if (key === 'lastName') return [key, PERSON.lastName];
          if (key === 'driverFullName') return [key, `${PERSON.firstName} ${PERSON.lastName}`];
          if (key === 'passportNumber') return [key, PERSON.passportNumber];
          return [key, rename(inner)];
        }),
      );
    };
    const renamed = rename(details) as Record<string, unknown>;
    const person = (idnp: string) => ({
      contractorType: 'individual',
      idnp,
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      birthday: '15.04.1985',
    });
    // Registry vehicles (sandbox RCA Data), looked up by certificate and their owner's code.
    switch (type) {
      case 'rca':
        return rcaDetailsFor(GOLF);
      case 'green-card':
        return { ...renamed, vehicle: { certificateNumber: '137714138' }, contractor: person('2002239844811') };
      case 'casco':
        return { ...renamed, vehicle: { certificateNumber: '327000766' }, contractor: person('2004133594724') };
      case 'roadside-assistance-eu':
        return { ...renamed, vehicle: { certificateNumber: '268038141' }, contractor: person('2004278814738') };
      case 'road-tax':
        return {
          ...renamed,
          vehicle: { certificateNumber: '802997808', vinCode: 'TMB4DS7B0ZPAEG04Y' },
          contractor: { contractorType: 'company', idno: '1006600011175' },
        };
      case 'vignette:ro':
        return { ...renamed, certificateNumber: '548748158', plateNumber: 'ORX 505', vinCode: 'WBAHSH2AJLNPRCB6C' };
      case 'vignette:bg':
        return { ...renamed, certificateNumber: '662642156', plateNumber: 'KBA 517' };
      case 'real-estate':
        return { ...renamed, cadastralCode: '0100415.123.01' };
      default:
        return renamed;
    }
  }

  /** The personal values of an order as a test reads them off its details (never the code under test). */
  function personalValuesOf(details: unknown, found = new Set<string>()): Set<string> {
    if (Array.isArray(details)) details.forEach((item) => personalValuesOf(item, found));
    else if (details && typeof details === 'object') {
      for (const [key, value] of Object.entries(details)) {
        if (
          typeof value === 'string' &&
          /^(idnp|idno|idnx|personalCode|lastName|driverFullName|companyName|passportNumber|plateNumber)$/.test(key)
        ) {
          found.add(value);
          if (key === 'plateNumber') found.add(value.replace(/[\s-]/g, ''));
        } else personalValuesOf(value, found);
      }
    }
    return found;
  }

  it("keeps every product line's issuance request masked in the partner exchange log, and out of jobs and logs", async () => {
    const client = new ApiClient(stack.baseUrl, 'en');
    await client.get('/api/health'); // one session for the orders bought in parallel
    const contact = { email: 'every.line.probe@example.md', phone: '069888321' };
    // Every line bought on its own (the courier delivery is an add-on only, booked, not issued).
    const lines = PRODUCT_TYPES.filter((type) => !isAddonOnly(type));
    const bought = await Promise.all(
      lines.map(async (type) => {
        const details = probeDetails(type);
        return { type, details, order: await buy(client, { type, details }, contact) };
      }),
    );
    // What the registries know of the RCA vehicle (its owner and plate) is personal too.
    const personal = new Set<string>([contact.email, contact.phone.slice(1), OWNER_NAME, 'BAL 204', 'BAL204']);
    for (const { details } of bought) personalValuesOf(details, personal);
    expect([...personal]).toEqual(
      expect.arrayContaining([PERSON.lastName, PERSON.passportNumber, 'ORX 505', 'ORX505']),
    );

    const exchanges = await db.query<{
      partner: string;
      path: string;
      request: unknown;
      response: unknown;
      error: string | null;
    }>(`select partner, path, request, response, error from partner_exchanges where order_id = any($1::uuid[])`, [
      bought.map(({ order }) => order.id),
    ]);
    // Each line's issuance request is there: the vignette systems' too, called like every insurer.
    const issuing = exchanges.rows.filter((row) => /^(policies|applications)$/.test(row.path));
    expect(new Set(issuing.map((row) => (row.request as { product: string }).product))).toEqual(new Set(lines));
    const places = {
      'partner exchange log': JSON.stringify(exchanges.rows),
      'API log': stack.services.api.output(),
      'worker log': stack.services.worker.output(),
      outbox: JSON.stringify((await db.query(`select job_name, payload from outbox`)).rows),
      'queued jobs': (await queuedJobs()).join('\n'),
    };
    const found = Object.entries(places).flatMap(([place, text]) =>
      [...personal].filter((value) => text.includes(value)).map((value) => `${value} in the ${place}`),
    );
    expect(found).toEqual([]);
  }, 240_000);
});
