import { DataSource } from 'typeorm';
import type { Actor } from '@asiguro/domain';
import { startOrchestrationContext, type OrchestrationContext } from '@asiguro/testing';
import { InvoiceNumbering, OrderService } from '../src';

const customer: Actor = { kind: 'customer', id: 'anon:invoices' };

/**
 * Invoice numbers are sequential without gaps however many invoices are made at once: on the
 * real PostgreSQL, with as many concurrent transactions as the pool allows.
 */
describe(InvoiceNumbering.name, () => {
  let harness: OrchestrationContext;
  let invoices: InvoiceNumbering;
  let orders: OrderService;
  let db: DataSource;

  beforeAll(async () => {
    harness = await startOrchestrationContext({ relay: false });
    invoices = harness.app.get(InvoiceNumbering);
    orders = harness.app.get(OrderService);
    db = harness.app.get(DataSource);
  });

  afterAll(() => harness?.close());

  const newOrders = (count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        orders.create(
          { items: [{ type: 'rca', details: { certificateNumber: '123456789' } }], authorUid: customer.id! },
          customer,
        ),
      ),
    );

  const seqsOf = async (series: string): Promise<number[]> =>
    (await db.query(`select seq from invoices where series = $1 order by seq`, [series])).map(
      (row: { seq: number }) => row.seq,
    );

  const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('numbers invoices made concurrently 1..n, without a gap or a duplicate', async () => {
    const now = new Date('2031-03-01T10:00:00Z');
    const made = await newOrders(40);
    const assigned = await Promise.all(made.map((order) => invoices.assign(order.id, now)));
    expect(assigned.map((invoice) => invoice.seq).sort((a, b) => a - b)).toEqual(oneTo(40));
    expect(new Set(assigned.map((invoice) => invoice.number)).size).toBe(40);
    expect(assigned.map((invoice) => invoice.number)).toContain('ASG-2031-000040');
    expect(await seqsOf('ASG2031')).toEqual(oneTo(40));
    const [counter] = await db.query(`select last_seq from invoice_counters where series = 'ASG2031'`);
    expect(counter.last_seq).toBe(40);
  });

  it('keeps one number per order when the same orders ask again, concurrently, and leaves no gap', async () => {
    const now = new Date('2032-03-01T10:00:00Z');
    const made = await newOrders(15);
    const first = await Promise.all(made.map((order) => invoices.assign(order.id, now)));
    // The documents job and a company's bank-transfer request may ask for the same order's invoice.
    const again = await Promise.all(made.map((order) => invoices.assign(order.id, now)));
    expect(again.map((invoice) => invoice.number)).toEqual(first.map((invoice) => invoice.number));
    const more = await newOrders(10);
    await Promise.all(more.map((order) => invoices.assign(order.id, now)));
    expect(await seqsOf('ASG2032')).toEqual(oneTo(25));
  });

  it('gives every caller the one invoice when the same order asks several times at once, with no gap', async () => {
    const now = new Date('2034-03-01T10:00:00Z');
    const [order, next] = await newOrders(2);
    // A double click on bank transfer: the requests race for the same order's first number.
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => invoices.assign(order.id, now)));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value.number : result.reason))).toEqual(
      Array.from({ length: 5 }, () => 'ASG-2034-000001'),
    );
    expect((await invoices.assign(next.id, now)).seq).toBe(2);
    expect(await seqsOf('ASG2034')).toEqual([1, 2]);
  });

  it('gives the number back when the transaction that took it rolls back', async () => {
    const now = new Date('2033-03-01T10:00:00Z');
    const [kept, lost, next] = await newOrders(3);
    await invoices.assign(kept.id, now);
    // An order id with no order row: the invoice insert fails on its foreign key, so the
    // counter's increment rolls back with it.
    await expect(invoices.assign('00000000-0000-4000-8000-000000000000', now)).rejects.toThrow();
    expect((await invoices.assign(lost.id, now)).seq).toBe(2);
    expect((await invoices.assign(next.id, now)).seq).toBe(3);
    expect(await seqsOf('ASG2033')).toEqual([1, 2, 3]);
  });

  it('writes six digits at least, and every digit of a seq beyond them', async () => {
    const now = new Date('2034-03-01T10:00:00Z');
    const [first, millionth] = await newOrders(2);
    const small = await invoices.assign(first.id, now);
    expect(small.number).toBe(`ASG-2034-${String(small.seq).padStart(6, '0')}`);
    await db.query(`update invoice_counters set last_seq = 999999 where series = 'ASG2034'`);
    expect(await invoices.assign(millionth.id, now)).toMatchObject({ seq: 1000000, number: 'ASG-2034-1000000' });
  });
});
