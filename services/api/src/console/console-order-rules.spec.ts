import type { ConsoleOrderItem } from '@asiguro/contracts';
import type { OrderEntity } from '@asiguro/persistence';
import { itemActionsFor, itemStuck, orderActionsFor, type StaffActor } from './console-order-rules';

const viewer: StaffActor = { id: 'v', roles: ['viewer'] };
const support: StaffActor = { id: 's', roles: ['support'] };
const supervisor: StaffActor = { id: 'p', roles: ['supervisor'] };
const PAID_AT = new Date('2026-03-02T10:00:00Z');

/** A Green Card order with a road-assistance add-on, the add-on in `addon` state, the main policy issued. */
function order(status: OrderEntity['status'], changes: Partial<OrderEntity> = {}, addon = 'pending'): OrderEntity {
  return {
    status,
    insuranceType: 'green-card',
    items: [
      { type: 'green-card', details: {} },
      { type: 'roadside-assistance-eu', details: {} },
    ],
    inFlightSince: PAID_AT,
    manualIssuanceDue: null,
    machineSnapshot: { context: { items: [{ status: 'issued' }, { status: addon }] } },
    ...changes,
  } as unknown as OrderEntity;
}

function addonItem(status: ConsoleOrderItem['status'], changes: Partial<ConsoleOrderItem> = {}): ConsoleOrderItem {
  return {
    item: 1,
    type: 'roadside-assistance-eu',
    issuer: null,
    price: null,
    status,
    number: null,
    refund: null,
    stuck: false,
    documents: [],
    actions: [],
    ...changes,
  };
}

describe('console order rules', () => {
  it('offers the refund of a processing order only once it waits for an operator, and to supervisors only', () => {
    expect(orderActionsFor(order('processing'), supervisor)).toEqual([]);
    const due = new Date('2026-03-02T12:00:00Z');
    const manual = order('processing', {
      manualIssuanceDue: due,
      machineSnapshot: { context: { items: [{ status: 'pending' }, { status: 'pending' }] } },
    } as Partial<OrderEntity>);
    expect(orderActionsFor(manual, supervisor)).toEqual(['refund']);
    expect(orderActionsFor(manual, support)).toEqual([]);
    // Its policy issued, the order waits only for an add-on: that one is refunded on its own.
    expect(orderActionsFor(order('processing', { manualIssuanceDue: due }), supervisor)).toEqual([]);
  });

  it('offers the refund, not the retry, of an add-on handed to an operator, to supervisors only', () => {
    const handedOver = order('processing', { manualIssuanceDue: new Date('2026-03-03T12:00:00Z') });
    expect(itemActionsFor(handedOver, addonItem('pending', { stuck: true }), supervisor)).toEqual(['refund']);
    expect(itemActionsFor(handedOver, addonItem('pending', { stuck: true }), support)).toEqual([]);
    // A courier delivery is booked, never issued: not the operator's.
    const delivery = order('processing', {
      manualIssuanceDue: new Date('2026-03-03T12:00:00Z'),
      items: [
        { type: 'green-card', details: {} },
        { type: 'courier-delivery', details: {} },
      ],
    });
    expect(itemActionsFor(delivery, addonItem('pending', { type: 'courier-delivery' }), supervisor)).toEqual([]);
  });

  it('offers the repeats of finished work on a completed order to support, and nothing to a viewer', () => {
    expect(orderActionsFor(order('completed'), support)).toEqual(['regenerate-documents', 'resend-email']);
    expect(orderActionsFor(order('completed'), viewer)).toEqual([]);
    expect(orderActionsFor(order('failed'), support)).toEqual(['retry']);
  });

  it('calls an add-on stuck past both issuing times × the factor after payment, or when its refund failed', () => {
    // Green Card and road assistance: 60 s each, × 3 = 360 s after payment.
    const before = new Date(PAID_AT.getTime() + 359_000);
    const after = new Date(PAID_AT.getTime() + 361_000);
    expect(itemStuck(order('processing'), 1, null, 3, before)).toBe(false);
    expect(itemStuck(order('processing'), 1, null, 3, after)).toBe(true);
    expect(itemStuck(order('processing'), 0, null, 3, after)).toBe(false);
    expect(itemStuck(order('completed'), 1, { status: 'refund_failed' }, 3, before)).toBe(true);
    expect(itemStuck(order('processing', {}, 'issued'), 1, null, 3, after)).toBe(false);
  });

  it("offers an add-on's retry when stuck or its refund failed, and its refund once issued to supervisors only", () => {
    expect(itemActionsFor(order('processing'), addonItem('pending', { stuck: true }), support)).toEqual(['retry']);
    expect(itemActionsFor(order('processing'), addonItem('pending'), support)).toEqual([]);
    expect(itemActionsFor(order('completed', {}, 'issued'), addonItem('issued'), supervisor)).toEqual(['refund']);
    expect(itemActionsFor(order('completed', {}, 'issued'), addonItem('issued'), support)).toEqual([]);
    const refundFailed = addonItem('refunded', {
      refund: { amount: { minor: 5000, currency: 'MDL' }, status: 'refund_failed' },
    });
    expect(itemActionsFor(order('completed', {}, 'refunded'), refundFailed, support)).toEqual(['retry']);
    expect(itemActionsFor(order('completed'), { ...addonItem('issued'), item: 0 }, supervisor)).toEqual([]);
  });
});
