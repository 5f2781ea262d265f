import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  acceptedEvents,
  ACTION_PERMISSIONS,
  ITEM_ACTION_PERMISSIONS,
  can,
  addCalendarDays,
  calendarDay,
  chisinauDayOf,
  chisinauMidnight,
  coverDays,
  DomainError,
  endOfCover,
  issuanceSubjectFor,
  issuingTimeSeconds,
  isIssuedNumber,
  underwritingFactsSchema,
  type CustomerData,
  type UnderwritingOrder,
  requestedPeriod,
  normalizeIssuedNumber,
  orderStatusSchema,
  type ConsoleAction,
  type ConsoleItemAction,
  type ConsoleOrderDetail,
  type ConsoleOrderItem,
  type OrderMachineState,
  type ProductType,
  type ConsoleOrderRow,
  type ConsoleOrderSort,
  type ConsoleOrdersQuery,
  type Money,
  type OrderEvent,
  type OrderStatus,
  type StaffRole,
} from '@asiguro/domain';
import { t } from '@asiguro/i18n';
import {
  EventRefusedError,
  OrderService,
  PolicyNumberTakenError,
  PolicyRecorder,
  issuingTimeSql,
  stuckOrderOrItemSql,
} from '@asiguro/orchestration';
import { maskPersonalData } from '@asiguro/partners';
import { entityManagerOf, OrderEntity } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { StaffAudit } from '../auth/staff/staff-audit.service';
import { toDomainError } from '../common/api-exception.filter';
import { isPersonalSearch, searchHitsQuery, searchPlan } from './console-search';

interface AddonRow {
  item: number;
  issuer: string | null;
  number: string | null;
  refund_minor: string | null;
  refund_currency: Money['currency'] | null;
  refund_status: 'refund_pending' | 'refunded' | 'refund_failed' | null;
}

/** The machine's items of an order with add-ons (null for a single-item order). */
function itemStates(order: OrderEntity) {
  return (order.machineSnapshot as OrderMachineState | undefined)?.context?.items ?? null;
}

/**
 * An add-on stuck (as itemStuckSql says in the lists): pending in a processing order whose main
 * policy is issued, past both issuing times × the stuck factor after payment; or its refund failed.
 */
function itemStuck(
  order: OrderEntity,
  item: number,
  refund: { status: string } | null,
  factor: number,
  now: Date,
): boolean {
  if (refund?.status === 'refund_failed') return true;
  const states = itemStates(order);
  if (!states || item === 0 || order.status !== 'processing' || !order.inFlightSince) return false;
  if (states[item]?.status !== 'pending' || states[0].status !== 'issued') return false;
  const seconds = issuingTimeSeconds(order.insuranceType) + issuingTimeSeconds(order.items[item].type as ProductType);
  return now.getTime() - order.inFlightSince.getTime() > seconds * factor * 1000;
}

export interface StaffActor {
  id: string;
  roles: readonly StaffRole[];
}

/** A claim older than this no longer holds: another operator may take the order over. */
const CLAIM_MINUTES = 10;
const ISSUING_TIME_SQL = issuingTimeSql('o');
const ACTIVE_CLAIM_SQL = `c.claimed_at > now() - make_interval(mins => ${CLAIM_MINUTES})`;

interface Row {
  id: string;
  number: string;
  status: ConsoleOrderRow['status'];
  insurance_type: ConsoleOrderRow['product'];
  insurer: string | null;
  price_minor: string | null;
  price_currency: Money['currency'] | null;
  created_at: Date;
  status_changed_at: Date;
  in_flight_since: Date | null;
  last_error: string | null;
  manual_issuance_due: Date | null;
  claimed_by: string | null;
  claimed_by_name: string | null;
  paid_at: Date | null;
  total?: number;
}

/** Orders with their active claim (and who holds it) and the moment they were paid. */
const SELECT = `select o.id, o.number, o.status, o.insurance_type, o.insurer, o.price_minor, o.price_currency, o.created_at,
                       o.status_changed_at, o.in_flight_since, o.last_error, o.manual_issuance_due, c.staff_id as claimed_by,
                       coalesce(ca.display_name, ca.email) as claimed_by_name, p.paid_at,
                       count(*) over ()::int as total
                  from orders o
                  left join order_claims c on c.order_id = o.id and ${ACTIVE_CLAIM_SQL}
                  left join accounts ca on ca.id::text = c.staff_id
                  left join lateral (select min(e.created_at) as paid_at from order_events e
                                      where e.order_id = o.id and e.to_status = 'paid') p on true`;

/** toRow's overdueSeconds, in SQL, so lists sort by it over every matching order. */
const OVERDUE_SQL = `case when o.manual_issuance_due is not null and o.in_flight_since is not null
    then extract(epoch from now() - o.manual_issuance_due)
  when o.in_flight_since is not null or (o.status = 'failed' and p.paid_at is not null)
    then extract(epoch from now() - coalesce(o.in_flight_since, p.paid_at)) - ${ISSUING_TIME_SQL} end`;

/** The value each sortable column orders by (toRow's fields, computed by the database). */
const SORT_SQL: Record<ConsoleOrderSort, string> = {
  number: 'o.number',
  status: 'o.status',
  product: 'o.insurance_type',
  insurer: 'o.insurer',
  price: 'o.price_minor',
  age: 'now() - coalesce(o.in_flight_since, o.status_changed_at)',
  overdue: OVERDUE_SQL,
  lastError: 'o.last_error',
  created: 'o.created_at',
};

function toRow(row: Row, now: Date): ConsoleOrderRow {
  const since = row.in_flight_since ?? row.status_changed_at;
  const ageSeconds = Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000));
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    product: row.insurance_type,
    insurer: row.insurer,
    price:
      row.price_minor !== null && row.price_currency
        ? { minor: Number(row.price_minor), currency: row.price_currency }
        : null,
    createdAt: row.created_at.toISOString(),
    statusChangedAt: row.status_changed_at.toISOString(),
    ageSeconds,
    // Handed to an operator: measured from the deadline promised to the customer. In flight, or
    // failed on the way and waiting for staff: from the payment.
    overdueSeconds:
      row.manual_issuance_due && row.in_flight_since
        ? Math.round((now.getTime() - row.manual_issuance_due.getTime()) / 1000)
        : row.in_flight_since || (row.status === 'failed' && row.paid_at)
          ? Math.round((now.getTime() - (row.in_flight_since ?? row.paid_at!).getTime()) / 1000) -
            issuingTimeSeconds(row.insurance_type)
          : null,
    lastError: row.last_error,
    manualIssuanceDue: row.manual_issuance_due?.toISOString() ?? null,
    claimedBy: row.claimed_by,
    claimedByName: row.claimed_by_name,
  };
}

/** A number that is not one of the product's, or that another order already holds: 400 on the field. */
function invalidPolicyNumber(): DomainError {
  return new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
}

/** The order waits for an operator: processing and handed over by issuance. Else 409 with what it accepts. */
function assertManualIssuance(order: OrderEntity): void {
  if (order.status !== 'processing' || !order.insurer || !order.manualIssuanceDue) {
    throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
  }
}

/** The bulk-retry result of an order that was not retried: its status when known, and why in words. */
function refusalOf(orderId: string, error: unknown) {
  const domain = toDomainError(error);
  const status = orderStatusSchema.safeParse(domain.details?.status);
  return {
    orderId,
    ok: false,
    ...(status.success ? { status: status.data } : {}),
    error: t('en', `errors.${domain.code}`),
  };
}

/**
 * The console's view of orders and the staff actions on them. Every action that is an order
 * event goes through OrderService (so the machine decides), with the staff member as actor and
 * their reason in the event log.
 */
@Injectable()
export class ConsoleOrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrderService,
    private readonly policies: PolicyRecorder,
    private readonly audit: StaffAudit,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async list(query: ConsoleOrdersQuery, now = new Date()) {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.view === 'stuck') where.push(stuckOrderOrItemSql(param(this.config.STUCK_FACTOR)));
    // An add-on is any item after the first (the main product).
    if (query.addon)
      where.push(
        `jsonb_path_exists(o.items, '$[1 to last] ? (@.type == $t)', jsonb_build_object('t', ${param(query.addon)}::text))`,
      );
    if (query.view === 'failed') where.push(`o.status = 'failed'`);
    if (query.view === 'manual') where.push(`o.status = 'processing' and o.manual_issuance_due is not null`);
    if (query.product) where.push(`o.insurance_type = ${param(query.product)}`);
    if (query.insurer) where.push(`o.insurer = ${param(query.insurer)}`);
    if (query.status) where.push(`o.status = ${param(query.status)}`);
    if (query.minAgeMinutes !== undefined) {
      where.push(
        `coalesce(o.in_flight_since, o.status_changed_at) <= now() - make_interval(mins => ${param(query.minAgeMinutes)})`,
      );
    }
    // The sort is the database's, over every matching order; empty values last, then a stable tie-break.
    const direction = query.dir === 'asc' ? 'asc' : 'desc';
    const rows: Row[] = await this.db.query(
      `${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${SORT_SQL[query.sort]} ${direction} nulls last, o.created_at, o.id
        limit ${param(query.pageSize)} offset ${param((query.page - 1) * query.pageSize)}`,
      params,
    );
    return {
      orders: rows.map((row) => toRow(row, now)),
      total: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(orderId: string, staff: StaffActor, now = new Date()): Promise<ConsoleOrderDetail> {
    const [row]: Row[] = await this.db.query(`${SELECT} where o.id = $1`, [orderId]);
    if (!row) throw new DomainError('not-found-order');
    const order = await this.orders.get(orderId);
    const [events, jobs, exchanges, payments, documents, emails, [policy]] = await Promise.all([
      this.db.query(
        `select e.seq, e.event, e.from_status, e.to_status, e.actor_kind, e.actor_id, e.reason, e.payload, e.created_at,
                coalesce(a.display_name, a.email) as actor_name
           from order_events e left join accounts a on e.actor_kind = 'staff' and a.id::text = e.actor_id
          where e.order_id = $1 order by e.seq`,
        [orderId],
      ),
      this.db.query(
        `select queue, job_name, job_id, attempt, outcome, duration_ms, error, started_at from job_runs where order_id = $1 order by started_at, id`,
        [orderId],
      ),
      this.db.query(
        `select partner, method, path, status, duration_ms, attempt, error, request, response, created_at from partner_exchanges where order_id = $1 order by created_at, id`,
        [orderId],
      ),
      this.db.query(
        `select id, provider, status, amount_minor, currency, transaction_id, applied, created_at from payments where order_id = $1 order by created_at`,
        [orderId],
      ),
      this.db.query(
        `select item, kind, file_name, size, sha256, created_at from documents where order_id = $1 order by item, kind`,
        [orderId],
      ),
      this.db.query(
        `select kind, recipient_masked, subject, status, sent_at from emails where order_id = $1 order by created_at`,
        [orderId],
      ),
      this.db.query(`select number, insurer, valid_from, valid_to, issued_by from policies where order_id = $1`, [
        orderId,
      ]),
    ]);
    const addons: AddonRow[] = await this.db.query(
      `select item, issuer, number, refund_minor, refund_currency, refund_status from addon_items where order_id = $1`,
      [orderId],
    );
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      order: {
        ...toRow(row, now),
        version: order.version,
        lang: order.lang,
        seller: order.seller,
        deadline: iso(order.deadline),
        contact: order.contact ? (maskPersonalData(order.contact) as Record<string, unknown>) : null,
        billing: order.billing ? (maskPersonalData(order.billing) as Record<string, unknown>) : null,
        items: order.items.map((item) => ({
          type: item.type,
          details: maskPersonalData(item.details) as Record<string, unknown>,
        })),
        chosenOffer: order.chosenOffer,
        failedStep: order.status === 'failed' ? order.machineSnapshot.context.failedStep : null,
      },
      accepts: acceptedEvents(order.status),
      orderItems: this.itemsOf(order, { policy, addons, documents }, staff, now),
      actions: this.actionsFor(order, staff),
      policy: policy
        ? {
            number: policy.number,
            insurer: policy.insurer,
            validFrom: coverDays({ validFrom: policy.valid_from, validTo: policy.valid_to }).from,
            validTo: coverDays({ validFrom: policy.valid_from, validTo: policy.valid_to }).to,
            issuedBy: policy.issued_by,
          }
        : null,
      events: events.map((event: Record<string, unknown>) => ({
        seq: event.seq as number,
        event: event.event as string,
        from: event.from_status as ConsoleOrderDetail['events'][number]['from'],
        to: event.to_status as ConsoleOrderDetail['events'][number]['to'],
        actor: {
          kind: event.actor_kind as string,
          id: (event.actor_id as string | null) ?? null,
          name: (event.actor_name as string | null) ?? null,
        },
        reason: (event.reason as string | null) ?? null,
        payload: event.payload as Record<string, unknown>,
        at: iso(event.created_at as Date)!,
      })),
      jobs: jobs.map((job: Record<string, unknown>) => ({
        queue: job.queue as string,
        job: job.job_name as string,
        jobId: job.job_id as string,
        attempt: job.attempt as number,
        outcome: job.outcome as string,
        durationMs: (job.duration_ms as number | null) ?? null,
        error: (job.error as string | null) ?? null,
        startedAt: iso(job.started_at as Date)!,
      })),
      exchanges: exchanges.map((exchange: Record<string, unknown>) => ({
        partner: exchange.partner as string,
        method: exchange.method as string,
        path: exchange.path as string,
        status: (exchange.status as number | null) ?? null,
        durationMs: exchange.duration_ms as number,
        attempt: exchange.attempt as number,
        error: (exchange.error as string | null) ?? null,
        request: exchange.request,
        response: exchange.response,
        at: iso(exchange.created_at as Date)!,
      })),
      payments: payments.map((payment: Record<string, unknown>) => ({
        id: payment.id as string,
        provider: payment.provider as string,
        status: payment.status as string,
        amount: { minor: Number(payment.amount_minor), currency: payment.currency as Money['currency'] },
        transactionId: (payment.transaction_id as string | null) ?? null,
        applied: payment.applied as boolean,
        createdAt: iso(payment.created_at as Date)!,
      })),
      documents: documents.map((document: Record<string, unknown>) => ({
        item: Number(document.item),
        kind: document.kind as string,
        fileName: document.file_name as string,
        size: document.size as number,
        sha256: document.sha256 as string,
        createdAt: iso(document.created_at as Date)!,
      })),
      emails: emails.map((email: Record<string, unknown>) => ({
        kind: email.kind as string,
        recipient: email.recipient_masked as string,
        subject: email.subject as string,
        status: email.status as string,
        sentAt: iso(email.sent_at as Date | null),
      })),
    };
  }

  /**
   * The buttons: order events the machine accepts now, plus repeats of finished work, each only
   * for staff whose roles hold its permission (STAFF_PERMISSIONS: refund is for supervisors, a
   * viewer gets none).
   */
  actionsFor(order: OrderEntity, staff: StaffActor): ConsoleAction[] {
    const accepts = acceptedEvents(order.status);
    const actions: ConsoleAction[] = [];
    if (accepts.includes('RETRY')) actions.push('retry');
    // A processing order is refunded only once it waits for an operator: before that an automatic
    // attempt may still issue the policy the refund would pay back.
    const refundable = order.status !== 'processing' || order.manualIssuanceDue !== null;
    if (accepts.includes('REFUND') && refundable) actions.push('refund');
    if (accepts.includes('CANCEL')) actions.push('cancel');
    if (accepts.includes('EXPIRE')) actions.push('expire');
    if (order.status === 'completed') actions.push('regenerate-documents', 'resend-email');
    return actions.filter((action) => can(staff.roles, ACTION_PERMISSIONS[action]));
  }

  /**
   * One staff action, decided on the locked order, with its audit entry in the same transaction:
   * a refused action leaves no entry and an applied one always has it.
   */
  async act(
    orderId: string,
    action: ConsoleAction,
    reason: string,
    staff: StaffActor,
    auditAction: string = action,
  ): Promise<{ status: OrderStatus }> {
    // Who may is decided before which order: a refusal tells nothing about the order.
    if (!can(staff.roles, ACTION_PERMISSIONS[action]))
      throw new DomainError('forbidden', { requires: ACTION_PERMISSIONS[action] });
    return this.orders.withOrder(orderId, async ({ tx: handle, order, apply, enqueue }) => {
      const tx = entityManagerOf(handle);
      if (!this.actionsFor(order, staff).includes(action)) {
        throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
      }
      const auditId = await this.audit.record({ staffId: staff.id, action: auditAction, orderId, reason }, tx);
      const actor = { kind: 'staff' as const, id: staff.id };
      const events: Partial<Record<ConsoleAction, OrderEvent>> = {
        retry: { type: 'RETRY', actor, reason },
        refund: { type: 'REFUND', actor, reason },
        cancel: { type: 'CANCEL', actor, reason },
        expire: { type: 'EXPIRE', actor, reason },
      };
      const event = events[action];
      if (event) {
        const outcome = await apply(event, { reason });
        if (!outcome.ok)
          throw new EventRefusedError(orderId, event.type, outcome.status, outcome.refusal, outcome.accepted);
        return { status: outcome.to };
      }
      // The audit id makes the repeated job distinct from the first generation or e-mail.
      await enqueue([
        action === 'regenerate-documents'
          ? { jobName: 'generate-documents', payload: { orderId, repeat: auditId } }
          : { jobName: 'order-completed-email', payload: { orderId, repeat: auditId } },
      ]);
      return { status: order.status };
    });
  }

  /**
   * Every item of the order as support reads it: the machine's state and price, the issuer and
   * number (the main item's policy, an add-on's row), its refund, its documents, and the actions
   * this staff member may take on it (itemActionsFor).
   */
  private itemsOf(
    order: OrderEntity,
    found: { policy?: { number: string; insurer: string }; addons: AddonRow[]; documents: Record<string, unknown>[] },
    staff: StaffActor,
    now: Date,
  ): ConsoleOrderItem[] {
    const states = itemStates(order);
    const offers = (order.chosenOffer as { addons?: { item: number; offer: { insurer: { slug: string } } }[] } | null)
      ?.addons;
    return order.items.map((entry, item) => {
      const state = states?.[item];
      const addon = found.addons.find((row) => Number(row.item) === item);
      const refund =
        addon?.refund_status && addon.refund_minor !== null && addon.refund_currency
          ? {
              amount: { minor: Number(addon.refund_minor), currency: addon.refund_currency },
              status: addon.refund_status,
            }
          : null;
      const status = state?.status ?? (found.policy ? 'issued' : order.status === 'failed' ? 'failed' : 'pending');
      const view: ConsoleOrderItem = {
        item,
        type: entry.type,
        issuer:
          item === 0
            ? (found.policy?.insurer ?? order.insurer)
            : (addon?.issuer ?? offers?.find((offer) => offer.item === item)?.offer.insurer.slug ?? null),
        price:
          state?.price ??
          (order.priceMinor !== null && order.priceCurrency
            ? { minor: Number(order.priceMinor), currency: order.priceCurrency as Money['currency'] }
            : null),
        status,
        number: state?.number ?? (item === 0 ? (found.policy?.number ?? null) : (addon?.number ?? null)),
        refund,
        stuck: itemStuck(order, item, refund, this.config.STUCK_FACTOR, now),
        documents: found.documents
          .filter((document) => Number(document.item) === item)
          .map((document) => ({ kind: document.kind as string, fileName: document.file_name as string })),
        actions: [],
      };
      view.actions = this.itemActionsFor(order, view, staff);
      return view;
    });
  }

  /**
   * What staff may do to one add-on now (never to the main item: the order's own actions are for
   * it): retry an add-on stuck pending or whose refund failed; refund an issued one. Each only
   * where the machine takes it and for roles holding its permission.
   */
  private itemActionsFor(order: OrderEntity, item: ConsoleOrderItem, staff: StaffActor): ConsoleItemAction[] {
    if (item.item === 0 || !acceptedEvents(order.status).includes('ADDON_REFUND')) return [];
    const actions: ConsoleItemAction[] = [];
    const pendingStuck = item.status === 'pending' && item.stuck && order.status === 'processing';
    if (pendingStuck || item.refund?.status === 'refund_failed') actions.push('retry');
    if (item.status === 'issued') actions.push('refund');
    return actions.filter((action) => can(staff.roles, ITEM_ACTION_PERMISSIONS[action]));
  }

  /**
   * One staff action on one add-on, with its reason, on the locked order: offered (itemActionsFor)
   * or refused with 409; the machine decides (ADDON_RETRY, ADDON_REFUND) and the audit entry is
   * written in the same transaction. A refund is given back once: the item is refunded by the
   * first, so a repeated or concurrent request is refused and writes nothing.
   */
  async actOnItem(
    orderId: string,
    item: number,
    action: ConsoleItemAction,
    reason: string,
    staff: StaffActor,
    now = new Date(),
  ): Promise<{ status: OrderStatus; itemStatus: ConsoleOrderItem['status'] }> {
    if (!can(staff.roles, ITEM_ACTION_PERMISSIONS[action]))
      throw new DomainError('forbidden', { requires: ITEM_ACTION_PERMISSIONS[action] });
    return this.orders.withOrder(orderId, async ({ tx: handle, order, apply }) => {
      const tx = entityManagerOf(handle);
      const [addon]: AddonRow[] = await tx.query(
        `select item, issuer, number, refund_minor, refund_currency, refund_status from addon_items where order_id = $1 and item = $2`,
        [orderId, item],
      );
      const refund =
        addon?.refund_status && addon.refund_minor !== null && addon.refund_currency
          ? {
              amount: { minor: Number(addon.refund_minor), currency: addon.refund_currency },
              status: addon.refund_status,
            }
          : null;
      const state = itemStates(order)?.[item];
      const offered =
        state &&
        this.itemActionsFor(
          order,
          {
            item,
            type: order.items[item].type,
            issuer: null,
            price: state.price,
            status: state.status,
            number: state.number,
            refund,
            stuck: itemStuck(order, item, refund, this.config.STUCK_FACTOR, now),
            documents: [],
            actions: [],
          },
          staff,
        ).includes(action);
      if (!offered) {
        throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
      }
      await this.audit.record(
        {
          staffId: staff.id,
          action: `item-${action}`,
          orderId,
          reason,
          details: { item, product: order.items[item].type },
        },
        tx,
      );
      const actor = { kind: 'staff' as const, id: staff.id };
      const event: OrderEvent =
        action === 'retry'
          ? { type: 'ADDON_RETRY', actor, item, reason }
          : { type: 'ADDON_REFUND', actor, item, reason };
      const outcome = await apply(event, { reason });
      if (!outcome.ok)
        throw new EventRefusedError(orderId, event.type, outcome.status, outcome.refusal, outcome.accepted);
      return { status: outcome.to, itemStatus: outcome.state.context.items![item].status };
    });
  }

  /** Retries each order in its own transaction (one audit entry per retried order); a refusal is that order's result. */
  async bulkRetry(orderIds: string[], reason: string, staff: StaffActor) {
    const results = [];
    for (const orderId of orderIds) {
      try {
        const { status } = await this.act(orderId, 'retry', reason, staff, 'bulk-retry');
        results.push({ orderId, ok: true, status });
      } catch (error) {
        results.push(refusalOf(orderId, error));
      }
    }
    return { results };
  }

  /** An operator takes a manual order; another operator's active claim (under 10 minutes) refuses it with 409. */
  async claim(orderId: string, staff: StaffActor): Promise<{ claimedBy: string }> {
    return this.orders.withOrder(orderId, async ({ tx: handle, order }) => {
      const tx = entityManagerOf(handle);
      assertManualIssuance(order);
      await this.takeClaim(tx, orderId, staff);
      await this.audit.record({ staffId: staff.id, action: 'claim', orderId }, tx);
      return { claimedBy: staff.id };
    });
  }

  /**
   * Takes or renews the operator's claim on the locked order. An active claim of another operator
   * refuses it (409 with who holds it); an expired one is taken over.
   */
  private async takeClaim(tx: EntityManager, orderId: string, staff: StaffActor): Promise<void> {
    const [claim] = await tx.query(
      `insert into order_claims (order_id, staff_id) values ($1, $2)
       on conflict (order_id) do update set staff_id = excluded.staff_id, claimed_at = now()
         where order_claims.staff_id = excluded.staff_id or order_claims.claimed_at <= now() - make_interval(mins => $3)
       returning staff_id`,
      [orderId, staff.id, CLAIM_MINUTES],
    );
    if (claim) return;
    const [holder] = await tx.query(
      `select c.staff_id, coalesce(a.display_name, a.email) as name
         from order_claims c left join accounts a on a.id::text = c.staff_id where c.order_id = $1`,
      [orderId],
    );
    throw new DomainError('idempotency-conflict', { claimedBy: holder?.staff_id, claimedByName: holder?.name ?? null });
  }

  /**
   * The operator's number from the partner's portal: the order continues as if the partner had
   * answered. All on the locked order, in one transaction: the order must be processing at a
   * manual-issuance insurer, no other operator may hold an active claim (the operator's own claim
   * is taken or renewed), then the policy is recorded and the action audited. Any refusal writes
   * nothing: 400 for a bad number or period, 409 for the status or another operator's claim.
   */
  async manualIssuance(
    orderId: string,
    input: { number: string; validFrom?: string; validTo?: string; reason?: string },
    staff: StaffActor,
  ): Promise<{ status: OrderStatus; number: string }> {
    const number = normalizeIssuedNumber(input.number);
    const reason = input.reason ?? 'issued by hand in the partner portal';
    return this.orders.withOrder(orderId, async (scope) => {
      const { order } = scope;
      const tx = entityManagerOf(scope.tx);
      if (!isIssuedNumber(order.insuranceType, number)) throw invalidPolicyNumber();
      assertManualIssuance(order);
      // The days the portal states (days in Chișinău), else the days the customer asked for.
      const asked = order.items[0]
        ? requestedPeriod(order.items[0], order.manualIssuanceSince ?? new Date())
        : undefined;
      const firstDay = input.validFrom ?? asked?.from;
      const lastDay = input.validTo ?? asked?.to;
      if (firstDay && lastDay && lastDay < firstDay) {
        throw new DomainError('validation-failed', { issues: [{ path: 'validTo', key: 'end-before-start' }] });
      }
      const validFrom = firstDay ? chisinauMidnight(calendarDay(firstDay)) : new Date();
      const validTo = endOfCover(lastDay ? calendarDay(lastDay) : addCalendarDays(chisinauDayOf(validFrom), 29));
      await this.takeClaim(tx, orderId, staff);
      // A refusal or a number another order holds throws, so the claim and audit roll back too.
      const recorded = await this.policies
        .recordIn(
          scope,
          { insurer: order.insurer!, number, validFrom, validTo, liabilityStart: validFrom },
          { kind: 'staff', id: staff.id },
          'operator',
          reason,
        )
        .catch((error: unknown) => {
          if (error instanceof PolicyNumberTakenError) throw invalidPolicyNumber();
          throw error;
        });
      if (recorded.outcome !== 'recorded') {
        const accepted = acceptedEvents(recorded.status);
        const refusal = recorded.outcome === 'refused' ? recorded.refusal : 'not-accepted';
        throw new EventRefusedError(orderId, 'POLICY_ISSUED', recorded.status, refusal, accepted);
      }
      const status = recorded.to;
      await this.audit.record(
        { staffId: staff.id, action: 'manual-issuance', orderId, reason: input.reason ?? null, details: { number } },
        tx,
      );
      return { status, number };
    });
  }

  /**
   * The order's personal data unmasked, for support to reach the customer or to type the order
   * into a partner's portal: the contact, the days asked for, the insured and the facts an
   * insurer's API would have received (issuanceSubjectFor, as the worker builds its request).
   * Every call is audited (who looked, at which order; never what was shown).
   */
  async customerData(orderId: string, staff: StaffActor, now = new Date()): Promise<CustomerData> {
    const order = await this.orders.get(orderId);
    const [paid]: { paid_at: Date | null }[] = await this.db.query(
      `select min(created_at) as paid_at from order_events where order_id = $1 and to_status = 'paid'`,
      [orderId],
    );
    await this.audit.record({ staffId: staff.id, action: 'customer-data', orderId });
    const contact = (order.contact ?? {}) as { email?: string; phone?: string };
    const underwriting: UnderwritingOrder = {
      items: order.items,
      billing: order.billing as UnderwritingOrder['billing'],
      contact: order.contact as UnderwritingOrder['contact'],
      consents: order.consents as UnderwritingOrder['consents'],
    };
    const facts = underwritingFactsSchema.safeParse(order.underwritingFacts ?? {});
    const at = paid?.paid_at ?? now;
    let issuance: CustomerData['issuance'] = null;
    try {
      const subject = issuanceSubjectFor(underwriting, facts.success ? facts.data : {}, { paidAt: at });
      const period = order.items[0] ? requestedPeriod(order.items[0], order.manualIssuanceSince ?? at) : undefined;
      issuance = { period: period ?? null, insured: subject.insured, contract: subject.contract };
    } catch (error) {
      // A draft's details may be incomplete: support still gets the contact, the page says the rest is missing.
      if (!(error instanceof DomainError)) throw error;
    }
    return { contact: { email: contact.email ?? null, phone: contact.phone ?? null }, lang: order.lang, issuance };
  }

  /**
   * Order number, policy number, IDNP/IDNO, e-mail, phone or plate: one indexed lookup per kind the
   * term may be (searchPlan), newest orders first. A search that may reveal personal data is
   * recorded in the audit log with the kind of term only, never the term.
   */
  async search(q: string, staff: StaffActor, now = new Date()) {
    const plan = searchPlan(q);
    const hits = searchHitsQuery(plan);
    const rows: Row[] = await this.db.query(
      `with hits as (${hits.sql})
       ${SELECT} where o.id in (select id from hits) order by o.created_at desc limit 50`,
      hits.params,
    );
    if (isPersonalSearch(plan.kind)) {
      await this.audit.record({
        staffId: staff.id,
        action: 'search',
        details: { kind: plan.kind, found: rows.length },
      });
    }
    return { orders: rows.map((row) => toRow(row, now)) };
  }
}
