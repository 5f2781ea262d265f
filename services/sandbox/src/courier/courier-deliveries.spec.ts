import { SandboxReset } from '../common/sandbox-reset';
import { CourierDeliveries } from './courier-deliveries';

describe(CourierDeliveries.name, () => {
  const at = (iso: string) => new Date(iso);

  it('books one delivery per idempotency key, and answers the same one again', () => {
    const courier = new CourierDeliveries(new SandboxReset());
    const first = courier.book('delivery-1', at('2026-11-26T08:00:00Z'));
    const again = courier.book('delivery-1', at('2026-11-26T08:00:01Z'));
    const other = courier.book('delivery-2', at('2026-11-26T08:00:02Z'));
    expect(first.created).toBe(true);
    expect(again).toEqual({ delivery: first.delivery, created: false });
    expect(other.delivery.reference).not.toBe(first.delivery.reference);
  });

  it('schedules for the next day in Chișinău, 10:00–14:00, then delivers, by time', () => {
    const courier = new CourierDeliveries(new SandboxReset());
    courier.configure({ scheduleAfterMs: 1000, deliverAfterMs: 1000 });
    // 00:30 on the 27th in Chișinău (UTC+2) is still the 26th in UTC: the next day is the 28th there.
    const { delivery } = courier.book('key', at('2026-11-26T22:30:00Z'));
    expect(courier.find(delivery.reference, at('2026-11-26T22:30:00.500Z'))?.status).toBe('booked');
    const scheduled = courier.find(delivery.reference, at('2026-11-26T22:30:01Z'))!;
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.window).toEqual({ from: at('2026-11-28T08:00:00Z'), to: at('2026-11-28T12:00:00Z') });
    expect(courier.find(delivery.reference, at('2026-11-26T22:30:02Z'))?.status).toBe('delivered');
  });

  it('cancels before delivery only, and fails on request; a reset forgets every delivery', () => {
    const resets = new SandboxReset();
    const courier = new CourierDeliveries(resets);
    courier.configure({ scheduleAfterMs: null, deliverAfterMs: null });
    const canceled = courier.book('a').delivery;
    expect(courier.cancel(canceled)).toBe(true);
    expect(courier.cancel(canceled)).toBe(true);
    const delivered = courier.book('b').delivery;
    courier.deliver(delivered);
    expect(courier.cancel(delivered)).toBe(false);
    const failed = courier.book('c').delivery;
    courier.fail(failed, 'nobody at the address');
    expect(failed).toMatchObject({ status: 'failed', reason: 'nobody at the address' });
    resets.resetAll();
    expect(courier.find(canceled.reference)).toBeUndefined();
    expect(courier.current).toMatchObject({ scheduleAfterMs: 5000, deliverAfterMs: 10000 });
  });
});
