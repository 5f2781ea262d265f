import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { money, type Actor } from '@asiguro/domain';
import { OrderEntity } from '@asiguro/persistence';
import { startOrchestrationContext, waitFor, type OrchestrationContext } from '@asiguro/testing';
import { EventRefusedError, ExpiryService, OrderService, PaymentRecorder, StaleOrderError } from '../src';

const customer: Actor = { kind: 'customer', id: 'anon:test' };
const system: Actor = { kind: 'system' };
const price = money(1276, 'MDL');

describe(OrderService.name, () => {
  let harness: OrchestrationContext;
  let orders: OrderService;
  let payments: PaymentRecorder;
  let expiry: ExpiryService;
  let db: DataSource;

  beforeAll(async () => {
    harness = await startOrchestrationContext({ relay: false });
    orders = harness.app.get(OrderService);
    payments = harness.app.get(PaymentRecorder);
    expiry = harness.app.get(ExpiryService);
    db = harness.app.get(DataSource);
  });

  afterAll(() => harness?.close());

  const newOrder = () =>
    orders.create(
      { items: [{ type: 'rca', details: { certificateNumber: '123456789' } }], authorUid: 'anon:test' },
      customer,
    );

  async function unpaidOrder(): Promise<OrderEntity> {
    const order = await newOrder();
    await orders.apply(order.id, { type: 'CONFIRM', actor: customer, price });
    return orders.get(order.id);
  }

  const events = (orderId: string) =>
    db.query(
      `select seq, event, from_status, to_status, actor_kind, actor_id, reason, payload from order_events where order_id = $1 order by seq`,
      [orderId],
    );
  const outbox = (orderId: string) =>
    db.query(`select job_name, payload, run_at from outbox where order_id = $1 order by id`, [orderId]);

  it('creates a draft with a readable number, its CREATE event and the draft-expiry job', async () => {
    const order = await newOrder();
    expect(order.number).toMatch(/^IAI\d{6}[A-Z]{3}$/);
    expect(order).toMatchObject({ status: 'draft', version: 1, lang: 'ro', productTypes: ['rca'] });
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        seq: 1,
        event: 'CREATE',
        from_status: null,
        to_status: 'draft',
        actor_kind: 'customer',
      }),
    ]);
    const [job] = await outbox(order.id);
    expect(job.job_name).toBe('expire-order');
    expect(new Date(job.run_at).getTime()).toBe(order.deadline!.getTime());
    expect(order.deadline!.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('applies a transition in one transaction: order row, event row with actor and reason, outbox rows', async () => {
    const order = await unpaidOrder();
    expect(order).toMatchObject({ status: 'unpaid', version: 2, priceMinor: 127600, priceCurrency: 'MDL' });
    const log = await events(order.id);
    expect(log[1]).toMatchObject({ seq: 2, event: 'CONFIRM', from_status: 'draft', to_status: 'unpaid' });
    expect(log[1].payload).toEqual({ price: { minor: 127600, currency: 'MDL' } });
    expect((await outbox(order.id)).map((row: { job_name: string }) => row.job_name)).toEqual([
      'expire-order',
      'expire-order',
    ]);
  });

  it('refuses an event the status does not accept, says which it accepts, and changes nothing', async () => {
    const order = await newOrder();
    const refusal = orders.apply(order.id, { type: 'ISSUANCE_STARTED', actor: system });
    await expect(refusal).rejects.toBeInstanceOf(EventRefusedError);
    await expect(refusal).rejects.toMatchObject({
      status: 'draft',
      accepted: ['UPDATE', 'CONFIRM', 'EXPIRE', 'CANCEL'],
    });
    expect(await orders.get(order.id)).toMatchObject({ status: 'draft', version: 1 });
    expect(await events(order.id)).toHaveLength(1);
  });

  it('refuses a stale write by version', async () => {
    const order = await newOrder();
    await orders.apply(order.id, { type: 'UPDATE', actor: customer }, { expectedVersion: 1 });
    await expect(
      orders.apply(order.id, { type: 'UPDATE', actor: customer }, { expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(StaleOrderError);
    expect((await orders.get(order.id)).version).toBe(2);
  });

  it('serializes concurrent events on one order: none lost, none applied twice', async () => {
    const order = await newOrder();
    await Promise.all(Array.from({ length: 25 }, () => orders.apply(order.id, { type: 'UPDATE', actor: customer })));
    expect((await orders.get(order.id)).version).toBe(26);
    const seqs = (await events(order.id)).map((event: { seq: number }) => event.seq);
    expect(seqs).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });

  it('takes two concurrent notifications of one transaction as one payment and one transition', async () => {
    const order = await unpaidOrder();
    const notification = { orderId: order.id, provider: 'card', transactionId: 'tx-same', amount: price };
    const outcomes = await Promise.all([
      payments.recordSucceeded(notification),
      payments.recordSucceeded(notification),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['applied', 'duplicate']);
    const rows = await db.query(`select status, applied from payments where order_id = $1`, [order.id]);
    expect(rows).toEqual([{ status: 'succeeded', applied: true }]);
    const paidEvents = (await events(order.id)).filter(
      (event: { event: string }) => event.event === 'PAYMENT_SUCCEEDED',
    );
    expect(paidEvents).toHaveLength(1);
    expect((await orders.get(order.id)).status).toBe('paid');
    expect((await outbox(order.id)).map((row: { job_name: string }) => row.job_name)).toContain('issue-policy');
  });

  it('refunds a payment that arrives after expiry', async () => {
    const order = await unpaidOrder();
    await orders.apply(order.id, { type: 'EXPIRE', actor: system });
    const outcome = await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: 'tx-late',
      amount: price,
    });
    expect(outcome.outcome).toBe('refunding');
    expect((await orders.get(order.id)).status).toBe('refunded');
    const [payment] = await db.query(`select id, status, applied from payments where order_id = $1`, [order.id]);
    expect(payment).toMatchObject({ status: 'refund_pending', applied: false });
    const refund = (await outbox(order.id)).find((row: { job_name: string }) => row.job_name === 'refund-payment');
    expect(refund.payload).toEqual({ orderId: order.id, paymentId: payment.id });
  });

  it('refunds a second, different payment of an order that is already paid, and keeps the first', async () => {
    const order = await unpaidOrder();
    await payments.recordSucceeded({ orderId: order.id, provider: 'card', transactionId: 'tx-first', amount: price });
    const second = await payments.recordSucceeded({
      orderId: order.id,
      provider: 'mobile',
      transactionId: 'tx-second',
      amount: price,
    });
    expect(second).toMatchObject({ outcome: 'refunding', reason: 'not-accepted in paid' });
    const rows = await db.query(
      `select transaction_id, status, applied from payments where order_id = $1 order by created_at`,
      [order.id],
    );
    expect(rows).toEqual([
      { transaction_id: 'tx-first', status: 'succeeded', applied: true },
      { transaction_id: 'tx-second', status: 'refund_pending', applied: false },
    ]);
  });

  it('never takes a payment whose amount differs from the price: the order stays unpaid and the money goes back', async () => {
    const order = await unpaidOrder();
    const outcome = await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: 'tx-short',
      amount: money(1000, 'MDL'),
    });
    expect(outcome).toMatchObject({ outcome: 'refunding', reason: 'payment-mismatch in unpaid' });
    expect((await orders.get(order.id)).status).toBe('unpaid');
  });

  it('expires an unpaid order past its deadline, and leaves one whose deadline moved', async () => {
    const overdue = await unpaidOrder();
    const moved = await unpaidOrder();
    await db.query(`update orders set deadline = now() - interval '1 minute' where id = $1`, [overdue.id]);
    expect(await expiry.expireIfDue(moved.id)).toBe(false);
    expect(await expiry.sweep()).toBeGreaterThanOrEqual(1);
    expect((await orders.get(overdue.id)).status).toBe('expired');
    expect((await orders.get(moved.id)).status).toBe('unpaid');
    const [expired] = (await events(overdue.id)).slice(-1);
    expect(expired).toMatchObject({
      event: 'EXPIRE',
      actor_kind: 'system',
      actor_id: 'expiry',
      reason: 'deadline passed',
    });
  });

  it('publishes every committed transition on Redis', async () => {
    const subscriber = new Redis(harness.config.REDIS_URL);
    const received: string[] = [];
    await subscriber.subscribe(`${harness.config.QUEUE_PREFIX}:order-status`);
    subscriber.on('message', (_channel, message) => received.push(message));
    try {
      const order = await newOrder();
      await orders.apply(order.id, { type: 'CANCEL', actor: customer });
      await waitFor(() => received.some((message) => message.includes(order.id) && message.includes('"canceled"')), {
        description: 'the canceled status on the channel',
      });
      expect(JSON.parse(received.find((m) => m.includes('"canceled"'))!)).toMatchObject({
        orderId: order.id,
        version: 2,
      });
    } finally {
      subscriber.disconnect();
    }
  });
});
