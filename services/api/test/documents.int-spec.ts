import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OrderStatus } from '@asiguro/domain';
import { policyCheckSchema, type PolicyCheck } from '@asiguro/contracts';
import { ApiClient, startStack, type Stack } from '@asiguro/testing';
import { createDraft, query } from './auth-flows';

const DAY_MS = 24 * 3600 * 1000;

/** The calendar day in Chișinău, as a reader there names it (Intl's own time-zone data). */
const chisinauDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(instant);

/** Personal data the seeded orders carry: none of it may appear in a public check. */
const PERSONAL = {
  name: 'Ion Țurcanu',
  idnp: '2002004123459',
  email: 'ion.turcanu@example.md',
  phone: '+37369123456',
  plate: 'KLM427',
};

/**
 * The public policy check (the documents' QR code opens it) for every state an order's policy can
 * be in, and the download of a stored document whose file is gone or broken. (The stack as npm
 * start runs it, on a fresh database and its own data folder.)
 */
describe('documents: the public policy check and downloads', () => {
  let stack: Stack;
  let base: string;
  let dataDir: string;
  let owner: ApiClient;
  let counter = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'asiguro-documents-api-'));
    stack = await startStack({ DATA_DIR: dataDir });
    base = stack.baseUrl;
    owner = new ApiClient(base, 'en');
  });

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** An order of this client moved to `status`, with personal data in its contact, billing and items. */
  async function orderIn(status: OrderStatus): Promise<{ id: string; number: string }> {
    const order = await createDraft(owner);
    await query(
      stack.database.url,
      `update orders set status = $2::varchar,
              price_minor = case when $2::varchar = 'draft' then null else 127600 end,
              price_currency = case when $2::varchar = 'draft' then null else 'MDL' end,
              completed_at = case when $2::varchar = 'completed' then now() end,
              insurer = 'general',
              contact = $3, billing = $4, items = $5
        where id = $1`,
      [
        order.id,
        status,
        { email: PERSONAL.email, phone: PERSONAL.phone },
        { payerType: 'individual', fullName: PERSONAL.name, idnp: PERSONAL.idnp },
        JSON.stringify([{ type: 'rca', details: { plateNumber: PERSONAL.plate, idnp: PERSONAL.idnp } }]),
      ],
    );
    return order;
  }

  /** A policy on an order in `status`, valid from `fromDays` to `toDays` days from now. */
  async function policyOn(status: OrderStatus, fromDays: number, toDays: number): Promise<string> {
    const order = await orderIn(status);
    counter += 1;
    const number = `IAI${String(700000 + counter)}CHK`;
    const now = Date.now();
    await query(
      stack.database.url,
      `insert into policies (order_id, insurer, number, valid_from, valid_to, liability_start, issued_by)
       values ($1, 'general', $2, $3, $4, $3, 'partner')`,
      [order.id, number, new Date(now + fromDays * DAY_MS), new Date(now + toDays * DAY_MS)],
    );
    return number;
  }

  async function check(number: string): Promise<{ status: number; body: PolicyCheck; text: string }> {
    const response = await fetch(`${base}/api/policies/${encodeURIComponent(number)}/check`);
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as PolicyCheck, text };
  }

  /** The answer holds the schema's fields only, and nothing personal anywhere in its bytes. */
  function expectNoPersonalData(answer: { body: PolicyCheck; text: string }) {
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(policyCheckSchema.shape).sort());
    for (const value of Object.values(PERSONAL)) expect(answer.text).not.toContain(value);
    expect(answer.text).not.toMatch(/Țurcanu|example\.md|\d{13}/);
  }

  const unknown = (number: string): PolicyCheck => ({
    number,
    found: false,
    valid: false,
    status: 'unknown',
    product: null,
    insurer: null,
    validFrom: null,
    validTo: null,
  });

  describe('the public policy check', () => {
    it.each(['completed', 'issued'] as const)(
      'answers valid, with product, insurer and period, for a policy in its window on a %s order',
      async (status) => {
        const number = await policyOn(status, -1, 364);
        const [row] = await query<{ valid_from: Date; valid_to: Date }>(
          stack.database.url,
          `select valid_from, valid_to from policies where number = $1`,
          [number],
        );
        const answer = await check(number);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          number,
          found: true,
          valid: true,
          status: 'active',
          product: 'rca',
          insurer: 'General Asigurări S.A.',
          // Days in Chișinău; the stored end is exclusive, so the last day is the one before it.
          validFrom: chisinauDay(row.valid_from),
          validTo: chisinauDay(new Date(row.valid_to.getTime() - 1)),
        });
        expectNoPersonalData(answer);
      },
    );

    it('answers found but not valid for a policy that has not started yet', async () => {
      const number = await policyOn('completed', 2, 366);
      const answer = await check(number);
      expect(answer.body).toMatchObject({ number, found: true, valid: false, status: 'not-yet-active' });
      expect(answer.body.validFrom! > chisinauDay(new Date())).toBe(true);
      expectNoPersonalData(answer);
    });

    it('answers found but not valid for an expired policy', async () => {
      const number = await policyOn('completed', -366, -1);
      const answer = await check(number);
      expect(answer.body).toMatchObject({ number, found: true, valid: false, status: 'expired' });
      expect(answer.body.validTo! < chisinauDay(new Date())).toBe(true);
      expectNoPersonalData(answer);
    });

    it.each(['refunded', 'failed', 'canceled', 'processing', 'paid', 'draft'] as const)(
      'answers a policy on a %s order exactly like an unknown number, even inside its window',
      async (status) => {
        const number = await policyOn(status, -1, 364);
        const answer = await check(number);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(unknown(number));
        expectNoPersonalData(answer);
      },
    );

    it('reads the number as the QR link or a person types it: trimmed, any case', async () => {
      const number = await policyOn('completed', -1, 30);
      const answer = await check(`  ${number.toLowerCase()} `);
      expect(answer.body).toMatchObject({ number, found: true, valid: true, status: 'active' });
    });

    it.each([
      ['in groups', (n: string) => `${n.slice(0, 3)} ${n.slice(3, 9)} ${n.slice(9)}`],
      ['with hyphens, in lower case', (n: string) => `${n.slice(0, 3)}-${n.slice(3, 9)}-${n.slice(9)}`.toLowerCase()],
    ])('reads a policy number typed %s as the number', async (_how, typed) => {
      const number = await policyOn('completed', -1, 30);
      const answer = await check(typed(number));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ number, found: true, valid: true, status: 'active' });
    });

    it('answers an unknown number as unknown and refuses nonsense with a keyed 400', async () => {
      expect((await check('IAI000000AAA')).body).toEqual(unknown('IAI000000AAA'));
      const nonsense = await fetch(`${base}/api/policies/${encodeURIComponent("' or 1=1 --")}/check`);
      expect(nonsense.status).toBe(400);
      expect(await nonsense.json()).toMatchObject({
        error: { code: 'validation-failed', details: { issues: [{ path: 'number', key: 'invalid-policy-number' }] } },
      });
    });
  });

  describe('downloading a stored document', () => {
    const bytes = Buffer.from('%PDF-1.7 a signed policy, as stored');

    /** A document row of `kind` for an order of this client, its file written by `write`. */
    async function documentOf(kind: string, write: (path: string) => void): Promise<string> {
      const order = await orderIn('completed');
      const key = `orders/${order.id}/${kind}-0123456789abcdef.pdf`;
      mkdirSync(join(dataDir, 'documents', 'orders', order.id), { recursive: true });
      write(join(dataDir, 'documents', ...key.split('/')));
      await query(
        stack.database.url,
        `insert into documents (order_id, kind, storage_key, sha256, size, content_type, file_name)
         values ($1, $2, $3, $4, $5, 'application/pdf', $6)`,
        [order.id, kind, key, createHash('sha256').update(bytes).digest('hex'), bytes.length, `${kind}.pdf`],
      );
      return order.id;
    }

    /** The download, bounded in time: a hanging response fails the test instead of stalling it. */
    const download = (orderId: string, kind: string) =>
      owner.fetch(`/api/orders/${orderId}/documents/${kind}`, { signal: AbortSignal.timeout(10_000) });

    async function expectApiStillServes() {
      expect(stack.services.api.child.exitCode).toBeNull();
      expect((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) })).status).toBe(200);
    }

    it('streams the stored bytes with their length and SHA-256', async () => {
      const orderId = await documentOf('policy', (path) => writeFileSync(path, bytes));
      const response = await download(orderId, 'policy');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('x-content-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    });

    it.each([
      ['whose file is missing', () => undefined],
      ['whose file is truncated', (path: string) => writeFileSync(path, bytes.subarray(0, 10))],
      ['whose file is a folder (reading it fails after it opens)', (path: string) => mkdirSync(path)],
    ])('answers 404 not-found at once for a document %s, and keeps serving', async (_case, write) => {
      const orderId = await documentOf('contract', write);
      const response = await download(orderId, 'contract');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not-found', status: 404 } });
      expect(response.headers.get('content-disposition')).toBeNull();
      await expectApiStillServes();
      expect(stack.services.api.output()).toContain(`the contract of order ${orderId} cannot be served`);
    });
  });
});
