import { Client } from 'pg';
import type { ConsoleSeller, OrderView, ReferralPage } from '@asiguro/contracts';
import { ApiClient, startStack, type Stack } from '@asiguro/testing';
import { GOLF, rcaDetailsFor } from '../../worker/test/pipeline-helpers';
import { referralToken } from '../src/sellers/seller-signatures';
import { signInWith } from './auth-flows';

/*
 * The console's seller tools on the whole stack: staff list the partner sellers; a supervisor makes
 * a referral link (its token is the one the storefront's order creation takes) or reveals a
 * seller's signing key, each audited without the token or the key; support, customers and
 * anonymous visitors get neither, and bad input is refused with nothing written.
 */

type SellersBody = { sellers: ConsoleSeller[]; referralPages: ReferralPage[] };
type LinkBody = { sellerId: string; path: string; days: number; expiresAt: string; url: string };
type ErrorBody = { error: { code: string; details?: { issues?: { path: string; key: string; message: string }[] } } };
type AuditRow = { action: string; staff_id: string; order_id: string | null; details: Record<string, unknown> };

const DAY_MS = 24 * 3600 * 1000;

describe('console sellers API', () => {
  let stack: Stack;
  let db: Client;
  let support: ApiClient;
  let supervisor: ApiClient;
  let customer: ApiClient;
  let anonymous: ApiClient;
  let supervisorId: string;

  const audit = async (action: string) =>
    (
      await db.query<AuditRow>(
        `select action, staff_id::text, order_id, details from staff_audit_log where action = $1 order by created_at, id`,
        [action],
      )
    ).rows;
  const auditCount = async () =>
    (await db.query<{ n: number }>(`select count(*)::int as n from staff_audit_log`)).rows[0].n;
  async function expectNothingWritten(action: () => Promise<unknown>) {
    const before = await auditCount();
    await action();
    expect(await auditCount()).toBe(before);
  }
  /** A visitor who arrived through a partner's link creates an order with the token it carried, as the storefront does. */
  async function orderThrough(token: string) {
    return new ApiClient(stack.baseUrl, 'en').post<OrderView & ErrorBody>('/api/orders', {
      items: [{ type: 'rca', details: rcaDetailsFor(GOLF) }],
      referral: token,
    });
  }
  const link = (client: ApiClient, sellerId: string, body: unknown, headers?: Record<string, string>) =>
    client.post<LinkBody & ErrorBody>(`/api/console/sellers/${sellerId}/referral-link`, body, headers);
  const reveal = (client: ApiClient, sellerId: string, body: unknown = { confirm: true }) =>
    client.post<{ sellerId: string; key: string } & ErrorBody>(`/api/console/sellers/${sellerId}/key`, body);

  beforeAll(async () => {
    stack = await startStack();
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    [support, supervisor, customer, anonymous] = [0, 1, 2, 3].map(() => new ApiClient(stack.baseUrl, 'en'));
    await signInWith(support, 'google', 'Ana Suport');
    await signInWith(supervisor, 'google', 'Victor Supervizor');
    await signInWith(customer, 'google', 'Ion Popescu');
    await anonymous.get('/api/health');
    supervisorId = (await supervisor.get<{ id: string }>('/api/console/me')).body.id;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('lists every seller with its features to staff, and the storefront pages a link may open', async () => {
    for (const staff of [support, supervisor]) {
      const answer = await staff.get<SellersBody>('/api/console/sellers');
      expect(answer.status).toBe(200);
      expect(answer.body.sellers.map((seller) => [seller.id, seller.partner])).toEqual([
        ['asiguro', false],
        ['auto-centru', true],
        ['banca-ipotecara', true],
      ]);
      const dealer = answer.body.sellers[1];
      expect(dealer.features['payment-methods']).toEqual(['card', 'wire-transfer']);
      expect(dealer.features.perks.map((perk) => perk.title.en)).toEqual(['10% off the first service']);
      expect(answer.body.sellers[2].features.insurers).toEqual(['moldasig', 'donaris', 'acord-grup', 'general']);
      expect(answer.body.referralPages).toEqual(
        expect.arrayContaining([
          { path: '/', locale: 'ro', product: null },
          { path: '/ru', locale: 'ru', product: null },
          { path: '/en/mtpl', locale: 'en', product: 'rca' },
          { path: '/ipoteca', locale: 'ro', product: 'real-estate' },
        ]),
      );
    }
  });

  it('documents the routes in OpenAPI from their zod contracts', async () => {
    type Operation = {
      requestBody?: { content: Record<string, { schema: { properties: Record<string, { maximum?: number }> } }> };
      responses: Record<string, unknown>;
    };
    const document = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const linkRoute = document.paths['/api/console/sellers/{sellerId}/referral-link'].post;
    expect(linkRoute.requestBody!.content['application/json'].schema.properties.days.maximum).toBe(30);
    expect(Object.keys(linkRoute.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(Object.keys(document.paths['/api/console/sellers/{sellerId}/key'].post.responses)).toContain('403');
    expect(document.paths['/api/console/sellers'].get.responses).toHaveProperty('200');
  });

  it('gives a supervisor a link under PUBLIC_URL whose token makes the order the seller’s, audited without the token', async () => {
    const before = Date.now();
    // Whatever host a (trusted) proxy names, the link is built from PUBLIC_URL.
    const answer = await link(
      supervisor,
      'auto-centru',
      { path: '/en/mtpl', days: 7 },
      { 'x-forwarded-host': 'elsewhere.example', 'x-forwarded-proto': 'https' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const url = new URL(answer.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.env.PUBLIC_URL}/en/mtpl`);
    const token = url.searchParams.get('referral')!;
    expect(token).toMatch(/^auto-centru\.\d+\.[\w-]+$/);
    const expires = Date.parse(answer.body.expiresAt);
    expect(expires).toBeGreaterThan(before + 7 * DAY_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const order = await orderThrough(token);
    expect(order.status).toBe(201);
    expect(order.body.seller).toBe('auto-centru');
    const stored = await db.query<{ seller: string }>(`select seller from orders where id = $1`, [order.body.id]);
    expect(stored.rows[0].seller).toBe('auto-centru');

    const entries = await audit('seller-referral-link');
    expect(entries).toEqual([
      {
        action: 'seller-referral-link',
        staff_id: supervisorId,
        order_id: null,
        details: { sellerId: 'auto-centru', days: 7, path: '/en/mtpl' },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token.split('.')[2]);
  });

  it('makes a link of the longest life, 30 days, that the storefront still takes', async () => {
    const answer = await link(supervisor, 'banca-ipotecara', { path: '/', days: 30 });
    expect(answer.status).toBe(200);
    expect(answer.body.url.startsWith(`${stack.env.PUBLIC_URL}/?referral=banca-ipotecara.`)).toBe(true);
    const order = await orderThrough(new URL(answer.body.url).searchParams.get('referral')!);
    expect(order.status).toBe(201);
    expect(order.body.seller).toBe('banca-ipotecara');
  });

  it('reveals the signing key to a supervisor who confirms, audited without the key; the seller’s own tokens work', async () => {
    const answer = await reveal(supervisor, 'banca-ipotecara');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.sellerId).toBe('banca-ipotecara');
    const { key } = answer.body;
    expect(key).toMatch(/^[\w-]{43}$/);

    // The bank signs a referral of its own with the key it was handed.
    const token = referralToken('banca-ipotecara', key, new Date(Date.now() + 3 * DAY_MS));
    const order = await orderThrough(token);
    expect(order.status).toBe(201);
    expect(order.body.seller).toBe('banca-ipotecara');
    // Another seller's key signs nothing for the bank.
    const dealerKey = (await reveal(supervisor, 'auto-centru')).body.key;
    expect(dealerKey).not.toBe(key);
    expect(
      (await orderThrough(referralToken('banca-ipotecara', dealerKey, new Date(Date.now() + DAY_MS)))).status,
    ).toBe(400);

    const entries = await audit('seller-key-revealed');
    expect(entries.map((entry) => [entry.staff_id, entry.details])).toEqual([
      [supervisorId, { sellerId: 'banca-ipotecara' }],
      [supervisorId, { sellerId: 'auto-centru' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(key);
    expect(JSON.stringify(entries)).not.toContain(dealerKey);
  });

  it('refuses links and keys to support (403), customers (403) and anonymous visitors (401), writing nothing', async () => {
    const body = { path: '/en/mtpl', days: 7 };
    await expectNothingWritten(async () => {
      for (const [client, status] of [
        [support, 403],
        [customer, 403],
        [anonymous, 401],
      ] as const) {
        const refused = await link(client, 'auto-centru', body);
        expect(refused.status).toBe(status);
        expect(JSON.stringify(refused.body)).not.toContain('referral=');
        const key = await reveal(client, 'auto-centru');
        expect(key.status).toBe(status);
        expect(key.body).not.toHaveProperty('key');
      }
      expect((await customer.get('/api/console/sellers')).status).toBe(403);
      expect((await anonymous.get('/api/console/sellers')).status).toBe(401);
    });
  });

  it('refuses bad input with localized, field-named issues and writes nothing', async () => {
    const refusals: [() => Promise<{ status: number; body: ErrorBody }>, string][] = [
      [() => link(supervisor, 'auto-centru', { path: '/en/mtpl', days: 0 }), 'days'],
      [() => link(supervisor, 'auto-centru', { path: '/en/mtpl', days: 31 }), 'days'],
      [() => link(supervisor, 'auto-centru', { path: '/en/mtpl', days: 1.5 }), 'days'],
      [() => link(supervisor, 'auto-centru', { path: '/en/mtpl' }), 'days'],
      [() => link(supervisor, 'nobody', { path: '/en/mtpl', days: 7 }), 'sellerId'],
      // The marketplace signs nothing: its orders need no referral.
      [() => link(supervisor, 'asiguro', { path: '/', days: 7 }), 'sellerId'],
      [() => link(supervisor, 'auto-centru', { path: '/en/rca', days: 7 }), 'path'],
      [() => link(supervisor, 'auto-centru', { path: 'https://evil.example/', days: 7 }), 'path'],
      [() => link(supervisor, 'auto-centru', { path: '/rca/terms', days: 7 }), 'path'],
      [() => link(supervisor, 'auto-centru', { path: '/', days: 7, sellerId: 'banca-ipotecara' }), 'sellerId'],
      [() => reveal(supervisor, 'nobody'), 'sellerId'],
      [() => reveal(supervisor, 'asiguro'), 'sellerId'],
      [() => reveal(supervisor, 'auto-centru', {}), 'confirm'],
      [() => reveal(supervisor, 'auto-centru', { confirm: false }), 'confirm'],
    ];
    await expectNothingWritten(async () => {
      for (const [request, field] of refusals) {
        const answer = await request();
        expect({ field, status: answer.status, code: answer.body.error?.code }).toEqual({
          field,
          status: 400,
          code: 'validation-failed',
        });
        const issue = answer.body.error.details?.issues?.find((candidate) => candidate.path === field);
        expect(issue).toBeDefined();
        expect(issue!.message).toBeTruthy();
        expect(issue!.message).not.toBe(issue!.key);
        expect(JSON.stringify(answer.body)).not.toContain('referral=');
      }
    });
  });
});
