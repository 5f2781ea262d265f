import { Client } from 'pg';
import type { OrderView } from '@asiguro/contracts';
import { ApiClient, payByCard, startStack, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, statusOf, unpaidRcaOrder } from './pipeline-helpers';

const SUPPORT = 'support-refunds@example.md';

/** Deadlines and money the order cannot keep, through the real worker, sandbox and queues. */
describe('expiry and refunds', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ EXPIRY_SWEEP_SECONDS: '5', REFUND_ATTEMPTS: '3', SUPPORT_EMAIL: SUPPORT });
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

  /** Makes the card provider answer 503 to every refund (the sandbox's switch), or behave again. */
  async function cardRefundsFail(fail: boolean): Promise<void> {
    const response = await fetch(`${stack.sandboxUrl}/payments/control/behaviour/card`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failRefunds: fail }),
    });
    if (!response.ok) throw new Error(`sandbox answered ${response.status}`);
  }

  /** A card payment that arrives after the order expired: refunded by the worker. */
  async function latePayment(api: ApiClient): Promise<{ orderId: string; number: string }> {
    const order = await unpaidRcaOrder(api);
    const payment = await api.post<{ redirectUrl: string }>(`/api/orders/${order.id}/payments`, { provider: 'card' });
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
    return { orderId: order.id, number: order.number };
  }

  const refundRuns = async (orderId: string) =>
    (
      await db.query(
        `select attempt, outcome from job_runs where order_id = $1 and job_name = 'refund-payment' order by attempt`,
        [orderId],
      )
    ).rows;

  const paymentStatus = async (orderId: string) =>
    (await db.query(`select status from payments where order_id = $1`, [orderId])).rows[0]?.status;

  /** The staff alert e-mail about the order, once sent. */
  async function staffAlert(number: string) {
    const response = await fetch(`${stack.sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': SUPPORT } });
    const { messages } = (await response.json()) as { messages: { subject: string }[] };
    return messages.find((message) => message.subject.includes(number));
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
    const { orderId } = await latePayment(new ApiClient(stack.baseUrl));
    await waitFor(async () => (await paymentStatus(orderId)) === 'refunded', {
      timeoutMs: 30_000,
      description: 'the refund at the provider',
    });
    const { rows } = await db.query(
      `select count(*)::int as n, bool_or(applied) as applied from payments where order_id = $1`,
      [orderId],
    );
    expect(rows[0]).toEqual({ n: 1, applied: false });
    expect((await db.query(`select count(*)::int as n from policies where order_id = $1`, [orderId])).rows[0].n).toBe(
      0,
    );
  });

  it('refunds a payment started before the order went back to draft and was canceled (no price left)', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api);
    const payment = await api.post<{ redirectUrl: string }>(`/api/orders/${order.id}/payments`, { provider: 'card' });
    // The customer edits the order with the payment page still open: back to draft, price dropped.
    const edited = await api.patch<OrderView>(`/api/orders/${order.id}`, {
      contact: { phone: '069123456', email: 'edited@example.md' },
    });
    expect(edited.body.status).toBe('draft');
    expect(edited.body.price ?? null).toBeNull();
    expect((await api.post<OrderView>(`/api/orders/${order.id}/cancel`)).body.status).toBe('canceled');

    await payByCard(payment.body.redirectUrl);
    await waitFor(async () => (await statusOf(api, order.id)) === 'refunded', {
      timeoutMs: 30_000,
      description: 'the late payment',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
    });
    await waitFor(async () => (await paymentStatus(order.id)) === 'refunded', {
      timeoutMs: 30_000,
      description: 'the refund at the provider',
    });
    const { rows } = await db.query(
      `select provider_payment_id, applied, refund_id is not null as has_refund from payments where order_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([{ provider_payment_id: expect.any(String), applied: false, has_refund: true }]);
    const atProvider = (await (
      await fetch(`${stack.sandboxUrl}/payments/control/payments/card/${rows[0].provider_payment_id}`)
    ).json()) as { refunds: unknown[] };
    expect(atProvider.refunds).toHaveLength(1);
  });

  it('gives up at once when the provider refuses the refund for good: refund_failed and a staff alert', async () => {
    const api = new ApiClient(stack.baseUrl);
    // Refunds fail (503) until the first attempt has run, so the test can act between attempts.
    await cardRefundsFail(true);
    try {
      const { orderId, number } = await latePayment(api);
      await waitFor(async () => (await refundRuns(orderId)).some((run) => run.outcome === 'retrying'), {
        timeoutMs: 30_000,
        description: 'the first refund attempt to fail',
      });
      // Meanwhile someone refunds the whole payment in the provider's dashboard: ours is refused (422).
      await cardRefundsFail(false);
      const [payment] = (
        await db.query(`select transaction_id, amount_minor from payments where order_id = $1`, [orderId])
      ).rows;
      const manual = await fetch(`${stack.sandboxUrl}/payments/card/payments/${payment.transaction_id}/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `dashboard-${orderId}` },
        body: JSON.stringify({ amount: Number(payment.amount_minor) / 100 }),
      });
      expect(manual.status).toBe(200);

      // The payment is marked first, in the job's transaction; the job's own run is closed after it.
      await waitFor(
        async () =>
          (await paymentStatus(orderId)) === 'refund_failed' &&
          (await refundRuns(orderId)).every((run) => run.outcome !== 'running'),
        { timeoutMs: 30_000, description: 'the refund to be given up' },
      );
      // The second of three attempts was the last: a refusal is not retried.
      expect(await refundRuns(orderId)).toEqual([
        { attempt: 1, outcome: 'retrying' },
        { attempt: 2, outcome: 'failed' },
      ]);
      const alert = await waitFor(() => staffAlert(number), { timeoutMs: 30_000, description: 'the staff alert' });
      expect(alert.subject).toContain('refund-failed');
    } finally {
      await cardRefundsFail(false);
    }
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

  // Last: the failed refunds leave the worker's card circuit breaker open for a while.
  it('retries a refund the provider cannot make now, then gives up after the last attempt with a staff alert', async () => {
    const api = new ApiClient(stack.baseUrl);
    await cardRefundsFail(true);
    try {
      const { orderId, number } = await latePayment(api);
      // The payment is marked first, in the job's transaction; the job's own run is closed after it.
      await waitFor(
        async () =>
          (await paymentStatus(orderId)) === 'refund_failed' &&
          (await refundRuns(orderId)).every((run) => run.outcome !== 'running'),
        { timeoutMs: 60_000, description: 'the last refund attempt' },
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, orderId)}`);
      });
      expect(await refundRuns(orderId)).toEqual([
        { attempt: 1, outcome: 'retrying' },
        { attempt: 2, outcome: 'retrying' },
        { attempt: 3, outcome: 'failed' },
      ]);
      expect((await db.query(`select status from orders where id = $1`, [orderId])).rows[0].status).toBe('refunded');
      const alert = await waitFor(() => staffAlert(number), { timeoutMs: 30_000, description: 'the staff alert' });
      expect(alert.subject).toBe(`[Asiguro] refund-failed: ${number}`);
    } finally {
      await cardRefundsFail(false);
    }
  });
});
