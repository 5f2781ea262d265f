import { Test } from '@nestjs/testing';
import { register } from 'prom-client';
import { DataSource } from 'typeorm';
import { money, type Actor } from '@asiguro/domain';
import { DatabaseModule } from '@asiguro/persistence';
import { ConfigModule, RedisModule } from '@asiguro/platform';
import { startOrchestrationContext, type OrchestrationContext } from '@asiguro/testing';
import {
  OrchestrationMetricsModule,
  OrchestrationModule,
  OrderService,
  PaymentRecorder,
  StuckOrdersService,
} from '../src';

const customer: Actor = { kind: 'customer', id: 'anon:test' };
const price = money(500, 'MDL');

describe(StuckOrdersService.name, () => {
  let context: OrchestrationContext;
  let orders: OrderService;
  let db: DataSource;

  beforeAll(async () => {
    context = await startOrchestrationContext({ relay: false, env: { STUCK_FACTOR: '2' } });
    orders = context.app.get(OrderService);
    db = context.app.get(DataSource);
  });

  afterAll(() => context?.close());

  async function paidOrder(product: 'rca' | 'vignette:ro', insurer: string, paidSecondsAgo: number): Promise<string> {
    const order = await orders.create({ items: [{ type: product, details: {} }], authorUid: 'anon:test' }, customer);
    await orders.apply(order.id, { type: 'CONFIRM', actor: customer, price }, { patch: { insurer } });
    await context.app
      .get(PaymentRecorder)
      .recordSucceeded({ orderId: order.id, provider: 'card', transactionId: `tx-${order.id}`, amount: price });
    await db.query(`update orders set in_flight_since = now() - make_interval(secs => $2) where id = $1`, [
      order.id,
      paidSecondsAgo,
    ]);
    return order.id;
  }

  it('finds orders in flight longer than their issuing time × the factor, by product and insurer', async () => {
    const stuckPolicy = await paidOrder('rca', 'donaris', 130); // 60 s × 2 = 120 s
    const freshPolicy = await paidOrder('rca', 'donaris', 100);
    const vignette = await paidOrder('vignette:ro', 'e-rovinieta', 300); // 180 s × 2 = 360 s: not yet
    const stuckVignette = await paidOrder('vignette:ro', 'e-rovinieta', 400);

    const stuck = await context.app.get(StuckOrdersService).list();
    const ids = stuck.map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining([stuckPolicy, stuckVignette]));
    expect(ids).not.toContain(freshPolicy);
    expect(ids).not.toContain(vignette);
    expect(stuck.find((order) => order.id === stuckPolicy)).toMatchObject({
      status: 'paid',
      product: 'rca',
      insurer: 'donaris',
    });
    expect(stuck.find((order) => order.id === stuckPolicy)!.overdueSeconds).toBeGreaterThanOrEqual(69);

    expect(await context.app.get(StuckOrdersService).counts()).toEqual(
      expect.arrayContaining([
        { product: 'rca', insurer: 'donaris', count: 1 },
        { product: 'vignette:ro', insurer: 'e-rovinieta', count: 1 },
      ]),
    );
  });

  it('also counts an order whose add-on share could not be given back (staff must retry that refund)', async () => {
    const before = await context.app.get(StuckOrdersService).counts();
    const countOf = (counts: typeof before) =>
      counts.find((row) => row.product === 'green-card' && row.insurer === 'general')?.count ?? 0;
    const order = await orders.create(
      {
        items: [
          { type: 'green-card', details: {} },
          { type: 'vignette:ro', details: {} },
        ],
        authorUid: 'anon:test',
      },
      customer,
    );
    await orders.apply(
      order.id,
      { type: 'CONFIRM', actor: customer, price, itemPrices: [money(400, 'MDL'), money(100, 'MDL')] },
      { patch: { insurer: 'general' } },
    );
    await context.app
      .get(PaymentRecorder)
      .recordSucceeded({ orderId: order.id, provider: 'card', transactionId: `tx-${order.id}`, amount: price });
    const system: Actor = { kind: 'system' };
    await orders.apply(order.id, { type: 'ISSUANCE_STARTED', actor: system });
    await orders.apply(order.id, {
      type: 'POLICY_ISSUED',
      actor: { kind: 'partner', id: 'general' },
      policyNumber: 'GCA123456ABC',
    });
    const failed = await orders.apply(order.id, { type: 'ADDON_FAILED', actor: system, item: 1, reason: 'down' });
    expect(failed).toMatchObject({ ok: true, to: 'issued' });
    // Just issued, with its share's refund under way: nothing is stuck yet.
    expect(countOf(await context.app.get(StuckOrdersService).counts())).toBe(countOf(before));

    // The refund job gave up (the provider refused it): support must act on this order.
    await db.query(`update addon_items set refund_status = 'refund_failed' where order_id = $1 and item = 1`, [
      order.id,
    ]);
    expect(countOf(await context.app.get(StuckOrdersService).counts())).toBe(countOf(before) + 1);
  });

  it('exposes them as a Prometheus gauge by product and insurer', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(context.config),
        DatabaseModule.forRoot(),
        RedisModule,
        OrchestrationModule,
        OrchestrationMetricsModule,
      ],
    }).compile();
    const app = await moduleRef.init();
    try {
      const text = await register.getSingleMetricAsString('orders_stuck');
      expect(text).toMatch(/orders_stuck\{product="rca",insurer="donaris"\} 1/);
      expect(text).toMatch(/orders_stuck\{product="vignette:ro",insurer="e-rovinieta"\} 1/);
      expect(await register.getSingleMetricAsString('queue_jobs')).toMatch(
        /queue_jobs\{queue="issuance",state="waiting"\} \d+/,
      );
    } finally {
      await app.close();
    }
  });
});
