import { Client } from 'pg';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { signInWith } from './auth-flows';
import { billedVignette } from './console-flows';

type Role = 'viewer' | 'support' | 'supervisor';
type ErrorBody = { error: { code: string; details?: Record<string, unknown> } };

/**
 * Who may do what in the console, route by route, written out here rather than read from the
 * code under test: the lowest role each console route is open to. A viewer sees what support sees
 * and changes nothing; support repairs orders and records bank transfers; only a supervisor
 * refunds, hands out what lets a partner sell, and approves a bank transfer someone else recorded.
 */
const LOWEST_ROLE: Record<string, Role> = {
  'GET /api/console/me': 'viewer',
  'GET /api/console/dashboard': 'viewer',
  'GET /api/console/orders': 'viewer',
  'GET /api/console/orders/{id}': 'viewer',
  'GET /api/console/search': 'viewer',
  'GET /api/console/queues': 'viewer',
  'GET /api/console/audit': 'viewer',
  'GET /api/console/sandbox/issuers': 'viewer',
  'GET /api/console/sellers': 'viewer',
  'GET /api/console/wire-transfers': 'viewer',
  'GET /api/console/docs-json': 'viewer',
  'POST /api/console/orders/bulk-retry': 'support',
  'POST /api/console/orders/{id}/actions': 'support',
  'POST /api/console/orders/{id}/items/{item}/actions': 'support',
  'POST /api/console/orders/{id}/claim': 'support',
  'POST /api/console/orders/{id}/customer-data': 'support',
  'POST /api/console/orders/{id}/manual-issuance': 'support',
  'POST /api/console/queues/{queue}/jobs/{jobId}/retry': 'support',
  'PUT /api/console/sandbox/issuers/{slug}': 'support',
  'POST /api/console/wire-transfers': 'support',
  'POST /api/console/wire-transfers/{id}/approve': 'supervisor',
  'POST /api/console/wire-transfers/{id}/reject': 'supervisor',
  'POST /api/console/sellers/{sellerId}/referral-link': 'supervisor',
  'POST /api/console/sellers/{sellerId}/key': 'supervisor',
};
const RANK: Record<Role, number> = { viewer: 0, support: 1, supervisor: 2 };

/** Path values that name nothing, so a request that is let through changes nothing either. */
const NOTHING: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  queue: 'issuance',
  jobId: 'outbox-999999999',
  slug: 'no-such-insurer',
  sellerId: 'no-such-seller',
  item: '1',
};

describe('console permissions (viewer, support, supervisor) and four-eyes bank transfers', () => {
  let stack: Stack;
  let db: Client;
  let staff: Record<Role | 'secondSupervisor', ApiClient>;
  let customer: ApiClient;

  const statusOf = async (orderId: string) =>
    (await db.query<{ status: string }>(`select status from orders where id = $1`, [orderId])).rows[0].status;
  const writes = async () =>
    (
      await db.query(
        `select ${['orders', 'order_events', 'outbox', 'payments', 'staff_audit_log', 'order_claims']
          .map((table) => `(select count(*)::int from ${table}) as ${table}`)
          .join(', ')}`,
      )
    ).rows[0] as Record<string, number>;
  const audited = async (action: string, orderId: string) =>
    (
      await db.query<{ staff_id: string }>(
        `select staff_id::text from staff_audit_log where action = $1 and order_id = $2 order by created_at`,
        [action, orderId],
      )
    ).rows.map((row) => row.staff_id);
  const idOf = async (client: ApiClient) => (await client.get<{ id: string }>('/api/console/me')).body.id;

  beforeAll(async () => {
    stack = await startStack();
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    const signedIn = async (name: string) => {
      const client = new ApiClient(stack.baseUrl, 'en');
      await signInWith(client, 'google', name, '/console');
      return client;
    };
    staff = {
      viewer: await signedIn('Vera Vizualizare'),
      support: await signedIn('Ana Suport'),
      supervisor: await signedIn('Victor Supervizor'),
      secondSupervisor: await signedIn('Mihai Supervizor'),
    };
    customer = await signedIn('Ion Popescu');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('signs in a viewer from the provider claim', async () => {
    const me = await staff.viewer.get<{ roles: string[] }>('/api/console/me');
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual(['viewer']);
  });

  it('documents exactly the console routes this table knows', async () => {
    const document = (await staff.viewer.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs-json'))
      .body;
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/console'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(Object.keys(LOWEST_ROLE).sort());
  });

  it('opens each console route to the roles the table names, and refuses the others before touching anything', async () => {
    const before = await writes();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [route, lowest] of Object.entries(LOWEST_ROLE)) {
      const [method, template] = route.split(' ');
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => NOTHING[name]);
      for (const role of ['viewer', 'support', 'supervisor'] as const) {
        const answer = await staff[role].json<ErrorBody>(method, path, method === 'GET' ? undefined : {});
        const allowed = RANK[role] >= RANK[lowest];
        answers.push(
          `${route} as ${role}: ${answer.status === 403 ? 'refused' : answer.status < 500 ? 'let through' : answer.status}`,
        );
        expected.push(`${route} as ${role}: ${allowed ? 'let through' : 'refused'}`);
      }
    }
    expect(answers).toEqual(expected);
    expect(await writes()).toEqual(before);
  });

  it('keeps refunds to supervisors: support is refused a refund but may retry', async () => {
    const route = `/api/console/orders/${NOTHING.id}/actions`;
    const refund = { action: 'refund', reason: 'Customer asked' };
    expect((await staff.viewer.post(route, refund)).status).toBe(403);
    expect((await staff.support.post(route, refund)).status).toBe(403);
    expect((await staff.supervisor.post(route, refund)).status).toBe(404);
    expect((await staff.support.post(route, { action: 'retry', reason: 'Insurer is back' })).status).toBe(404);
  });

  it('shows a viewer what support sees, personal data masked', async () => {
    const { order } = await billedVignette(customer);
    const [asViewer, asSupport] = await Promise.all(
      [staff.viewer, staff.support].map((client) => client.get<{ order: object }>(`/api/console/orders/${order.id}`)),
    );
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.order).toEqual(asSupport.body.order);
    expect(JSON.stringify(asViewer.body)).not.toContain('TXR 014');
    expect(JSON.stringify(asViewer.body)).not.toContain('069555111');
  });

  it('never makes an order paid on one support account’s word: a different supervisor approves the recorded transfer', async () => {
    const { order, bill } = await billedVignette(customer);
    const reason = 'Seen on the bank statement';
    // The old single-step confirmation is gone: a support account alone cannot mark the order paid.
    await staff.support.post('/api/console/wire-transfers/confirm', { billNumber: bill, reason });
    expect(await statusOf(order.id)).toBe('unpaid');

    const recorded = await staff.support.post<{ id: string; status: string }>('/api/console/wire-transfers', {
      billNumber: bill,
      reason,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.status).toBe('pending');
    expect(await statusOf(order.id)).toBe('unpaid');
    const pending = await staff.viewer.get<{ transfers: { id: string; billNumber: string }[] }>(
      '/api/console/wire-transfers?status=pending',
    );
    expect(pending.body.transfers.map((transfer) => transfer.billNumber)).toContain(bill);

    const approve = (client: ApiClient) =>
      client.post<ErrorBody & { outcome: string }>(`/api/console/wire-transfers/${recorded.body.id}/approve`, {
        reason: 'Checked against the statement',
      });
    expect((await approve(staff.support)).status).toBe(403);
    expect(await statusOf(order.id)).toBe('unpaid');
    const approved = await approve(staff.supervisor);
    expect(approved.status).toBe(200);
    expect(approved.body.outcome).toBe('applied');
    await waitFor(async () => (await statusOf(order.id)) !== 'unpaid', { description: 'the order to be paid' });
    expect(await audited('wire-transfer-record', order.id)).toEqual([await idOf(staff.support)]);
    expect(await audited('wire-transfer-approve', order.id)).toEqual([await idOf(staff.supervisor)]);
    // Decided once.
    expect((await approve(staff.secondSupervisor)).status).toBe(409);
  });

  it('refuses a supervisor approving the transfer they recorded themselves', async () => {
    const { order, bill } = await billedVignette(customer);
    const recorded = await staff.supervisor.post<{ id: string }>('/api/console/wire-transfers', {
      billNumber: bill,
      reason: 'Seen on the bank statement',
    });
    expect(recorded.status).toBe(201);
    const own = await staff.supervisor.post<ErrorBody>(`/api/console/wire-transfers/${recorded.body.id}/approve`, {
      reason: 'Looks right',
    });
    expect(own.status).toBe(403);
    expect(own.body.error.details).toMatchObject({ reason: 'four-eyes' });
    expect(await statusOf(order.id)).toBe('unpaid');
    expect(await audited('wire-transfer-approve', order.id)).toEqual([]);

    const rejected = await staff.secondSupervisor.post<{ status: string }>(
      `/api/console/wire-transfers/${recorded.body.id}/reject`,
      { reason: 'Not on the statement' },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    expect(await statusOf(order.id)).toBe('unpaid');
    expect(await audited('wire-transfer-reject', order.id)).toEqual([await idOf(staff.secondSupervisor)]);
  });
});
