import { Inject, Injectable } from '@nestjs/common';
import {
  acceptedEvents,
  applyOrderEvent,
  createOrderState,
  IN_FLIGHT_STATUSES,
  manualIssuanceDue,
  type Actor,
  type OrderEffect,
  type OrderEvent,
  type OrderStatus,
  type ProductType,
  type TransitionOutcome,
} from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import {
  AddonItemRepository,
  OrderRepository,
  PaymentRepository,
  Transactions,
  type OrderEntity,
  type OrderItem,
  type TransitionWrite,
  type Transaction,
} from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { orderTransitions } from '../metrics/orchestration-metrics';
import { outboxRows, writeOutbox } from '../outbox/outbox-writer';
import { StatusPublisher } from '../status/status-publisher';
import { planEffects, type OrderFieldChanges, type OutboxRequest } from './effects';
import { EventRefusedError, OrderNotFoundError, StaleOrderError } from './order-errors';
import { newOrderNumber } from './order-number';

/** Fields a command may change together with its transition (the API lists which per action). */
export type OrderPatch = Partial<
  Pick<
    OrderEntity,
    | 'items'
    | 'productTypes'
    | 'contact'
    | 'billing'
    | 'lang'
    | 'offers'
    | 'chosenOffer'
    | 'insurer'
    | 'consents'
    | 'seller'
    | 'lastError'
  >
>;

export interface ApplyOptions {
  reason?: string;
  /** Refuse with StaleOrderError unless the order is at this version (optimistic commands). */
  expectedVersion?: number;
  /** Event data for the log; ids, amounts and numbers only. */
  payload?: Record<string, unknown>;
  patch?: OrderPatch;
  /** Writes made exactly when this transition is, by its own statement (an issued policy). */
  alsoWrite?: TransitionWrite[];
  /**
   * Without the row lock, write only if the event takes the order into this status (the writes
   * above assume it: a payment applied only when it pays the order); otherwise nothing is written.
   */
  into?: OrderStatus;
}

export interface CreateOrderInput {
  items: OrderItem[];
  contact?: OrderEntity['contact'];
  billing?: OrderEntity['billing'];
  seller?: string | null;
  lang?: Locale;
  authorUid: string;
}

export type AppliedTransition = Extract<TransitionOutcome, { ok: true }> & { order: OrderEntity };

/** A locked order inside one database transaction; transitions applied here commit together. */
export interface OrderScope {
  /** The transaction, for repository writes that must commit with the transition. */
  readonly tx: Transaction;
  readonly order: OrderEntity;
  /** Applies an event; a refusal is returned (not thrown) so the caller can still commit its own writes. */
  apply(event: OrderEvent, options?: ApplyOptions): Promise<TransitionOutcome>;
  /** Writes outbox rows that are not effects of a transition (e.g. refunding a surplus payment). */
  enqueue(requests: OutboxRequest[]): Promise<void>;
}

const UNIQUE_VIOLATION = '23505';

/** Reads of the order before trying the locked way, when other transitions keep coming first. */
const OPTIMISTIC_ATTEMPTS = 3;

/** Effects that read or write rows besides the order's (payments, add-ons): decided under its row lock. */
const EFFECTS_UNDER_LOCK: readonly OrderEffect[] = ['refund-payment', 'refund-addon', 'retry-addon-refund'];

/**
 * The one way an order changes (ARCHITECTURE.md "How a transition happens"): the machine computes
 * the next state, and the order row, its order_events row and one outbox row per side effect are
 * written in one statement, which takes effect only if the order is still at the version decided
 * on. A lone event needs no transaction (applyOptimistically); a command that writes other rows
 * with it runs in one transaction on the locked row (withOrder). Concurrent events on one order
 * never both apply to the same version; a refused event changes nothing. Used by the API and workers.
 */
@Injectable()
export class OrderService {
  constructor(
    private readonly transactions: Transactions,
    private readonly orders: OrderRepository,
    private readonly payments: PaymentRepository,
    private readonly addons: AddonItemRepository,
    private readonly publisher: StatusPublisher,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async find(orderId: string): Promise<OrderEntity | null> {
    return this.orders.find(orderId);
  }

  async get(orderId: string): Promise<OrderEntity> {
    const order = await this.find(orderId);
    if (!order) throw new OrderNotFoundError(orderId);
    return order;
  }

  /** Notes the last error of a step that will be retried (shown in the console); no transition. */
  async noteError(orderId: string, message: string, tx?: Transaction): Promise<void> {
    await this.orders.update(orderId, { lastError: message.slice(0, 2000) }, tx);
  }

  /**
   * Hands an order in processing to an operator, because its issuer's API could not issue it (down,
   * timed out, refused automatic issuance): records since when, why and the deadline promised to
   * the customer (manualIssuanceDue: working hours or the next morning), alerts staff, and bumps
   * the version so the order page, following the status stream, reads the promise at once. Once
   * only: an order already handed over keeps its deadline; any other status hands nothing over.
   */
  async handToOperator(
    orderId: string,
    reason: string,
    at = new Date(),
  ): Promise<{ handed: boolean; due: Date | null }> {
    let published: OrderEntity | undefined;
    const result = await this.withOrder(orderId, async ({ tx, order, enqueue }) => {
      if (order.status !== 'processing') return { handed: false, due: null };
      if (order.manualIssuanceDue) return { handed: false, due: order.manualIssuanceDue };
      const { due } = manualIssuanceDue(at);
      Object.assign(order, {
        manualIssuanceSince: at,
        manualIssuanceDue: due,
        manualIssuanceReason: reason.slice(0, 500),
        lastError: reason.slice(0, 2000),
        version: order.version + 1,
        updatedAt: at,
      });
      await this.orders.update(
        orderId,
        {
          manualIssuanceSince: order.manualIssuanceSince,
          manualIssuanceDue: order.manualIssuanceDue,
          manualIssuanceReason: order.manualIssuanceReason,
          lastError: order.lastError,
          version: order.version,
          updatedAt: order.updatedAt,
        },
        tx,
      );
      await enqueue([{ jobName: 'staff-alert', payload: { orderId, subject: 'manual-issuance-needed' } }]);
      published = order;
      return { handed: true, due };
    });
    // Same status, new version: the order page reads the order again and shows the promise.
    if (published) void this.publisher.publish(statusChangeOf(published));
    return result;
  }

  /** CREATE: a new draft, its first event and the draft-expiry job. */
  async create(input: CreateOrderInput, actor: Actor): Promise<OrderEntity> {
    if (input.items.length === 0) throw new Error('an order needs at least one item');
    for (let attempt = 0; ; attempt++) {
      try {
        const order = await this.insertDraft(input, actor);
        this.afterCommit([committedOf(order, null, 'CREATE')]);
        return order;
      } catch (error) {
        // Two orders drew the same number: draw again.
        const isNumberClash =
          (error as { code?: string }).code === UNIQUE_VIOLATION &&
          /number/.test((error as { detail?: string }).detail ?? '');
        if (isNumberClash && attempt < 5) continue;
        throw error;
      }
    }
  }

  /**
   * The order, its first event and its effects' outbox rows in one statement (recordCreation). It
   * needs no transaction of its own: PostgreSQL commits one statement whole or not at all, and
   * BEGIN and COMMIT would be two more round trips.
   */
  private insertDraft(input: CreateOrderInput, actor: Actor): Promise<OrderEntity> {
    const product: ProductType = input.items[0].type;
    const { state, effects } = createOrderState();
    const now = new Date();
    const id = this.orders.newId();
    const plan = planEffects(effects, { orderId: id, now, draftTtlDays: this.config.DRAFT_TTL_DAYS });
    const productTypes = [...new Set(input.items.map((item) => item.type))];
    return this.orders.recordCreation(
      {
        id,
        number: newOrderNumber(product),
        status: state.status,
        productTypes,
        insuranceType: product,
        items: input.items,
        contact: input.contact ?? null,
        billing: input.billing ?? null,
        seller: input.seller ?? null,
        lang: input.lang ?? 'ro',
        authorUid: input.authorUid,
        machineSnapshot: state,
        version: 1,
        createdAt: now,
        updatedAt: now,
        statusChangedAt: now,
        ...plan.order,
      },
      {
        orderId: id,
        seq: 1,
        event: 'CREATE',
        fromStatus: null,
        toStatus: state.status,
        actorKind: actor.kind,
        actorId: actor.id ?? null,
        payload: { products: productTypes },
      },
      outboxRows(plan.outbox, id),
    );
  }

  /** Applies one event; throws EventRefusedError (nothing changed) when the machine refuses it. */
  async apply(orderId: string, event: OrderEvent, options: ApplyOptions = {}): Promise<AppliedTransition> {
    return this.applyTo(orderId, () => ({ event, options }));
  }

  /**
   * Applies the event `decide` makes from the order: a command's checks (who may change it, which
   * offer it names) read the row it changes. What `decide` throws changes nothing; a refusal throws
   * EventRefusedError as apply does.
   */
  async applyTo(
    orderId: string,
    decide: (order: OrderEntity) => { event: OrderEvent; options?: ApplyOptions },
  ): Promise<AppliedTransition> {
    return this.applyOptimistically(orderId, null, decide);
  }

  /**
   * Applies one event to an order the caller has just read, saving a read: when the order has
   * changed since (or the event is refused), it is read again and the event decided afresh.
   */
  async applyFrom(read: OrderEntity, event: OrderEvent, options: ApplyOptions = {}): Promise<AppliedTransition> {
    return this.applyOptimistically(read.id, read, () => ({ event, options }));
  }

  /**
   * Applies one event to the order exactly as the caller read it, in one statement without a
   * transaction, or writes nothing and answers null: when the order moved on since, a required
   * write found no row, a row broke a unique constraint, the machine refused, or the transition
   * needs the row lock (see ApplyOptions.into). The caller then takes the locked way (withOrder),
   * which decides afresh.
   */
  async applyAsRead(read: OrderEntity, event: OrderEvent, options: ApplyOptions): Promise<AppliedTransition | null> {
    const outcome = await this.transition(read, event, options).catch((error: unknown) => {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    });
    if (outcome === null || outcome === 'moved-on' || outcome === 'needs-lock' || !outcome.ok) return null;
    this.afterCommit([committedOf(read, outcome.from, event.type)]);
    return { ...outcome, order: read };
  }

  /**
   * One transition without a transaction (two round trips instead of four: read, then one
   * statement that writes only if the order is still at the version read, see recordTransition),
   * read and decided again when another transition came first. A transition whose effects read or
   * write other rows (refunds), or an order that keeps changing under it, takes the locked way.
   * Either way the outcome is the one the locked way would give at the moment of the write.
   */
  private async applyOptimistically(
    orderId: string,
    read: OrderEntity | null,
    decide: (order: OrderEntity) => { event: OrderEvent; options?: ApplyOptions },
  ): Promise<AppliedTransition> {
    let order = read;
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      order ??= await this.orders.find(orderId);
      if (!order) throw new OrderNotFoundError(orderId);
      const { event, options = {} } = decide(order);
      const outcome = await this.transition(order, event, options);
      if (outcome === 'needs-lock') break;
      if (outcome === 'moved-on' || (!outcome.ok && order === read)) {
        order = null; // read again: another transition came first, or the caller's read was older
        continue;
      }
      if (!outcome.ok)
        throw new EventRefusedError(orderId, event.type, outcome.status, outcome.refusal, outcome.accepted);
      this.afterCommit([committedOf(order, outcome.from, event.type)]);
      return { ...outcome, order };
    }
    return this.withOrder(orderId, async (scope) => {
      const { event, options } = decide(scope.order);
      const outcome = await scope.apply(event, options);
      if (!outcome.ok)
        throw new EventRefusedError(orderId, event.type, outcome.status, outcome.refusal, outcome.accepted);
      return { ...outcome, order: scope.order };
    });
  }

  /**
   * Runs `work` in one transaction with the order row locked (SELECT … FOR UPDATE), so concurrent
   * commands on one order run one after the other. Transitions are published after the commit.
   */
  async withOrder<T>(orderId: string, work: (scope: OrderScope) => Promise<T>): Promise<T> {
    const committed: CommittedTransition[] = [];
    const result = await this.transactions.run(async (tx) => {
      const order = await this.orders.lock(orderId, tx);
      if (!order) throw new OrderNotFoundError(orderId);
      const scope: OrderScope = {
        tx,
        order,
        apply: async (event, options = {}) => {
          const outcome = await this.transition(order, event, options, tx);
          if (outcome === 'needs-lock' || outcome === 'moved-on')
            throw new Error(`order ${order.id}: changed while its row was locked`);
          // Taken now: a later transition in the same scope changes the order again.
          if (outcome.ok) committed.push(committedOf(order, outcome.from, event.type));
          return outcome;
        },
        enqueue: (requests) => this.insertOutbox(tx, order.id, requests),
      };
      return work(scope);
    });
    this.afterCommit(committed);
    return result;
  }

  /**
   * Decides and writes one transition of `order` (updated in place once written). In `tx`, which
   * holds the order's row lock, it always writes. Without one it writes only if the order is still
   * at the version read and answers 'moved-on' otherwise, or 'needs-lock' when its effects read or
   * write other rows (refunds), before writing anything.
   */
  private async transition(
    order: OrderEntity,
    event: OrderEvent,
    options: ApplyOptions,
    tx?: Transaction,
  ): Promise<TransitionOutcome | 'moved-on' | 'needs-lock'> {
    if (options.expectedVersion !== undefined && options.expectedVersion !== order.version) {
      throw new StaleOrderError(order.id, options.expectedVersion, order.version);
    }
    const before = order.machineSnapshot;
    const outcome = applyOrderEvent(before, event);
    if (!outcome.ok) return outcome;
    if (!tx && outcome.effects.some((effect) => EFFECTS_UNDER_LOCK.includes(effect))) return 'needs-lock';
    if (!tx && options.into !== undefined && outcome.to !== options.into) return 'needs-lock';

    const now = new Date();
    const refundPaymentId = outcome.effects.includes('refund-payment')
      ? await this.paymentToRefund(tx!, order.id, event, before.context.heldPayment)
      : undefined;
    const refundAddon =
      outcome.effects.includes('refund-addon') && 'item' in event
        ? {
            paymentId: await this.paymentToRefund(tx!, order.id, event, before.context.heldPayment),
            item: event.item,
          }
        : undefined;
    const refundAgain =
      outcome.effects.includes('retry-addon-refund') && event.type === 'ADDON_RETRY'
        ? await this.failedAddonRefund(tx!, order, event.item, now)
        : undefined;
    const plan = planEffects(outcome.effects, {
      orderId: order.id,
      now,
      draftTtlDays: this.config.DRAFT_TTL_DAYS,
      sentByStaff: event.actor.kind === 'staff',
      refundPaymentId,
      refundAddon: refundAddon ?? refundAgain,
      // POLICY_ISSUED issues every add-on; a staff retry, the one it names.
      addonItems: outcome.effects.includes('enqueue-addon-issuance')
        ? event.type === 'ADDON_RETRY'
          ? [event.item]
          : order.items.map((_, index) => index).slice(1)
        : undefined,
      deliveryItems: deliveryIndexes(order),
      deliveryItem: 'item' in event ? event.item : undefined,
      deliveryPollMs: this.config.COURIER_POLL_MS,
      previousDeadline: ['draft', 'unpaid'].includes(order.status) ? order.deadline : null,
    });
    const changes: OrderFieldChanges & Partial<OrderEntity> = {
      ...options.patch,
      ...plan.order,
      status: outcome.to,
      machineSnapshot: outcome.state,
      version: order.version + 1,
      updatedAt: now,
    };
    if (event.type === 'CONFIRM') {
      changes.priceMinor = event.price.minor;
      changes.priceCurrency = event.price.currency;
    }
    if (event.type === 'ISSUANCE_FAILED' || event.type === 'DOCUMENTS_FAILED') changes.lastError = event.reason;
    if (event.type === 'RETRY') changes.lastError = null;
    if (outcome.to !== outcome.from) changes.statusChangedAt = now;
    const inFlight = (status: OrderStatus) => IN_FLIGHT_STATUSES.includes(status);
    if (inFlight(outcome.to) && !inFlight(outcome.from)) changes.inFlightSince = now;
    if (!inFlight(outcome.to)) changes.inFlightSince = null;
    // A completed order's delivery moves on without completing it again.
    if (outcome.to === 'completed' && outcome.from !== 'completed') changes.completedAt = now;
    // The payment applied: the moment the issuance request and the documents are made as of.
    if (event.type === 'PAYMENT_SUCCEEDED' && outcome.to === 'paid' && !order.paidAt) changes.paidAt = now;

    if (refundAddon) {
      // The share to give back, recorded with the decision (once per add-on).
      const recorded = await this.addons.recordRefund(
        {
          orderId: order.id,
          item: refundAddon.item,
          product: order.items[refundAddon.item].type,
          paymentId: refundAddon.paymentId,
          share: outcome.state.context.items![refundAddon.item].price,
          at: now,
        },
        tx!,
      );
      if (!recorded)
        throw new Error(`order ${order.id}: the share of item ${refundAddon.item} is already being given back`);
    }
    if (refundPaymentId) {
      await this.payments.markRefundPending(refundPaymentId, tx!, now);
    }
    // The order row, its event and its effects' outbox rows in one statement.
    const written = await this.orders.recordTransition(
      order.id,
      order.version,
      changes,
      {
        orderId: order.id,
        event: event.type,
        fromStatus: outcome.from,
        toStatus: outcome.to,
        actorKind: event.actor.kind,
        actorId: event.actor.id ?? null,
        reason: options.reason ?? ('reason' in event ? (event.reason ?? null) : null),
        payload: { ...eventData(event), ...options.payload },
        // The same instant as the order's updated_at (and paid_at when the payment is applied).
        createdAt: now,
      },
      outboxRows(plan.outbox, order.id),
      tx,
      options.alsoWrite,
    );
    if (!written) return 'moved-on';
    Object.assign(order, changes);
    return outcome;
  }

  /**
   * A refunded add-on whose refund failed, set pending again (the refund-addon job runs again with
   * the same share and key). Anything else throws: the machine cannot tell a failed refund from a
   * pending or done one, and a retry must never ask for a refund that may still succeed.
   */
  private async failedAddonRefund(
    tx: Transaction,
    order: OrderEntity,
    item: number,
    now: Date,
  ): Promise<{ paymentId: string; item: number }> {
    const orderId = order.id;
    const paymentId = await this.addons.retryFailedRefund(orderId, item, now, tx);
    if (!paymentId) {
      throw new EventRefusedError(
        orderId,
        'ADDON_RETRY',
        order.status,
        'item-not-issued',
        acceptedEvents(order.status),
      );
    }
    return { paymentId, item };
  }

  /** The payment a refund-payment effect gives back: the late payment itself, or the one we hold. */
  private async paymentToRefund(
    tx: Transaction,
    orderId: string,
    event: OrderEvent,
    held: { provider: string; transactionId: string } | null,
  ): Promise<string> {
    const target =
      event.type === 'PAYMENT_SUCCEEDED' ? { provider: event.provider, transactionId: event.transactionId } : held;
    if (!target) throw new Error(`order ${orderId}: nothing to refund`);
    const payment = await this.payments.findOrderTransaction(orderId, target.provider, target.transactionId, tx);
    if (!payment)
      throw new Error(`order ${orderId}: payment ${target.provider}/${target.transactionId} is not recorded`);
    return payment.id;
  }

  private insertOutbox(tx: Transaction, orderId: string, requests: OutboxRequest[]): Promise<void> {
    return writeOutbox(tx, requests, orderId);
  }

  private afterCommit(transitions: CommittedTransition[]): void {
    for (const { from, event, ...change } of transitions) {
      orderTransitions.inc({ from: from ?? 'none', to: change.status, event });
      void this.publisher.publish(change);
    }
  }
}

/** The order's courier deliveries (item indexes ≥ 1): booked with the courier instead of issued. */
function deliveryIndexes(order: Pick<OrderEntity, 'items'>): number[] {
  return order.items.flatMap((item, index) => (index > 0 && item.type === 'courier-delivery' ? [index] : []));
}

/** One committed transition as it was when applied: what the metrics count and the status push says. */
interface CommittedTransition {
  orderId: string;
  from: OrderStatus | null;
  status: OrderStatus;
  event: string;
  version: number;
  at: string;
}

function committedOf(order: OrderEntity, from: OrderStatus | null, event: string): CommittedTransition {
  return { ...statusChangeOf(order), from, event };
}

/** What the status push says of an order as it is now. */
function statusChangeOf(order: OrderEntity) {
  return { orderId: order.id, status: order.status, version: order.version, at: order.updatedAt.toISOString() };
}

/** The event's own data for the log: everything but the actor and reason (recorded in columns). */
function eventData(event: OrderEvent): Record<string, unknown> {
  const { type: _type, actor: _actor, ...rest } = event as OrderEvent & { reason?: string };
  delete (rest as { reason?: string }).reason;
  return rest;
}
