import { Client } from 'pg';
import { Redis } from 'ioredis';
import { exampleDetails, type OrderView } from '@asiguro/domain';
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
  async function buy(client: ApiClient, item: { type: string; details: object }): Promise<OrderView> {
    const created = await client.post<OrderView>('/api/orders', {
      items: [item],
      contact: { email: EMAIL, phone: PHONE },
    });
    expect(created.status).toBe(201);
    const offers = await client.post<{ offers: { id: string; presenceStatement: boolean }[] }>(
      `/api/orders/${created.body.id}/offers`,
    );
    expect(offers.body.offers.length).toBeGreaterThan(0);
    const offer = offers.body.offers[0];
    const confirmed = await client.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: offer.id,
      consents: { terms: true, personalData: true, ...(offer.presenceStatement ? { insuredInMoldova: true } : {}) },
      contact: { email: EMAIL, phone: PHONE },
    });
    expect(confirmed.status).toBe(200);
    const payment = await client.post<{ redirectUrl: string }>(`/api/orders/${created.body.id}/payments`, {
      provider: 'card',
    });
    expect((await payByCard(payment.body.redirectUrl)).status).toBe(303);
    await waitFor(
      async () =>
        (await client.get<{ status: string }>(`/api/orders/${created.body.id}/status`)).body.status === 'completed',
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
});
