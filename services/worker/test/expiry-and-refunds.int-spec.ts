import { Client } from 'pg';
import { ApiClient, payByCard, startStack, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, statusOf, unpaidRcaOrder } from './pipeline-helpers';

/** Deadlines and money the order cannot keep, through the real worker, sandbox and queues. */
describe('expiry and refunds', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ EXPIRY_SWEEP_SECONDS: '5' });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  async function pastDeadline(orderId: string): Promise<void> {
    await db.query(`update orders set deadline = now() - interval '1 second' where id = $1`, [orderId]);
  }

  it('expires an unpaid order past its deadline', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    await pastDeadline(order.id);
    await waitFor(async () => (await statusOf(api, order.id)) === 'expired', {
      timeoutMs: 30_000,
      description: 'the sweep to expire the order',
    });
    const [event] = (
      await db.query(`select actor_kind, reason from order_events where order_id = $1 and event = 'EXPIRE'`, [order.id])
    ).rows;
    expect(event).toEqual({ actor_kind: 'system', reason: 'deadline passed' });
  });

  it('refunds a payment that arrives after the order expired, at the provider', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    const payment = await api.post<{ redirectUrl: string; paymentId: string }>(`/api/orders/${order.id}/payments`, {
      provider: 'card',
    });
    await pastDeadline(order.id);
    await waitFor(async () => (await statusOf(api, order.id)) === 'expired', {
      timeoutMs: 30_000,
      description: 'expiry',
    });

    // The customer pays on the provider's page after all.
    await payByCard(payment.body.redirectUrl);
    await waitFor(async () => (await statusOf(api, order.id)) === 'refunded', {
      timeoutMs: 30_000,
      description: 'the late payment',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
    });
    await waitFor(
      async () =>
        (await db.query(`select status from payments where order_id = $1`, [order.id])).rows[0]?.status === 'refunded',
      { timeoutMs: 30_000, description: 'the refund at the provider' },
    );
    const { rows } = await db.query(
      `select count(*)::int as n, bool_or(applied) as applied from payments where order_id = $1`,
      [order.id],
    );
    expect(rows[0]).toEqual({ n: 1, applied: false });
    expect((await db.query(`select count(*)::int as n from policies where order_id = $1`, [order.id])).rows[0].n).toBe(
      0,
    );
  });

  it('takes a replayed notification as the same payment: one payment, one transition', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    const payment = await api.post<{ redirectUrl: string }>(`/api/orders/${order.id}/payments`, { provider: 'card' });
    await payByCard(payment.body.redirectUrl);
    await waitFor(async () => (await statusOf(api, order.id)) !== 'unpaid', { description: 'the payment' });
    const [row] = (await db.query(`select provider_payment_id from payments where order_id = $1`, [order.id])).rows;
    const replayed = await fetch(`${stack.sandboxUrl}/payments/control/notifications/card/${row.provider_payment_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'replay' }),
    });
    expect(replayed.ok).toBe(true);
    await waitFor(async () => (await statusOf(api, order.id)) === 'completed', {
      timeoutMs: 60_000,
      description: 'completion',
    });
    expect((await db.query(`select count(*)::int as n from payments where order_id = $1`, [order.id])).rows[0].n).toBe(
      1,
    );
    expect(
      (
        await db.query(
          `select count(*)::int as n from order_events where order_id = $1 and event = 'PAYMENT_SUCCEEDED'`,
          [order.id],
        )
      ).rows[0].n,
    ).toBe(1);
  });
});
