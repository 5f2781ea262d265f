import { DataSource } from 'typeorm';
import type { Actor } from '@asiguro/domain';
import { startOrchestrationContext, waitFor, type OrchestrationContext } from '@asiguro/testing';
import { OutboxRepository } from '@asiguro/persistence';
import { jobOptions, OrderService, outboxJobId, OutboxRelay, QueueProducer, QUEUES } from '../src';

const customer: Actor = { kind: 'customer', id: 'anon:test' };

async function countJobs(producer: QueueProducer): Promise<number> {
  let total = 0;
  for (const name of QUEUES) {
    const counts = await producer
      .queue(name)
      .getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized');
    total += Object.values(counts).reduce((sum, n) => sum + n, 0);
  }
  return total;
}

describe(OutboxRelay.name, () => {
  describe('crash safety (relay driven by hand)', () => {
    let harness: OrchestrationContext;
    let relay: OutboxRelay;
    let producer: QueueProducer;
    let db: DataSource;

    beforeAll(async () => {
      harness = await startOrchestrationContext({ relay: false });
      // A relay instance not started by Nest: this test drives it.
      producer = harness.app.get(QueueProducer);
      db = harness.app.get(DataSource);
      relay = new OutboxRelay(harness.app.get(OutboxRepository), producer, harness.config);
    });

    afterAll(() => harness?.close());

    it('turns every row into exactly one job, even when a crash left rows relayed but not stamped', async () => {
      const orders = harness.app.get(OrderService);
      for (let i = 0; i < 30; i++) {
        const order = await orders.create(
          { items: [{ type: 'green-card', details: {} }], authorUid: 'anon:test' },
          customer,
        );
        await orders.apply(order.id, { type: 'UPDATE', actor: customer });
      }
      const rows: { id: string; queue: 'expiry'; job_name: 'expire-order'; payload: object }[] = await db.query(
        `select id, queue, job_name, payload from outbox order by id`,
      );
      expect(rows).toHaveLength(60);

      // The crash: the first 25 rows reached BullMQ, the process died before stamping them.
      await producer.queue('expiry').addBulk(
        rows.slice(0, 25).map((row) => ({
          name: row.job_name,
          data: row.payload,
          opts: { ...jobOptions(row.job_name, harness.config), jobId: outboxJobId(row.id), delay: 60_000 },
        })),
      );
      expect(await db.query(`select count(*)::int as n from outbox where enqueued_at is null`)).toEqual([{ n: 60 }]);

      // After restart the relay sends everything again: BullMQ keeps one job per row id.
      expect(await relay.drainAll()).toBe(60);
      expect(await countJobs(producer)).toBe(60);
      expect(await db.query(`select count(*)::int as n from outbox where enqueued_at is null`)).toEqual([{ n: 0 }]);
      const jobIds = (await producer.queue('expiry').getDelayed(0, 1000)).map((job) => job.id).sort();
      expect(jobIds).toEqual(rows.map((row) => outboxJobId(row.id)).sort());

      // And a second drain finds nothing to do.
      expect(await relay.drainAll()).toBe(0);
      expect(await countJobs(producer)).toBe(60);
    });

    it('leaves the rows another relay holds to it, and takes them once that lease has ended', async () => {
      const orders = harness.app.get(OrderService);
      await relay.drainAll();
      const held = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: 'anon:test' }, customer);
      const abandoned = await orders.create(
        { items: [{ type: 'rca', details: {} }], authorUid: 'anon:test' },
        customer,
      );
      // A live relay is adding the first order's job; the relay that claimed the second one died.
      await db.query(`update outbox set claimed_until = now() + interval '1 minute' where order_id = $1`, [held.id]);
      await db.query(`update outbox set claimed_until = now() - interval '1 second' where order_id = $1`, [
        abandoned.id,
      ]);

      expect(await relay.drainAll()).toBe(1);
      const stamped = async (orderId: string) =>
        (await db.query(`select enqueued_at, claimed_until from outbox where order_id = $1`, [orderId]))[0];
      expect(await stamped(abandoned.id)).toEqual({ enqueued_at: expect.any(Date), claimed_until: null });
      expect(await stamped(held.id)).toEqual({ enqueued_at: null, claimed_until: expect.any(Date) });
      const [row] = await db.query(`select id from outbox where order_id = $1`, [abandoned.id]);
      expect(await producer.queue('expiry').getJob(outboxJobId(row.id))).toBeDefined();

      // The live relay’s lease ends without a stamp (it died too): the row is taken then.
      await db.query(`update outbox set claimed_until = now() - interval '1 second' where order_id = $1`, [held.id]);
      expect(await relay.drainAll()).toBe(1);
      expect(await stamped(held.id)).toEqual({ enqueued_at: expect.any(Date), claimed_until: null });
    });

    it('claims each row for one relay only when several drain at once', async () => {
      const orders = harness.app.get(OrderService);
      await relay.drainAll();
      for (let i = 0; i < 40; i++) {
        await orders.create({ items: [{ type: 'green-card', details: {} }], authorUid: 'anon:test' }, customer);
      }
      const relays = Array.from(
        { length: 4 },
        () => new OutboxRelay(harness.app.get(OutboxRepository), producer, { ...harness.config, OUTBOX_BATCH: 7 }),
      );
      const moved = await Promise.all(relays.map((other) => other.drainAll()));
      expect(moved.reduce((sum, n) => sum + n, 0)).toBe(40);
      expect(await db.query(`select count(*)::int as n from outbox where enqueued_at is null`)).toEqual([{ n: 0 }]);
    });

    it('delays a job until its row asks (expiry deadlines)', async () => {
      const orders = harness.app.get(OrderService);
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: 'anon:test' }, customer);
      await relay.drainAll();
      const [row] = await db.query(`select id from outbox where order_id = $1`, [order.id]);
      const job = await producer.queue('expiry').getJob(outboxJobId(row.id));
      expect(await job!.getState()).toBe('delayed');
      expect(job!.delay).toBeGreaterThan(29 * 24 * 3600 * 1000);
    });
  });

  describe('running in the background', () => {
    let harness: OrchestrationContext;

    beforeAll(async () => {
      // A long poll: only NOTIFY can make the relay this quick.
      harness = await startOrchestrationContext({ env: { OUTBOX_POLL_MS: '60000' } });
    });

    afterAll(() => harness?.close());

    it('is woken by NOTIFY and relays a new row without waiting for its poll', async () => {
      const orders = harness.app.get(OrderService);
      const db = harness.app.get(DataSource);
      // Let the first (start-up) drain finish.
      await waitFor(
        async () => (await db.query(`select count(*)::int as n from outbox where enqueued_at is null`))[0].n === 0,
      );
      const order = await orders.create({ items: [{ type: 'rca', details: {} }], authorUid: 'anon:test' }, customer);
      await waitFor(
        async () => (await db.query(`select enqueued_at from outbox where order_id = $1`, [order.id]))[0]?.enqueued_at,
        { timeoutMs: 5000, description: 'the row to be relayed' },
      );
    });
  });
});
