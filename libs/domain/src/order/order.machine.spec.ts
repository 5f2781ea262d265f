import fc from 'fast-check';
import { money } from '../money/money';
import type { OrderEffect, OrderEvent, OrderEventType } from './order-events';
import { ORDER_EVENT_TYPES } from './order-events';
import {
  acceptedEvents,
  applyOrderEvent,
  createOrderState,
  type OrderItemState,
  OrderMachineState,
} from './order.machine';
import { ITEM_KEPT } from './item-status';
import { FINAL_STATUSES, ORDER_STATUSES, OrderStatus } from './order-status';

const price = money(1276, 'MDL');
const staff = { kind: 'staff', id: 'staff-1' } as const;
const system = { kind: 'system' } as const;

/** A well-formed event of each type: staff with a reason where the table asks for it, a matching payment. */
function validEvent(type: OrderEventType): OrderEvent {
  switch (type) {
    case 'UPDATE':
      return { type, actor: { kind: 'customer', id: 'anon-1' } };
    case 'CONFIRM':
      return { type, actor: { kind: 'customer', id: 'anon-1' }, price };
    case 'PAYMENT_SUCCEEDED':
      return { type, actor: { kind: 'partner', id: 'card' }, provider: 'card', transactionId: 'tx-1', amount: price };
    case 'PAYMENT_FAILED':
      return { type, actor: { kind: 'partner', id: 'card' }, provider: 'card', reason: 'declined' };
    case 'POLICY_ISSUED':
      return { type, actor: { kind: 'partner', id: 'donaris' }, policyNumber: 'IAI123456ABC' };
    case 'ISSUANCE_FAILED':
    case 'DOCUMENTS_FAILED':
      return { type, actor: system, reason: 'insurer down' };
    case 'ADDON_ISSUED':
      return { type, actor: { kind: 'partner', id: 'e-rovinieta' }, item: 1, number: 'RO000000000001' };
    case 'ADDON_FAILED':
      return { type, actor: system, item: 1, reason: 'issuer down' };
    case 'DELIVERY_BOOKED':
      return { type, actor: { kind: 'partner', id: 'curier-md' }, item: 1, reference: 'CUR-1' };
    case 'DELIVERY_SCHEDULED':
    case 'DELIVERY_DELIVERED':
      return { type, actor: { kind: 'partner', id: 'curier-md' }, item: 1 };
    case 'DELIVERY_CANCELED':
      return { type, actor: { kind: 'customer', id: 'anon-1' }, item: 1 };
    case 'DELIVERY_FAILED':
      return { type, actor: system, item: 1, reason: 'courier refused' };
    case 'RETRY':
    case 'REFUND':
      return { type, actor: staff, reason: 'customer called' };
    case 'ADDON_RETRY':
      return { type, actor: staff, item: 1, reason: 'issuer answered again' };
    case 'ADDON_REFUND':
      return { type, actor: staff, item: 2, reason: 'the customer cancels the road tax' };
    default:
      return { type, actor: system };
  }
}

/** An order of three items (a policy and two add-ons) adding up to `price`. */
const ITEM_PRICES = [money(1000, 'MDL'), money(176, 'MDL'), money(100, 'MDL')];

/**
 * The items of a three-item order in processing: `fresh` nothing issued; `main-issued` the
 * policy issued; `last-addon` the policy and the second add-on issued, the first still pending.
 */
type ItemsAt = 'fresh' | 'main-issued' | 'last-addon' | 'first-refunded' | 'delivery-booked';
function itemsAt(at: ItemsAt): OrderItemState[] {
  const item = (index: number, status: OrderItemState['status']): OrderItemState => ({
    price: ITEM_PRICES[index],
    status,
    number: status === 'issued' ? `N${index}` : null,
  });
  if (at === 'fresh') return [item(0, 'pending'), item(1, 'pending'), item(2, 'pending')];
  if (at === 'main-issued') return [item(0, 'issued'), item(1, 'pending'), item(2, 'pending')];
  // The first add-on refunded (failed, or a staff refund), the second issued.
  if (at === 'first-refunded') return [item(0, 'issued'), item(1, 'refunded'), item(2, 'issued')];
  // The first add-on is a courier delivery, booked; the second issued.
  if (at === 'delivery-booked') return [item(0, 'issued'), item(1, 'booked'), item(2, 'issued')];
  return [item(0, 'issued'), item(1, 'pending'), item(2, 'issued')];
}

/** A reachable machine state for each status, with the context that status implies. */
function stateIn(
  status: OrderStatus,
  failedStep: 'issuance' | 'documents' = 'issuance',
  items?: ItemsAt,
): OrderMachineState {
  const paid = { provider: 'card', transactionId: 'tx-0', amount: price };
  const context = {
    price: ['draft', 'expired', 'canceled'].includes(status) ? null : price,
    heldPayment: ['paid', 'processing', 'issued', 'completed', 'failed'].includes(status) ? paid : null,
    failedStep: status === 'failed' ? failedStep : null,
    policyNumber:
      ['issued', 'completed'].includes(status) || (status === 'failed' && failedStep === 'documents')
        ? 'IAI000001AAA'
        : null,
    items: items ? itemsAt(items) : null,
  };
  return { status, context };
}

/**
 * The canonical table of architecture.md ("The order machine"): from, event, to, effects.
 * RETRY appears twice because it returns to whichever step failed.
 */
const TABLE: {
  from: OrderStatus;
  event: OrderEventType;
  to: OrderStatus;
  effects: OrderEffect[];
  failedStep?: 'issuance' | 'documents';
  /** The row applies to an order with add-ons whose items are at this point. */
  items?: ItemsAt;
}[] = [
  { from: 'draft', event: 'UPDATE', to: 'draft', effects: ['invalidate-offers', 'schedule-draft-expiry'] },
  { from: 'draft', event: 'CONFIRM', to: 'unpaid', effects: ['schedule-payment-expiry'] },
  { from: 'unpaid', event: 'UPDATE', to: 'draft', effects: ['drop-chosen-offer', 'schedule-draft-expiry'] },
  { from: 'unpaid', event: 'PAYMENT_SUCCEEDED', to: 'paid', effects: ['enqueue-issuance'] },
  { from: 'unpaid', event: 'PAYMENT_FAILED', to: 'unpaid', effects: [] },
  { from: 'draft', event: 'EXPIRE', to: 'expired', effects: [] },
  { from: 'unpaid', event: 'EXPIRE', to: 'expired', effects: [] },
  { from: 'draft', event: 'CANCEL', to: 'canceled', effects: [] },
  { from: 'unpaid', event: 'CANCEL', to: 'canceled', effects: [] },
  { from: 'paid', event: 'ISSUANCE_STARTED', to: 'processing', effects: [] },
  { from: 'processing', event: 'POLICY_ISSUED', to: 'issued', effects: ['enqueue-documents'] },
  { from: 'processing', event: 'ISSUANCE_FAILED', to: 'failed', effects: ['alert-staff'] },
  // An order with add-ons: they are issued after the policy, each by its issuer; the last one
  // settled (issued, or failed and refunded) moves the order to issued.
  {
    from: 'processing',
    event: 'POLICY_ISSUED',
    to: 'processing',
    effects: ['enqueue-addon-issuance'],
    items: 'fresh',
  },
  { from: 'processing', event: 'ADDON_ISSUED', to: 'processing', effects: [], items: 'main-issued' },
  { from: 'processing', event: 'ADDON_ISSUED', to: 'issued', effects: ['enqueue-documents'], items: 'last-addon' },
  {
    from: 'processing',
    event: 'ADDON_FAILED',
    to: 'processing',
    effects: ['refund-addon', 'alert-staff'],
    items: 'main-issued',
  },
  {
    from: 'processing',
    event: 'ADDON_FAILED',
    to: 'issued',
    effects: ['refund-addon', 'alert-staff', 'enqueue-documents'],
    items: 'last-addon',
  },
  // Staff item actions: the order's status stays. A stuck add-on is issued again; a refunded one
  // whose refund failed is asked again; an issued one is refunded (its share, once).
  {
    from: 'processing',
    event: 'ADDON_RETRY',
    to: 'processing',
    effects: ['enqueue-addon-issuance'],
    items: 'main-issued',
  },
  { from: 'processing', event: 'ADDON_REFUND', to: 'processing', effects: ['refund-addon'], items: 'last-addon' },
  { from: 'issued', event: 'ADDON_RETRY', to: 'issued', effects: ['retry-addon-refund'], items: 'first-refunded' },
  { from: 'issued', event: 'ADDON_REFUND', to: 'issued', effects: ['refund-addon'], items: 'first-refunded' },
  {
    from: 'completed',
    event: 'ADDON_RETRY',
    to: 'completed',
    effects: ['retry-addon-refund'],
    items: 'first-refunded',
  },
  { from: 'completed', event: 'ADDON_REFUND', to: 'completed', effects: ['refund-addon'], items: 'first-refunded' },
  // A courier delivery (item 1 here) is booked instead of issued: booking settles it, so the
  // order goes on to its documents; canceled (customer, before scheduled) or failed (courier), its
  // share is refunded. Once booked, it moves on in any later status, which stays as it is.
  { from: 'processing', event: 'DELIVERY_BOOKED', to: 'processing', effects: ['track-delivery'], items: 'main-issued' },
  {
    from: 'processing',
    event: 'DELIVERY_BOOKED',
    to: 'issued',
    effects: ['track-delivery', 'enqueue-documents'],
    items: 'last-addon',
  },
  { from: 'processing', event: 'DELIVERY_CANCELED', to: 'processing', effects: ['refund-addon'], items: 'fresh' },
  {
    from: 'processing',
    event: 'DELIVERY_CANCELED',
    to: 'issued',
    effects: ['refund-addon', 'enqueue-documents'],
    items: 'last-addon',
  },
  {
    from: 'processing',
    event: 'DELIVERY_FAILED',
    to: 'processing',
    effects: ['refund-addon', 'alert-staff'],
    items: 'main-issued',
  },
  {
    from: 'processing',
    event: 'DELIVERY_FAILED',
    to: 'issued',
    effects: ['refund-addon', 'alert-staff', 'enqueue-documents'],
    items: 'last-addon',
  },
  { from: 'paid', event: 'DELIVERY_CANCELED', to: 'paid', effects: ['refund-addon'], items: 'fresh' },
  ...(['processing', 'issued', 'failed', 'completed'] as const).flatMap((status) => [
    { from: status, event: 'DELIVERY_SCHEDULED' as const, to: status, effects: [], items: 'delivery-booked' as const },
    { from: status, event: 'DELIVERY_DELIVERED' as const, to: status, effects: [], items: 'delivery-booked' as const },
    {
      from: status,
      event: 'DELIVERY_FAILED' as const,
      to: status,
      effects: ['refund-addon', 'alert-staff'] as OrderEffect[],
      items: 'delivery-booked' as const,
    },
    {
      from: status,
      event: 'DELIVERY_CANCELED' as const,
      to: status,
      effects: ['refund-addon', 'cancel-delivery'] as OrderEffect[],
      items: 'delivery-booked' as const,
    },
  ]),
  { from: 'issued', event: 'DOCUMENTS_READY', to: 'completed', effects: ['email-customer'] },
  { from: 'issued', event: 'DOCUMENTS_FAILED', to: 'failed', effects: ['alert-staff'] },
  { from: 'failed', event: 'RETRY', to: 'paid', effects: ['enqueue-issuance'], failedStep: 'issuance' },
  { from: 'failed', event: 'RETRY', to: 'issued', effects: ['enqueue-documents'], failedStep: 'documents' },
  { from: 'paid', event: 'REFUND', to: 'refunded', effects: ['refund-payment'] },
  { from: 'failed', event: 'REFUND', to: 'refunded', effects: ['refund-payment'] },
  { from: 'processing', event: 'REFUND', to: 'refunded', effects: ['refund-payment'] },
  { from: 'expired', event: 'PAYMENT_SUCCEEDED', to: 'refunded', effects: ['refund-payment'] },
  { from: 'canceled', event: 'PAYMENT_SUCCEEDED', to: 'refunded', effects: ['refund-payment'] },
];

describe('order machine', () => {
  it('creates orders in draft and schedules the draft expiry', () => {
    expect(createOrderState()).toEqual({
      state: {
        status: 'draft',
        context: { price: null, heldPayment: null, failedStep: null, policyNumber: null, items: null },
      },
      effects: ['schedule-draft-expiry'],
    });
  });

  describe('every transition of the table', () => {
    it.each(TABLE.map((row) => [`${row.from} --${row.event}--> ${row.to}`, row] as const))('%s', (_, row) => {
      const outcome = applyOrderEvent(stateIn(row.from, row.failedStep, row.items), validEvent(row.event));
      expect(outcome).toMatchObject({ ok: true, from: row.from, to: row.to, effects: row.effects });
    });
  });

  describe('every other (status, event) pair is refused without change', () => {
    // Generated: all statuses × all event types, minus the table.
    const refused = ORDER_STATUSES.flatMap((status) =>
      ORDER_EVENT_TYPES.filter((type) => !TABLE.some((row) => row.from === status && row.event === type)).map(
        (type) => [status, type] as const,
      ),
    );

    it('covers the whole rest of the grid', () => {
      expect(refused.length + new Set(TABLE.map((row) => `${row.from}/${row.event}`)).size).toBe(
        ORDER_STATUSES.length * ORDER_EVENT_TYPES.length,
      );
    });

    it.each(refused)('%s refuses %s', (status, type) => {
      const before = stateIn(status);
      const frozen = JSON.stringify(before);
      const outcome = applyOrderEvent(before, validEvent(type));
      expect(outcome).toEqual({ ok: false, status, refusal: 'not-accepted', accepted: acceptedEvents(status) });
      expect(JSON.stringify(before)).toBe(frozen);
    });
  });

  it('publishes, per status, exactly the events of the table', () => {
    for (const status of ORDER_STATUSES) {
      const fromTable = [...new Set(TABLE.filter((row) => row.from === status).map((row) => row.event))].sort();
      expect({ status, events: [...acceptedEvents(status)].sort() }).toEqual({ status, events: fromTable });
    }
  });

  it('calls final exactly the statuses no event leaves (expired and canceled still take a late payment; a completed order’s delivery moves on)', () => {
    expect([...FINAL_STATUSES].sort()).toEqual(
      ORDER_STATUSES.filter((status) => TABLE.every((row) => row.from !== status || row.to === status)).sort(),
    );
    // A completed order takes only events that keep its status: staff item actions and a delivery's progress.
    const completedTakes = acceptedEvents('completed');
    expect(completedTakes).toEqual(expect.arrayContaining(['ADDON_REFUND', 'ADDON_RETRY']));
    expect(completedTakes.every((type) => type.startsWith('DELIVERY_') || type.startsWith('ADDON_'))).toBe(true);
    expect(acceptedEvents('refunded')).toEqual([]);
    expect(FINAL_STATUSES).not.toContain('expired');
    expect(FINAL_STATUSES).not.toContain('canceled');
  });

  describe('guards', () => {
    it('never accepts a payment whose amount or currency differs from the fixed price', () => {
      const unpaid = stateIn('unpaid');
      for (const amount of [money(1275.99, 'MDL'), money(1276, 'EUR'), money(2552, 'MDL')]) {
        const outcome = applyOrderEvent(unpaid, { ...validEvent('PAYMENT_SUCCEEDED'), amount } as OrderEvent);
        expect(outcome).toMatchObject({ ok: false, status: 'unpaid', refusal: 'payment-mismatch' });
      }
    });

    it('refuses a confirmation without a price', () => {
      expect(
        applyOrderEvent(stateIn('draft'), { type: 'CONFIRM', actor: system, price: money(0, 'MDL') }),
      ).toMatchObject({
        ok: false,
        refusal: 'price-required',
      });
    });

    it('takes RETRY and REFUND only from staff, with a reason', () => {
      const customer = { kind: 'customer', id: 'anon-1' } as const;
      expect(applyOrderEvent(stateIn('failed'), { type: 'RETRY', actor: customer, reason: 'please' })).toMatchObject({
        ok: false,
        refusal: 'staff-reason-required',
      });
      expect(applyOrderEvent(stateIn('failed'), { type: 'RETRY', actor: staff, reason: '  ' })).toMatchObject({
        ok: false,
        refusal: 'staff-reason-required',
      });
      expect(applyOrderEvent(stateIn('paid'), { type: 'REFUND', actor: system, reason: 'x' })).toMatchObject({
        ok: false,
      });
    });

    it('refunds a processing order only while its main item is not issued', () => {
      const refund = validEvent('REFUND');
      expect(applyOrderEvent(stateIn('processing', 'issuance', 'fresh'), refund)).toMatchObject({
        ok: true,
        to: 'refunded',
        state: { context: { heldPayment: null } },
      });
      expect(applyOrderEvent(stateIn('processing', 'issuance', 'main-issued'), refund)).toMatchObject({
        ok: false,
        status: 'processing',
      });
      expect(
        applyOrderEvent(stateIn('processing'), {
          type: 'REFUND',
          actor: { kind: 'customer', id: 'anon-1' },
          reason: 'x',
        }),
      ).toMatchObject({ ok: false });
    });

    it('takes staff item actions only from staff with a reason, on an add-on in the state the action needs', () => {
      const customer = { kind: 'customer', id: 'anon-1' } as const;
      const issued = stateIn('issued', 'issuance', 'first-refunded');
      expect(applyOrderEvent(issued, { ...validEvent('ADDON_REFUND'), actor: customer })).toMatchObject({
        ok: false,
        refusal: 'staff-reason-required',
      });
      expect(applyOrderEvent(issued, { type: 'ADDON_REFUND', actor: staff, item: 2, reason: ' ' })).toMatchObject({
        ok: false,
        refusal: 'staff-reason-required',
      });
      // The main item (0), an item the order has not (3), an add-on already refunded: refused.
      for (const item of [0, 3, 1]) {
        expect(applyOrderEvent(issued, { type: 'ADDON_REFUND', actor: staff, item, reason: 'x' })).toMatchObject({
          ok: false,
          refusal: 'item-not-issued',
        });
      }
      // An issued add-on is not issued again; a pending one before the main policy is not either.
      expect(applyOrderEvent(issued, { type: 'ADDON_RETRY', actor: staff, item: 2, reason: 'x' })).toMatchObject({
        ok: false,
      });
      expect(
        applyOrderEvent(stateIn('processing', 'issuance', 'fresh'), {
          type: 'ADDON_RETRY',
          actor: staff,
          item: 1,
          reason: 'x',
        }),
      ).toMatchObject({ ok: false, refusal: 'item-not-issued' });
      // Refunded once: the item is refunded, the rest and the status unchanged.
      const refunded = applyOrderEvent(issued, validEvent('ADDON_REFUND'));
      expect(refunded).toMatchObject({ ok: true, to: 'issued', effects: ['refund-addon'] });
      if (!refunded.ok) return;
      expect(refunded.state.context.items?.map((entry) => entry.status)).toEqual(['issued', 'refunded', 'refunded']);
      expect(refunded.state.context.heldPayment).toEqual(issued.context.heldPayment);
      expect(applyOrderEvent(refunded.state, validEvent('ADDON_REFUND'))).toMatchObject({ ok: false });
      // A single-item order has no add-on to act on.
      expect(applyOrderEvent(stateIn('completed'), validEvent('ADDON_REFUND'))).toMatchObject({ ok: false });
    });

    it('returns a retried order to the step that failed', () => {
      const retry = validEvent('RETRY');
      const afterIssuance = applyOrderEvent(stateIn('failed', 'issuance'), retry);
      const afterDocuments = applyOrderEvent(stateIn('failed', 'documents'), retry);
      expect(afterIssuance).toMatchObject({ ok: true, to: 'paid', state: { context: { failedStep: null } } });
      expect(afterDocuments).toMatchObject({ ok: true, to: 'issued', state: { context: { failedStep: null } } });
    });
  });

  describe('invariants under random event sequences (fast-check)', () => {
    const actor = fc.constantFrom(
      { kind: 'customer', id: 'anon-1' } as const,
      { kind: 'staff', id: 'staff-1' } as const,
      { kind: 'system' } as const,
      { kind: 'partner', id: 'card' } as const,
    );
    const amount = fc.constantFrom(price, money(1, 'MDL'), money(1276, 'EUR'));
    const event: fc.Arbitrary<OrderEvent> = fc.oneof(
      fc.record({ type: fc.constant('UPDATE' as const), actor }),
      fc.record({ type: fc.constant('CONFIRM' as const), actor, price: fc.constant(price) }),
      fc.record({
        type: fc.constant('PAYMENT_SUCCEEDED' as const),
        actor,
        provider: fc.constant('card'),
        transactionId: fc.string({ minLength: 1, maxLength: 6 }),
        amount,
      }),
      fc.record({ type: fc.constant('PAYMENT_FAILED' as const), actor, provider: fc.constant('card') }),
      fc.record({
        type: fc.constantFrom(
          'EXPIRE' as const,
          'CANCEL' as const,
          'ISSUANCE_STARTED' as const,
          'DOCUMENTS_READY' as const,
        ),
        actor,
      }),
      fc.record({
        type: fc.constant('ADDON_ISSUED' as const),
        actor,
        item: fc.integer({ min: 0, max: 3 }),
        number: fc.constant('RO1'),
      }),
      fc.record({
        type: fc.constant('ADDON_FAILED' as const),
        actor,
        item: fc.integer({ min: 0, max: 3 }),
        reason: fc.constant('down'),
      }),
      fc.record({
        type: fc.constant('DELIVERY_BOOKED' as const),
        actor,
        item: fc.integer({ min: 0, max: 3 }),
        reference: fc.constant('CUR-1'),
      }),
      fc.record({
        type: fc.constantFrom(
          'DELIVERY_SCHEDULED' as const,
          'DELIVERY_DELIVERED' as const,
          'DELIVERY_CANCELED' as const,
        ),
        actor,
        item: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({
        type: fc.constant('DELIVERY_FAILED' as const),
        actor,
        item: fc.integer({ min: 0, max: 3 }),
        reason: fc.constant('courier down'),
      }),
      fc.record({ type: fc.constant('POLICY_ISSUED' as const), actor, policyNumber: fc.constant('IAI123456ABC') }),
      fc.record({
        type: fc.constantFrom(
          'ISSUANCE_FAILED' as const,
          'DOCUMENTS_FAILED' as const,
          'RETRY' as const,
          'REFUND' as const,
        ),
        actor,
        reason: fc.constantFrom('', 'insurer down'),
      }),
    );

    /**
     * Mostly an event the current status accepts (read from the machine), well-formed or with one
     * flaw (a wrong amount, no staff, no price); sometimes any event at all. Leaving the happy path
     * (expiry, cancellation, refund) is drawn one time in eleven, or most sequences would end in
     * draft or unpaid (and, since staff may refund a processing order, few orders with add-ons
     * would complete whole); random events alone almost never got past unpaid.
     */
    type Step =
      { kind: 'accepted'; pick: number; leave: boolean; flawed: boolean } | { kind: 'any'; event: OrderEvent };
    // A delivery canceled or failed leaves the happy path too (its share is refunded).
    const LEAVING: OrderEventType[] = ['EXPIRE', 'CANCEL', 'REFUND', 'DELIVERY_CANCELED', 'DELIVERY_FAILED'];
    // Staff actions on one add-on are rarer still (a third of the leaving draws): they are the
    // exception, and drawn more often they would leave few orders completed with every add-on.
    const STAFF_ITEM: OrderEventType[] = ['ADDON_RETRY', 'ADDON_REFUND'];
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          kind: fc.constant('accepted' as const),
          pick: fc.nat(),
          leave: fc.oneof({ weight: 10, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
          flawed: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
        }),
      },
      { weight: 1, arbitrary: event.map((any) => ({ kind: 'any' as const, event: any })) },
    );

    function flawed(type: OrderEventType): OrderEvent {
      const valid = validEvent(type);
      switch (valid.type) {
        case 'PAYMENT_SUCCEEDED':
          return { ...valid, amount: money(1, 'MDL') };
        case 'CONFIRM':
          return { ...valid, price: money(0, 'MDL') };
        case 'RETRY':
        case 'REFUND':
        case 'ADDON_RETRY':
        case 'ADDON_REFUND':
          return { ...valid, actor: { kind: 'customer', id: 'anon-1' } };
        default:
          return valid;
      }
    }

    function eventFor(state: OrderMachineState, next: Step): OrderEvent {
      if (next.kind === 'any') return next.event;
      const all = acceptedEvents(state.status);
      const staffItem = all.filter((type) => STAFF_ITEM.includes(type));
      if (next.leave && staffItem.length && next.pick % 3 === 0) {
        const type = staffItem[Math.floor(next.pick / 3) % staffItem.length];
        return next.flawed ? flawed(type) : validEvent(type);
      }
      const accepted = all.filter((type) => !STAFF_ITEM.includes(type));
      const staying = accepted.filter((type) => !LEAVING.includes(type));
      const leaving = accepted.filter((type) => LEAVING.includes(type));
      const pool = (next.leave && leaving.length) || !staying.length ? leaving : staying;
      if (pool.length === 0) return validEvent(ORDER_EVENT_TYPES[next.pick % ORDER_EVENT_TYPES.length]);
      const type = pool[next.pick % pool.length];
      return next.flawed ? flawed(type) : validEvent(type);
    }

    /** Plain checks in the hot loop (jest's expect is slow there); fast-check reports the failing sequence. */
    function check(holds: boolean, what: string): void {
      if (!holds) throw new Error(`invariant broken: ${what}`);
    }

    it('moves only along the table, keeps no money without a policy, and completes with one policy and documents', () => {
      const reached = { completed: 0, failed: 0, retried: 0, refunded: 0, expired: 0, canceled: 0 };
      fc.assert(
        fc.property(fc.array(step, { maxLength: 60, size: 'max' }), (steps) => {
          let { state } = createOrderState();
          let policies = 0;
          let documentsReady = false;
          // Payments taken minus payments given back.
          let moneyKept = 0;
          const seen = new Set<string>();
          for (const next of steps) {
            const event = eventFor(state, next);
            const before = JSON.stringify(state);
            const outcome = applyOrderEvent(state, event);
            if (!outcome.ok) {
              check(outcome.status === state.status && JSON.stringify(state) === before, 'a refusal changes nothing');
              continue;
            }
            check(
              TABLE.some((row) => row.from === outcome.from && row.event === event.type && row.to === outcome.to),
              `${outcome.from} --${event.type}--> ${outcome.to} is in the table`,
            );
            if (event.type === 'POLICY_ISSUED') policies += 1;
            if (event.type === 'DOCUMENTS_READY') documentsReady = true;
            if (event.type === 'PAYMENT_SUCCEEDED') moneyKept += 1;
            if (event.type === 'RETRY') seen.add('retried');
            moneyKept -= outcome.effects.filter((effect) => effect === 'refund-payment').length;
            state = outcome.state;
            seen.add(state.status);
            if (['expired', 'canceled', 'refunded'].includes(state.status)) {
              check(moneyKept === 0 && state.context.heldPayment === null, `no money kept in ${state.status}`);
            }
            if (state.status === 'completed') {
              check(policies === 1 && state.context.policyNumber !== null, 'completed with exactly one policy');
              check(documentsReady, 'completed with its documents');
              check(moneyKept === 1 && state.context.heldPayment !== null, 'completed holding its one payment');
            }
          }
          for (const key of Object.keys(reached) as (keyof typeof reached)[]) if (seen.has(key)) reached[key] += 1;
        }),
        { numRuns: 2000 },
      );
      // The sequences do reach the far end of the table (each in at least 5% of the runs; about
      // 19–22% for completed, failed and RETRY, 58% for refunded), not only draft and unpaid.
      expect(Object.entries(reached).filter(([, runs]) => runs < 100)).toEqual([]);
    });

    /** The same steps for an order of a policy and two add-ons: CONFIRM fixes a price per item, add-on events name any item. */
    function itemEventFor(state: OrderMachineState, next: Step, item: number): OrderEvent {
      const event = eventFor(state, next);
      if (event.type === 'CONFIRM' && event.price.minor > 0) return { ...event, itemPrices: ITEM_PRICES };
      if (!('item' in event)) return event;
      // Item 1 is an add-on its issuer issues, item 2 the courier's delivery (as the worker sends
      // them); 0 and 3 are drawn too, and must be refused.
      if (item === 1 || item === 2) return { ...event, item: event.type.startsWith('DELIVERY_') ? 2 : 1 };
      return { ...event, item };
    }

    it('with add-ons, a courier delivery and staff item actions: keeps exactly the price of the items issued or delivered (or under way), issues or books no item twice, refunds no share twice', () => {
      const reached = {
        completedWithRefund: 0,
        completedWhole: 0,
        refunded: 0,
        failed: 0,
        delivered: 0,
        deliveryCanceled: 0,
        staffItemRefund: 0,
      };
      fc.assert(
        fc.property(
          fc.array(fc.tuple(step, fc.integer({ min: 0, max: 3 })), { maxLength: 80, size: 'max' }),
          (steps) => {
            let { state } = createOrderState();
            const issued = [0, 0, 0];
            const refundedShares = [0, 0, 0];
            // Issued, then refunded by staff: no longer an item kept.
            const given = [false, false, false];
            let moneyKept = 0;
            const seen = new Set<string>();
            for (const [next, item] of steps) {
              const event = itemEventFor(state, next, item);
              const before = JSON.stringify(state);
              const outcome = applyOrderEvent(state, event);
              if (!outcome.ok) {
                check(JSON.stringify(state) === before, 'a refusal changes nothing');
                continue;
              }
              if (event.type === 'POLICY_ISSUED') issued[0] += 1;
              if (event.type === 'ADDON_ISSUED' || event.type === 'DELIVERY_BOOKED') issued[event.item] += 1;
              if (event.type === 'ADDON_REFUND') {
                check(issued[event.item] === 1 && !given[event.item], 'staff refund only an add-on issued and kept');
                check(outcome.to === outcome.from, 'a staff item action keeps the status');
                given[event.item] = true;
                seen.add('staffItemRefund');
              }
              if (event.type === 'ADDON_RETRY') {
                check(outcome.to === outcome.from, 'a staff item action keeps the status');
                check(!outcome.effects.includes('refund-addon'), 'a retry gives back no new share');
              }
              if (event.type === 'PAYMENT_SUCCEEDED') moneyKept += event.amount.minor;
              for (const effect of outcome.effects) {
                // The order's refund gives back what is left of the payment; an add-on's, its share.
                if (effect === 'refund-payment') moneyKept = 0;
                if (effect === 'refund-addon' && 'item' in event) {
                  moneyKept -= ITEM_PRICES[event.item].minor;
                  refundedShares[event.item] += 1;
                }
              }
              state = outcome.state;
              check(
                issued.every((count) => count <= 1),
                'no item issued twice',
              );
              check(
                refundedShares.every((count) => count <= 1),
                'no share refunded twice',
              );
              const items = state.context.items;
              if (['issued', 'completed'].includes(state.status)) {
                check(items !== null && items !== undefined, 'an order with add-ons keeps its items');
                check(
                  items!.every((entry) => entry.status !== 'pending'),
                  `no item pending in ${state.status}`,
                );
                // A delivery under way keeps its share until it is delivered, or canceled and refunded.
                const issuedPrice = items!
                  .filter((entry) => ITEM_KEPT.includes(entry.status))
                  .reduce((sum, entry) => sum + entry.price.minor, 0);
                check(
                  moneyKept === issuedPrice,
                  `money kept (${moneyKept}) is the price of the items issued or delivered (${issuedPrice})`,
                );
                check(
                  items!.every(
                    (entry, index) => !ITEM_KEPT.includes(entry.status) || (issued[index] === 1 && !given[index]),
                  ),
                  'an item is kept only once issued or booked, and not once staff gave its share back',
                );
              }
              if (['expired', 'canceled', 'refunded'].includes(state.status)) {
                check(moneyKept === 0, `no money kept in ${state.status}`);
              }
              seen.add(state.status);
              if (items?.some((entry) => entry.status === 'delivered')) seen.add('delivered');
              if (items?.some((entry) => entry.status === 'canceled')) seen.add('deliveryCanceled');
              if (state.status === 'completed') {
                seen.add(refundedShares.some((count) => count > 0) ? 'completedWithRefund' : 'completedWhole');
              }
            }
            for (const key of Object.keys(reached) as (keyof typeof reached)[]) if (seen.has(key)) reached[key] += 1;
          },
        ),
        // More runs than the single-item test: the delivery's own exits and the staff item events
        // make some ends rare (a staff refund of an add-on kept about 100 times in 8000 runs, a
        // whole completion about 300; the 40 asked below stay well under both).
        { numRuns: 8000 },
      );
      // Both ends are reached: completed with every add-on, completed with one refunded, refunded,
      // a delivery delivered and one canceled.
      expect(Object.entries(reached).filter(([, runs]) => runs < 40)).toEqual([]);
      // A few seconds alone; more on a loaded machine.
    }, 60_000);
  });
});
