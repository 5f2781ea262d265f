import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { money, type Actor } from '@asiguro/domain';
import { entityManagerOf, OrderEntity, PaymentEntity, PaymentRepository } from '@asiguro/persistence';
import { startOrchestrationContext, waitFor, type OrchestrationContext } from '@asiguro/testing';
import {
  AddonRecorder,
  EventRefusedError,
  ExpiryService,
  OrderService,
  orderTransitions,
  PaymentRecorder,
  PolicyNumberTakenError,
  PolicyRecorder,
  StaleOrderError,
  type IssuedPolicy,
  type OrderScope,
} from '../src';

const customer: Actor = { kind: 'customer', id: 'anon:test' };
const system: Actor = { kind: 'system' };
const staff: Actor = { kind: 'staff', id: 'staff-1' };
const price = money(1276, 'MDL');

describe(OrderService.name, () => {
  let harness: OrchestrationContext;
  let orders: OrderService;
  let payments: PaymentRecorder;
  let policies: PolicyRecorder;
  let expiry: ExpiryService;
  let db: DataSource;

  beforeAll(async () => {
    harness = await startOrchestrationContext({ relay: false });
    orders = harness.app.get(OrderService);
    payments = harness.app.get(PaymentRecorder);
    policies = harness.app.get(PolicyRecorder);
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

  /** A payment attempt started on the provider's page (what POST /api/orders/:id/payments writes). */
  async function startedPayment(orderId: string, providerPaymentId: string): Promise<void> {
    await db.getRepository(PaymentEntity).insert({
      orderId,
      provider: 'card',
      providerPaymentId,
      amountMinor: price.minor,
      currency: price.currency,
      status: 'initiated',
    });
  }

  /** An order the issuance job is working on: paid by card, then ISSUANCE_STARTED. */
  async function processingOrder(): Promise<OrderEntity> {
    const order = await unpaidOrder();
    await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      transactionId: `tx-${order.id}`,
      amount: price,
    });
    return (await orders.apply(order.id, { type: 'ISSUANCE_STARTED', actor: system })).order;
  }

  const issued = (number: string): IssuedPolicy => ({
    insurer: 'donaris',
    number,
    validFrom: new Date('2030-01-01T00:00:00Z'),
    validTo: new Date('2030-12-31T23:59:59Z'),
    liabilityStart: new Date('2030-01-01T00:00:00Z'),
  });
  const policyCount = async (orderId: string) =>
    (await db.query(`select count(*)::int as n from policies where order_id = $1`, [orderId]))[0].n as number;

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

  it('writes a transition decided on an older read only if no other came first: the later one is decided afresh', async () => {
    const order = await newOrder();
    const draft = await orders.get(order.id);
    // Another event lands between the read and the write.
    await orders.apply(order.id, { type: 'UPDATE', actor: customer });
    const applied = await orders.applyFrom(draft, { type: 'UPDATE', actor: customer });
    expect(applied.order).toMatchObject({ status: 'draft', version: 3 });
    expect((await events(order.id)).map((event: { seq: number }) => event.seq)).toEqual([1, 2, 3]);
    // One expiry row per event: the write that lost the race left none behind.
    expect(await outbox(order.id)).toHaveLength(3);

    // Refused on the older read (a draft takes no failed payment), accepted on the order as it is now.
    const stale = await orders.get(order.id);
    await orders.apply(order.id, { type: 'CONFIRM', actor: customer, price });
    const failed = await orders.applyFrom(stale, {
      type: 'PAYMENT_FAILED',
      actor: { kind: 'partner', id: 'card' },
      provider: 'card',
      reason: 'declined',
    });
    expect(failed.order).toMatchObject({ status: 'unpaid', version: 5 });
    // And refused when the order as it is now refuses it.
    await expect(orders.applyFrom(stale, { type: 'ISSUANCE_STARTED', actor: system })).rejects.toBeInstanceOf(
      EventRefusedError,
    );
    expect((await orders.get(order.id)).version).toBe(5);
  });

  it('waits for a transaction holding the order, then decides on what it committed', async () => {
    const order = await newOrder();
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = orders.withOrder(order.id, async (scope) => {
      await scope.apply({ type: 'CONFIRM', actor: customer, price });
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const racing = orders.apply(order.id, { type: 'UPDATE', actor: customer });
    // The racing write is blocked behind the row lock until the holder commits.
    await waitFor(
      async () =>
        (await db.query(`select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`))[0]
          .n > 0,
      { description: 'the racing write to wait for the lock' },
    );
    release();
    await holding;
    const applied = await racing;
    // Decided on the committed CONFIRM: UPDATE takes an unpaid order back to draft.
    expect(applied).toMatchObject({ from: 'unpaid', to: 'draft', order: { version: 3 } });
    expect((await events(order.id)).map((event: { event: string }) => event.event)).toEqual([
      'CREATE',
      'CONFIRM',
      'UPDATE',
    ]);
  });

  it.each(['with no attempt started', "for the order's own attempt"])(
    'takes two concurrent notifications of one transaction as one payment and one transition, %s',
    async (way) => {
      const order = await unpaidOrder();
      const attempt = way === 'with no attempt started' ? undefined : `pp-same-${order.id}`;
      if (attempt) await startedPayment(order.id, attempt);
      const notification = {
        orderId: order.id,
        provider: 'card',
        providerPaymentId: attempt,
        transactionId: `tx-same-${order.id}`,
        amount: price,
      };
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
    },
  );

  it("settles and applies the order's own attempt with the transition into paid", async () => {
    const order = await unpaidOrder();
    await startedPayment(order.id, 'pp-own');
    const outcome = await payments.recordSucceeded({
      orderId: order.id,
      provider: 'card',
      providerPaymentId: 'pp-own',
      transactionId: 'tx-own',
      amount: price,
      raw: { status: 'paid' },
    });
    const rows = await db.query(
      `select id, provider_payment_id, transaction_id, amount_minor, currency, status, applied, raw_notification
         from payments where order_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([
      {
        id: outcome.paymentId,
        provider_payment_id: 'pp-own',
        transaction_id: 'tx-own',
        amount_minor: String(price.minor),
        currency: 'MDL',
        status: 'succeeded',
        applied: true,
        raw_notification: { status: 'paid' },
      },
    ]);
    expect(outcome.outcome).toBe('applied');
    expect((await events(order.id)).at(-1)).toMatchObject({
      event: 'PAYMENT_SUCCEEDED',
      from_status: 'unpaid',
      to_status: 'paid',
      payload: expect.objectContaining({ paymentId: outcome.paymentId }),
    });
    expect(await payments.paidAt(await orders.get(order.id))).toBeInstanceOf(Date);
  });

  it('applies an event as read only if the order and every required write are still as read', async () => {
    const order = await unpaidOrder();
    await startedPayment(order.id, 'pp-taken');
    const [attempt] = await db.query(`select id from payments where order_id = $1`, [order.id]);
    const paying = (transactionId: string) => ({
      payload: { paymentId: attempt.id },
      into: 'paid' as const,
      alsoWrite: [
        harness.app.get(PaymentRepository).settleAppliedWith(attempt.id, { transactionId, amount: price, raw: null }),
      ],
    });
    const event = (transactionId: string) => ({
      type: 'PAYMENT_SUCCEEDED' as const,
      actor: { kind: 'partner' as const, id: 'card' },
      provider: 'card',
      transactionId,
      amount: price,
    });
    // The attempt carries a transaction already (settled meanwhile, the order not moved): nothing.
    await db.query(`update payments set transaction_id = 'tx-earlier' where id = $1`, [attempt.id]);
    expect(await orders.applyAsRead({ ...order }, event('tx-now'), paying('tx-now'))).toBeNull();
    // Read before another transition: nothing.
    await db.query(`update payments set transaction_id = null where id = $1`, [attempt.id]);
    const stale = { ...order, version: order.version - 1 };
    expect(await orders.applyAsRead(stale, event('tx-now'), paying('tx-now'))).toBeNull();
    // An event that would not take the order into paid (a wrong amount is refused): nothing.
    expect(
      await orders.applyAsRead({ ...order }, { ...event('tx-now'), amount: money(1, 'MDL') }, paying('tx-now')),
    ).toBeNull();
    expect(await orders.get(order.id)).toMatchObject({ status: 'unpaid', version: order.version });
    expect((await events(order.id)).map((row: { event: string }) => row.event)).not.toContain('PAYMENT_SUCCEEDED');
    expect(await db.query(`select transaction_id, applied from payments where id = $1`, [attempt.id])).toEqual([
      { transaction_id: null, applied: false },
    ]);
    // As read: written, with the payment.
    expect(await orders.applyAsRead({ ...order }, event('tx-now'), paying('tx-now'))).toMatchObject({
      ok: true,
      to: 'paid',
    });
    expect(await db.query(`select transaction_id, applied from payments where id = $1`, [attempt.id])).toEqual([
      { transaction_id: 'tx-now', applied: true },
    ]);
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

  it.each(['CANCEL', 'EXPIRE'] as const)(
    'refunds a late payment started before the order went back to draft, then %s (no price left)',
    async (end) => {
      const order = await unpaidOrder();
      await startedPayment(order.id, `pp-${end}`);
      // The customer edits the order while the provider's page is open: back to draft, price dropped.
      await orders.apply(order.id, { type: 'UPDATE', actor: customer });
      await orders.apply(order.id, { type: end, actor: end === 'CANCEL' ? customer : system });
      const outcome = await payments.recordSucceeded({
        orderId: order.id,
        provider: 'card',
        providerPaymentId: `pp-${end}`,
        transactionId: `tx-late-${end}`,
        amount: price,
      });
      expect(outcome.outcome).toBe('refunding');
      expect(await orders.get(order.id)).toMatchObject({ status: 'refunded', priceMinor: null });
      const rows = await db.query(`select id, status, applied, transaction_id from payments where order_id = $1`, [
        order.id,
      ]);
      expect(rows).toEqual([
        { id: expect.any(String), status: 'refund_pending', applied: false, transaction_id: `tx-late-${end}` },
      ]);
      const refunds = (await outbox(order.id)).filter((row: { job_name: string }) => row.job_name === 'refund-payment');
      expect(refunds.map((row: { payload: unknown }) => row.payload)).toEqual([
        { orderId: order.id, paymentId: rows[0].id },
      ]);
    },
  );

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

  it('records a declined attempt once, however often its notification is replayed', async () => {
    const order = await unpaidOrder();
    await startedPayment(order.id, 'pp-declined');
    const declined = { orderId: order.id, provider: 'card', providerPaymentId: 'pp-declined', reason: 'declined' };
    expect(await payments.recordFailed(declined)).toBe('recorded');
    expect(await payments.recordFailed(declined)).toBe('duplicate');
    expect(await payments.recordFailed(declined)).toBe('duplicate');
    const failures = (await events(order.id)).filter((event: { event: string }) => event.event === 'PAYMENT_FAILED');
    expect(failures).toHaveLength(1);
    expect(await orders.get(order.id)).toMatchObject({ status: 'unpaid', version: 3 });
    expect(await db.query(`select status from payments where order_id = $1`, [order.id])).toEqual([
      { status: 'failed' },
    ]);
  });

  it('gives the time of the applied payment, which a staff retry does not move', async () => {
    const order = await processingOrder();
    const paidAt = await payments.paidAt(order);
    expect(order.paidAt).toEqual(paidAt);
    const [paidEvent] = (await events(order.id)).filter((event: { to_status: string }) => event.to_status === 'paid');
    expect(paidEvent.event).toBe('PAYMENT_SUCCEEDED');
    const [{ created_at }] = await db.query(`select created_at from order_events where order_id = $1 and seq = $2`, [
      order.id,
      paidEvent.seq,
    ]);
    expect(paidAt).toEqual(new Date(created_at));
    await orders.apply(order.id, { type: 'ISSUANCE_FAILED', actor: system, reason: 'insurer down' });
    const retried = (await orders.apply(order.id, { type: 'RETRY', actor: staff, reason: 'insurer is back' })).order;
    expect(retried.status).toBe('paid');
    expect(retried.inFlightSince!.getTime()).toBeGreaterThan(paidAt!.getTime());
    expect(retried.paidAt).toEqual(paidAt);
    expect(await payments.paidAt(await orders.get(order.id))).toEqual(paidAt);
    expect(await payments.paidAt(await unpaidOrder())).toBeNull();
    // An order paid before the order row kept the moment: read from its log.
    await db.query(`update orders set paid_at = null where id = $1`, [order.id]);
    const older = await orders.get(order.id);
    expect(older.paidAt).toBeNull();
    expect(await payments.paidAt(older)).toEqual(paidAt);
  });

  describe(PolicyRecorder.name, () => {
    it('records the policy and moves a processing order to issued; a repeated answer changes nothing', async () => {
      const order = await processingOrder();
      const number = `IAI${order.number.slice(3, 9)}POL`;
      expect(
        await policies.record(order.id, issued(number), { kind: 'partner', id: 'donaris' }, 'partner'),
      ).toMatchObject({ ok: true, outcome: 'recorded', from: 'processing', to: 'issued' });
      expect(await policies.record(order.id, issued(number), { kind: 'partner', id: 'donaris' }, 'partner')).toEqual({
        ok: false,
        outcome: 'already-recorded',
        status: 'issued',
        policyNumber: number,
      });
      expect(await policyCount(order.id)).toBe(1);
    });

    it.each(['draft', 'failed', 'canceled'] as const)(
      'records nothing for a %s order, and says why',
      async (status) => {
        const order =
          status === 'failed'
            ? (
                await orders.apply((await processingOrder()).id, {
                  type: 'ISSUANCE_FAILED',
                  actor: system,
                  reason: 'insurer down',
                })
              ).order
            : await newOrder();
        if (status === 'canceled') await orders.apply(order.id, { type: 'CANCEL', actor: customer });
        const before = await orders.get(order.id);
        const eventsBefore = (await events(order.id)).length;
        const recorded = await policies.record(
          order.id,
          issued(`IAI${order.number.slice(3, 9)}REF`),
          { kind: 'partner', id: 'donaris' },
          'partner',
        );
        expect(recorded).toMatchObject({ ok: false, outcome: 'refused', status, refusal: 'not-accepted' });
        expect(await policyCount(order.id)).toBe(0);
        expect(await orders.get(order.id)).toMatchObject({ status, version: before.version });
        expect(await events(order.id)).toHaveLength(eventsBefore);
      },
    );

    it.each(['record', 'recordFrom'] as const)(
      '%s leaves nothing when the number belongs to another order, so the order can still take its own',
      async (way) => {
        const recordBy = (order: OrderEntity, policy: IssuedPolicy) =>
          way === 'record'
            ? policies.record(order.id, policy, { kind: 'partner', id: 'donaris' }, 'partner')
            : policies.recordFrom(order, policy, { kind: 'partner', id: 'donaris' }, 'partner');
        const first = await processingOrder();
        const second = await processingOrder();
        const number = `IAI${first.number.slice(3, 9)}${way === 'record' ? 'DUP' : 'TWO'}`;
        await recordBy(first, issued(number));
        const outboxBefore = (await outbox(second.id)).length;
        expect(await recordBy(second, issued(number))).toEqual({
          ok: false,
          outcome: 'number-taken',
          status: 'processing',
          policyNumber: number,
        });
        expect(await policyCount(second.id)).toBe(0);
        expect(await orders.get(second.id)).toMatchObject({ status: 'processing', version: second.version });
        expect(await outbox(second.id)).toHaveLength(outboxBefore);
        expect(
          await policies.record(second.id, issued(`IAI${second.number.slice(3, 9)}OWN`), staff, 'operator', 'by hand'),
        ).toMatchObject({ ok: true, outcome: 'recorded', to: 'issued' });
      },
    );
    describe('recordFrom, on an order the issuance job has read', () => {
      const insurer: Actor = { kind: 'partner', id: 'donaris' };

      it('writes the policy with the transition: issued, its event, the documents job; a repeated answer changes nothing', async () => {
        const order = await processingOrder();
        const number = `IAI${order.number.slice(3, 9)}ONE`;
        expect(await policies.recordFrom(order, issued(number), insurer, 'partner')).toMatchObject({
          ok: true,
          outcome: 'recorded',
          from: 'processing',
          to: 'issued',
        });
        const [policy] = await db.query(
          `select insurer, number, valid_to, issued_by from policies where order_id = $1`,
          [order.id],
        );
        expect(policy).toEqual({
          insurer: 'donaris',
          number,
          valid_to: new Date('2030-12-31T23:59:59Z'),
          issued_by: 'partner',
        });
        expect((await events(order.id)).at(-1)).toMatchObject({
          event: 'POLICY_ISSUED',
          from_status: 'processing',
          to_status: 'issued',
        });
        expect((await outbox(order.id)).map((row: { job_name: string }) => row.job_name)).toContain(
          'generate-documents',
        );

        // The same answer again, on the read the job made before it recorded.
        expect(await policies.recordFrom(order, issued(number), insurer, 'partner')).toEqual({
          ok: false,
          outcome: 'already-recorded',
          status: 'issued',
          policyNumber: number,
        });
        const stale = { ...order, status: 'processing' as const, version: order.version - 1 };
        expect(await policies.recordFrom(stale, issued(number), insurer, 'partner')).toMatchObject({
          outcome: 'already-recorded',
        });
        expect(await policyCount(order.id)).toBe(1);
        expect(await orders.get(order.id)).toMatchObject({ status: 'issued', version: order.version });
      });

      it('records nothing on an order that failed after the job read it, and says why', async () => {
        const read = await processingOrder();
        await orders.apply(read.id, { type: 'ISSUANCE_FAILED', actor: system, reason: 'insurer down' });
        const failed = await orders.get(read.id);
        expect(
          await policies.recordFrom(read, issued(`IAI${read.number.slice(3, 9)}LAT`), insurer, 'partner'),
        ).toMatchObject({ ok: false, outcome: 'refused', status: 'failed', refusal: 'not-accepted' });
        expect(await policyCount(read.id)).toBe(0);
        expect(await orders.get(read.id)).toMatchObject({ status: 'failed', version: failed.version });
      });

      it('keeps the number of a policy row the order already has', async () => {
        const order = await processingOrder();
        const kept = `IAI${order.number.slice(3, 9)}OLD`;
        await db.query(
          `insert into policies (order_id, insurer, number, valid_from, valid_to, liability_start, issued_by)
           values ($1, 'donaris', $2, '2030-01-01', '2030-12-31', '2030-01-01', 'partner')`,
          [order.id, kept],
        );
        expect(
          await policies.recordFrom(order, issued(`IAI${order.number.slice(3, 9)}NEW`), insurer, 'partner'),
        ).toMatchObject({ ok: true, outcome: 'recorded', to: 'issued' });
        expect(await db.query(`select number from policies where order_id = $1`, [order.id])).toEqual([
          { number: kept },
        ]);
        expect((await events(order.id)).at(-1)).toMatchObject({ event: 'POLICY_ISSUED', to_status: 'issued' });
      });
    });

    it('records within a scope the caller holds: its own writes commit with the policy, or roll back with a taken number', async () => {
      const first = await processingOrder();
      const second = await processingOrder();
      const note = (orderId: string, scope: OrderScope) =>
        entityManagerOf(scope.tx).query(`update orders set last_error = 'claimed by staff-1' where id = $1`, [orderId]);
      const recorded = await orders.withOrder(first.id, async (scope) => {
        await note(first.id, scope);
        return policies.recordIn(scope, issued(`IAI${first.number.slice(3, 9)}SCP`), staff, 'operator', 'by hand');
      });
      expect(recorded).toMatchObject({ ok: true, outcome: 'recorded', to: 'issued' });
      expect(await orders.get(first.id)).toMatchObject({ status: 'issued', lastError: 'claimed by staff-1' });

      const outboxBefore = (await outbox(second.id)).length;
      await expect(
        orders.withOrder(second.id, async (scope) => {
          await note(second.id, scope);
          return policies.recordIn(scope, issued(`IAI${first.number.slice(3, 9)}SCP`), staff, 'operator');
        }),
      ).rejects.toBeInstanceOf(PolicyNumberTakenError);
      expect(await orders.get(second.id)).toMatchObject({
        status: 'processing',
        version: second.version,
        lastError: null,
      });
      expect(await policyCount(second.id)).toBe(0);
      expect(await outbox(second.id)).toHaveLength(outboxBefore);
    });
  });

  describe(AddonRecorder.name, () => {
    /** An RCA with a road tax, paid, its policy issued: the road tax waits for its issuer. */
    async function waitingRoadTax(): Promise<OrderEntity> {
      const order = await orders.create(
        {
          items: [
            { type: 'rca', details: { certificateNumber: '123456789' } },
            { type: 'road-tax', details: { region: 'balti' } },
          ],
          authorUid: 'anon:test',
        },
        customer,
      );
      await orders.apply(order.id, {
        type: 'CONFIRM',
        actor: customer,
        price,
        itemPrices: [money(1000, 'MDL'), money(276, 'MDL')],
      });
      await payments.recordSucceeded({
        orderId: order.id,
        provider: 'card',
        transactionId: `tx-${order.id}`,
        amount: price,
      });
      const processing = (await orders.apply(order.id, { type: 'ISSUANCE_STARTED', actor: system })).order;
      await policies.recordFrom(processing, issued(`IAI${order.number.slice(3, 9)}RTX`), system, 'partner');
      return orders.get(order.id);
    }
    const roadTax = (number: string): IssuedPolicy => ({ ...issued(number), insurer: 'sfs-road-tax' });

    it('records an add-on within a scope the caller holds, or rolls back with a number another order holds', async () => {
      const addons = harness.app.get(AddonRecorder);
      const first = await waitingRoadTax();
      const second = await waitingRoadTax();
      expect(first.status).toBe('processing');
      const number = `SFS-TR-2026-${first.number.slice(3, 9)}00`;
      const recorded = await orders.withOrder(first.id, (scope) => addons.recordIn(scope, 1, roadTax(number), staff));
      expect(recorded).toEqual({ outcome: 'recorded', to: 'issued' });

      const outboxBefore = (await outbox(second.id)).length;
      await expect(
        orders.withOrder(second.id, async (scope) => {
          await entityManagerOf(scope.tx).query(`update orders set last_error = 'claimed' where id = $1`, [second.id]);
          return addons.recordIn(scope, 1, roadTax(number), staff);
        }),
      ).rejects.toBeInstanceOf(PolicyNumberTakenError);
      expect(await orders.get(second.id)).toMatchObject({
        status: 'processing',
        version: second.version,
        lastError: null,
      });
      expect(
        await db.query(`select count(*)::int as n from addon_items where order_id = $1 and number is not null`, [
          second.id,
        ]),
      ).toEqual([{ n: 0 }]);
      expect(await outbox(second.id)).toHaveLength(outboxBefore);
    });
  });

  describe(`${PaymentRecorder.name} with work in its transaction`, () => {
    it('commits the extra work with the payment, given the outcome', async () => {
      const order = await unpaidOrder();
      const seen: string[] = [];
      const outcome = await payments.recordSucceeded(
        { orderId: order.id, provider: 'card', transactionId: `tx-also-${order.id}`, amount: price },
        async (tx, recorded) => {
          seen.push(recorded.outcome);
          await entityManagerOf(tx).query(`update orders set last_error = 'confirmed by staff-1' where id = $1`, [
            order.id,
          ]);
        },
      );
      expect(outcome.outcome).toBe('applied');
      expect(seen).toEqual(['applied']);
      expect(await orders.get(order.id)).toMatchObject({ status: 'paid', lastError: 'confirmed by staff-1' });
    });

    it('rolls the payment and its transition back when the extra work fails', async () => {
      const order = await unpaidOrder();
      await expect(
        payments.recordSucceeded(
          { orderId: order.id, provider: 'card', transactionId: `tx-fails-${order.id}`, amount: price },
          async () => {
            throw new Error('the audit log refused the entry');
          },
        ),
      ).rejects.toThrow('the audit log refused the entry');
      expect(await orders.get(order.id)).toMatchObject({ status: 'unpaid', version: order.version });
      expect(await db.getRepository(PaymentEntity).countBy({ orderId: order.id })).toBe(0);
      expect((await outbox(order.id)).map((row: { job_name: string }) => row.job_name)).not.toContain('issue-policy');
    });
  });

  it('counts each transition of one scope under its own (from, to)', async () => {
    const order = await unpaidOrder();
    const count = async (labels: { from: string; to: string; event: string }) =>
      (await orderTransitions.get()).values.find(
        (value) =>
          value.labels.from === labels.from && value.labels.to === labels.to && value.labels.event === labels.event,
      )?.value ?? 0;
    const paid = { from: 'unpaid', to: 'paid', event: 'PAYMENT_SUCCEEDED' };
    const started = { from: 'paid', to: 'processing', event: 'ISSUANCE_STARTED' };
    const wrong = { from: 'unpaid', to: 'processing', event: 'PAYMENT_SUCCEEDED' };
    const before = { paid: await count(paid), started: await count(started), wrong: await count(wrong) };
    await orders.withOrder(order.id, async (scope) => {
      await scope.apply({
        type: 'PAYMENT_SUCCEEDED',
        actor: { kind: 'partner', id: 'card' },
        provider: 'card',
        transactionId: 'tx-scope',
        amount: price,
      });
      await scope.apply({ type: 'ISSUANCE_STARTED', actor: system });
    });
    expect({ paid: await count(paid), started: await count(started), wrong: await count(wrong) }).toEqual({
      paid: before.paid + 1,
      started: before.started + 1,
      wrong: before.wrong,
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
