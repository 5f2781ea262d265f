import { DataSource, EntityNotFoundError } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import {
  createDataSource,
  OrderEntity,
  OrderRepository,
  PaymentEntity,
  PaymentRepository,
  PolicyEntity,
  PolicyRepository,
  Transactions,
} from '@asiguro/persistence';
import { EntityReads } from '../src/entity-reads';

const ORDER_ID = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ORDER_ID = '00000000-0000-4000-8000-0000000000a2';

/** An order row with every kind of column filled: jsonb, text[], bigint, timestamps, nulls. */
function orderRow(id: string, number: string): Partial<OrderEntity> {
  return {
    id,
    number,
    status: 'paid',
    productTypes: ['rca', 'green-card'],
    insuranceType: 'rca',
    items: [{ type: 'rca', details: { plate: 'BAL 204', note: 'șțăîâ «№» ³' } }],
    contact: { email: 'ion@example.md', phone: '+37369000000' } as OrderEntity['contact'],
    billing: null,
    seller: null,
    lang: 'ru',
    offers: [{ id: 'offer-1', premium: { amountMinor: 122_900, currency: 'MDL' } }] as unknown as OrderEntity['offers'],
    offersVersion: 2,
    priceMinor: 9_007_199_254_740,
    priceCurrency: 'MDL',
    version: 3,
    authorUid: 'anon-1',
    deadline: new Date('2026-12-04T21:59:59.000Z'),
    machineSnapshot: { value: 'paid', context: {} } as unknown as OrderEntity['machineSnapshot'],
    paidAt: new Date('2026-11-27T10:11:12.345Z'),
  };
}

/**
 * EntityReads against TypeORM's own reads of the same rows: what the repositories answer must not
 * change by reading without the query builder.
 */
describe('EntityReads: reads by equal columns, as TypeORM answers them', () => {
  let database: TestDatabase;
  let db: DataSource;
  let orders: OrderRepository;
  let payments: PaymentRepository;
  let policies: PolicyRepository;
  let paymentId: string;
  let policyId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url);
    await db.initialize();
    orders = new OrderRepository(db);
    payments = new PaymentRepository(db);
    policies = new PolicyRepository(db);
    await db.manager.insert(OrderEntity, [
      orderRow(ORDER_ID, 'RCA000001AAA'),
      orderRow(OTHER_ORDER_ID, 'RCA000002AAB'),
    ] as never);
    const payment = await db.manager.insert(PaymentEntity, {
      orderId: ORDER_ID,
      provider: 'card',
      providerPaymentId: 'pp-1',
      transactionId: 'tx-1',
      amountMinor: 122_900,
      currency: 'MDL',
      status: 'succeeded',
      applied: true,
      rawNotification: { amount: '1229.00', nested: { ok: true } },
    } as never);
    paymentId = payment.identifiers[0].id;
    const policy = await db.manager.insert(PolicyEntity, {
      orderId: ORDER_ID,
      insurer: 'asterra',
      number: 'RCA/2026/000001',
      validFrom: new Date('2026-12-03T22:00:00.000Z'),
      validTo: new Date('2027-12-03T21:59:59.000Z'),
      liabilityStart: new Date('2026-12-03T22:00:00.000Z'),
      issuedBy: 'partner',
    } as never);
    policyId = policy.identifiers[0].id;
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('answers an order equal to findOneBy, an instance of the entity with every column hydrated', async () => {
    const expected = await db.manager.findOneBy(OrderEntity, { id: ORDER_ID });
    const found = await orders.find(ORDER_ID);
    expect(found).toBeInstanceOf(OrderEntity);
    expect(found).toEqual(expected);
    expect(found?.priceMinor).toBe(9_007_199_254_740);
    expect(found?.deadline).toEqual(new Date('2026-12-04T21:59:59.000Z'));
    expect(found?.items[0].details.note).toBe('șțăîâ «№» ³');
    expect(found?.productTypes).toEqual(['rca', 'green-card']);
    expect(found?.billing).toBeNull();
  });

  it('answers payments and policies equal to findOneBy, by one or several columns', async () => {
    expect(await payments.get(paymentId, ORDER_ID)).toEqual(
      await db.manager.findOneBy(PaymentEntity, { id: paymentId, orderId: ORDER_ID }),
    );
    const byTransaction = await payments.findOrderTransaction(ORDER_ID, 'card', 'tx-1');
    expect(byTransaction).toBeInstanceOf(PaymentEntity);
    expect(byTransaction?.amountMinor).toBe(122_900);
    expect(byTransaction?.rawNotification).toEqual({ amount: '1229.00', nested: { ok: true } });
    expect(await payments.findByOrderAndProvider(ORDER_ID, 'card')).toEqual(byTransaction);
    expect(await policies.findByOrder(ORDER_ID)).toEqual(
      await db.manager.findOneBy(PolicyEntity, { orderId: ORDER_ID }),
    );
    expect((await policies.get(policyId)).number).toBe('RCA/2026/000001');
  });

  it('starts a card attempt, names it and finds it by the provider’s id, as TypeORM reads the rows', async () => {
    const before = new Date();
    const id = await payments.initiate({
      orderId: OTHER_ORDER_ID,
      provider: 'card',
      amount: { minor: 45_050, currency: 'MDL' },
    });
    const started = await db.manager.findOneBy(PaymentEntity, { id });
    expect(started).toMatchObject({
      orderId: OTHER_ORDER_ID,
      provider: 'card',
      providerPaymentId: null,
      transactionId: null,
      amountMinor: 45_050,
      currency: 'MDL',
      status: 'initiated',
      applied: false,
      rawNotification: null,
    });
    expect(started!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    await payments.attachProviderId(id, 'pp-other');
    const named = await db.manager.findOneBy(PaymentEntity, { id });
    expect(named).toEqual({ ...started, providerPaymentId: 'pp-other', updatedAt: named!.updatedAt });
    expect(named!.updatedAt.getTime()).toBeGreaterThanOrEqual(started!.updatedAt.getTime());

    const attempt = { provider: 'card', providerPaymentId: 'pp-other' };
    expect(await payments.findAttempt(attempt)).toEqual(named);
    expect(await payments.findAttempt({ ...attempt, orderId: OTHER_ORDER_ID })).toEqual(named);
    expect(await payments.findAttempt({ ...attempt, orderId: ORDER_ID })).toBeNull();
    expect(await payments.findAttempt({ provider: 'card', providerPaymentId: 'pp-none' })).toBeNull();

    // Named at the start (providers that answer with their id at once).
    const namedAtOnce = await payments.initiate({
      orderId: OTHER_ORDER_ID,
      provider: 'card',
      amount: { minor: 100, currency: 'MDL' },
      providerPaymentId: 'pp-at-once',
    });
    expect((await payments.findAttempt({ provider: 'card', providerPaymentId: 'pp-at-once' }))?.id).toBe(namedAtOnce);
  });

  it('answers null for no row, and the same error as findOneByOrFail for a row that must exist', async () => {
    expect(await orders.find('00000000-0000-4000-8000-0000000000ff')).toBeNull();
    expect(await payments.findOrderTransaction(OTHER_ORDER_ID, 'card', 'tx-1')).toBeNull();
    await expect(policies.getByOrder(OTHER_ORDER_ID)).rejects.toBeInstanceOf(EntityNotFoundError);
  });

  it('refuses a condition without a value instead of dropping it as TypeORM would', async () => {
    const reads = new EntityReads(PaymentEntity);
    await expect(reads.one(db.manager, { orderId: ORDER_ID, transactionId: null })).rejects.toThrow(/needs a value/);
    await expect(reads.one(db.manager, { orderId: undefined })).rejects.toThrow(/needs a value/);
    await expect(reads.one(db.manager, { nothing: 1 } as never)).rejects.toThrow(/has no column for nothing/);
  });

  it('locks the row until the transaction ends', async () => {
    const other = db.createQueryRunner();
    await other.connect();
    const tryLock = () => other.query('select id from orders where id = $1 for update nowait', [ORDER_ID]);
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = new Transactions(db).run(async (tx) => {
        const order = await orders.lock(ORDER_ID, tx);
        expect(order?.number).toBe('RCA000001AAA');
        locked();
        await released;
      });
      await isLocked;
      await expect(tryLock()).rejects.toMatchObject({ driverError: { code: '55P03' } });
      // The other order is not locked by it.
      expect(await other.query('select id from orders where id = $1 for update nowait', [OTHER_ORDER_ID])).toHaveLength(
        1,
      );
      release();
      await holding;
      expect(await tryLock()).toHaveLength(1);
    } finally {
      await other.release();
    }
  });

  it('sends one statement text per shape of read, so each connection prepares it once', async () => {
    const runner = db.createQueryRunner();
    await runner.connect();
    try {
      // The pool may hand over a connection the tests above already read orders on.
      const orderReads = async () => {
        const prepared: { statement: string; executions: number }[] = await runner.query(
          'select statement, (generic_plans + custom_plans)::int as executions from pg_prepared_statements',
        );
        return prepared.filter((row) => row.statement.includes('from "orders" where "id" = $1'));
      };
      const before = (await orderReads())[0]?.executions ?? 0;
      const reads = new EntityReads(OrderEntity);
      for (const id of [ORDER_ID, OTHER_ORDER_ID, ORDER_ID])
        expect((await reads.one(runner.manager, { id }))?.id).toBe(id);
      expect(await orderReads()).toEqual([expect.objectContaining({ executions: before + 3 })]);
    } finally {
      await runner.release();
    }
  });
});
