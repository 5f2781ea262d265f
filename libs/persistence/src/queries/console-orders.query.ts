import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { issuingTimeSeconds, itemsForOperator, type Money, type ProductType } from '@asiguro/domain';
import {
  type ConsoleOrderDetail,
  type ConsoleOrderRow,
  type ConsoleOrderSort,
  type ConsoleOrdersQuery as ConsoleOrdersFilter,
} from '@asiguro/contracts';
import { issuingTimeSql, stuckOrderOrItemSql } from './stuck-sql';
import { entityManagerOf, type Transaction } from '../transactions';

/** A claim older than this no longer holds: another operator may take the order over. */
export const CLAIM_MINUTES = 10;
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
  /** Read only for an order handed to an operator: its items and their states (the machine's). */
  handed_items: { type: ProductType }[] | null;
  handed_item_states: { status: string }[] | null;
  claimed_by: string | null;
  claimed_by_name: string | null;
  paid_at: Date | null;
  total?: number;
}

/** Orders with their active claim (and who holds it) and the moment they were paid. */
const SELECT = `select o.id, o.number, o.status, o.insurance_type, o.insurer, o.price_minor, o.price_currency, o.created_at,
                       o.status_changed_at, o.in_flight_since, o.last_error, o.manual_issuance_due, c.staff_id as claimed_by,
                       case when o.manual_issuance_due is not null then o.items end as handed_items,
                       case when o.manual_issuance_due is not null then o.machine_snapshot->'context'->'items' end as handed_item_states,
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

/** The first item an operator is to issue by hand (the domain's rule), with its product. */
function manualItemOf(row: Row): ConsoleOrderRow['manualItem'] {
  if (!row.handed_items) return null;
  const [item] = itemsForOperator({
    status: row.status,
    manualIssuanceDue: row.manual_issuance_due,
    items: row.handed_items,
    itemStates: row.handed_item_states,
  });
  if (item === undefined) return null;
  return { item, product: row.handed_items[item]?.type ?? row.insurance_type };
}

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
    manualItem: manualItemOf(row),
    claimedBy: row.claimed_by,
    claimedByName: row.claimed_by_name,
  };
}

/** An add-on's row: its issuer and number once issued, its refund once asked. */
export interface ConsoleAddonRecord {
  item: number;
  issuer: string | null;
  number: string | null;
  refund: { amount: Money; status: 'refund_pending' | 'refunded' | 'refund_failed' } | null;
}

interface AddonRow {
  item: number;
  issuer: string | null;
  number: string | null;
  refund_minor: string | null;
  refund_currency: Money['currency'] | null;
  refund_status: 'refund_pending' | 'refunded' | 'refund_failed' | null;
}

function toAddon(row: AddonRow): ConsoleAddonRecord {
  return {
    item: Number(row.item),
    issuer: row.issuer,
    number: row.number,
    refund:
      row.refund_status && row.refund_minor !== null && row.refund_currency
        ? { amount: { minor: Number(row.refund_minor), currency: row.refund_currency }, status: row.refund_status }
        : null,
  };
}

/** The order's policy as the console shows it (the period as stored; the caller cuts it into days). */
export interface ConsolePolicyRecord {
  number: string;
  insurer: string;
  validFrom: Date;
  validTo: Date;
  issuedBy: string;
}

/** Everything recorded about one order besides its row: the detail page's timeline and tables. */
export interface ConsoleOrderRecords {
  events: ConsoleOrderDetail['events'];
  jobs: ConsoleOrderDetail['jobs'];
  exchanges: ConsoleOrderDetail['exchanges'];
  payments: ConsoleOrderDetail['payments'];
  documents: ConsoleOrderDetail['documents'];
  emails: ConsoleOrderDetail['emails'];
  policy: ConsolePolicyRecord | null;
  addons: ConsoleAddonRecord[];
}

/* The rows of one order's records, as the detail page's queries select them. */
type TimelineEvent = ConsoleOrderDetail['events'][number];
interface EventRow {
  seq: number;
  event: string;
  from_status: TimelineEvent['from'];
  to_status: TimelineEvent['to'];
  actor_kind: string;
  actor_id: string | null;
  actor_name: string | null;
  reason: string | null;
  payload: TimelineEvent['payload'];
  created_at: Date;
}
interface JobRunRow {
  queue: string;
  job_name: string;
  job_id: string;
  attempt: number;
  outcome: string;
  duration_ms: number | null;
  error: string | null;
  started_at: Date;
}
interface ExchangeRow {
  partner: string;
  method: string;
  path: string;
  status: number | null;
  duration_ms: number;
  attempt: number;
  error: string | null;
  request: unknown;
  response: unknown;
  created_at: Date;
}
interface PaymentRow {
  id: string;
  provider: string;
  status: string;
  amount_minor: string;
  currency: Money['currency'];
  transaction_id: string | null;
  applied: boolean;
  created_at: Date;
}
interface DocumentRow {
  item: number;
  kind: string;
  file_name: string;
  size: number;
  sha256: string;
  created_at: Date;
}
interface EmailRow {
  kind: string;
  recipient_masked: string;
  subject: string;
  status: string;
  sent_at: Date | null;
}
interface PolicyRow {
  number: string;
  insurer: string;
  valid_from: Date;
  valid_to: Date;
  issued_by: string;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The console's read model of orders: the lists (views, filters, sort), the search, one order's
 * row and everything recorded about it. Reads only; the SQL is tuned against the console's
 * indexes (see the console and console-search migrations).
 */
@Injectable()
export class ConsoleOrdersQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of a view; `stuckFactor` is STUCK_FACTOR, for the stuck view. */
  async list(
    query: ConsoleOrdersFilter,
    stuckFactor: number,
    now = new Date(),
  ): Promise<{ orders: ConsoleOrderRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.view === 'stuck') where.push(stuckOrderOrItemSql(param(stuckFactor)));
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
    return { orders: rows.map((row) => toRow(row, now)), total: rows[0]?.total ?? 0 };
  }

  /** One order's list row, or null when there is no such order. */
  async row(orderId: string, now = new Date()): Promise<ConsoleOrderRow | null> {
    const [row]: Row[] = await this.db.query(`${SELECT} where o.id = $1`, [orderId]);
    return row ? toRow(row, now) : null;
  }

  /** The orders a search's indexed lookups found (`hits`: SQL answering their ids), newest first, 50 at most. */
  async search(hits: { sql: string; params: unknown[] }, now = new Date()): Promise<ConsoleOrderRow[]> {
    const rows: Row[] = await this.db.query(
      `with hits as (${hits.sql})
       ${SELECT} where o.id in (select id from hits) order by o.created_at desc limit 50`,
      hits.params,
    );
    return rows.map((row) => toRow(row, now));
  }

  /** Everything recorded about one order: events, jobs, partner exchanges, payments, documents, e-mails, policy, add-ons. */
  async records(orderId: string): Promise<ConsoleOrderRecords> {
    const [events, jobs, exchanges, payments, documents, emails, [policy]]: [
      EventRow[],
      JobRunRow[],
      ExchangeRow[],
      PaymentRow[],
      DocumentRow[],
      EmailRow[],
      PolicyRow[],
    ] = await Promise.all([
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
    return {
      events: events.map((event) => ({
        seq: event.seq,
        event: event.event,
        from: event.from_status,
        to: event.to_status,
        actor: { kind: event.actor_kind, id: event.actor_id ?? null, name: event.actor_name ?? null },
        reason: event.reason ?? null,
        payload: event.payload,
        at: iso(event.created_at)!,
      })),
      jobs: jobs.map((job) => ({
        queue: job.queue,
        job: job.job_name,
        jobId: job.job_id,
        attempt: job.attempt,
        outcome: job.outcome,
        durationMs: job.duration_ms ?? null,
        error: job.error ?? null,
        startedAt: iso(job.started_at)!,
      })),
      exchanges: exchanges.map((exchange) => ({
        partner: exchange.partner,
        method: exchange.method,
        path: exchange.path,
        status: exchange.status ?? null,
        durationMs: exchange.duration_ms,
        attempt: exchange.attempt,
        error: exchange.error ?? null,
        request: exchange.request,
        response: exchange.response,
        at: iso(exchange.created_at)!,
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        status: payment.status,
        amount: { minor: Number(payment.amount_minor), currency: payment.currency },
        transactionId: payment.transaction_id ?? null,
        applied: payment.applied,
        createdAt: iso(payment.created_at)!,
      })),
      documents: documents.map((document) => ({
        item: Number(document.item),
        kind: document.kind,
        fileName: document.file_name,
        size: document.size,
        sha256: document.sha256,
        createdAt: iso(document.created_at)!,
      })),
      emails: emails.map((email) => ({
        kind: email.kind,
        recipient: email.recipient_masked,
        subject: email.subject,
        status: email.status,
        sentAt: iso(email.sent_at),
      })),
      policy: policy
        ? {
            number: policy.number,
            insurer: policy.insurer,
            validFrom: policy.valid_from,
            validTo: policy.valid_to,
            issuedBy: policy.issued_by,
          }
        : null,
      addons: addons.map(toAddon),
    };
  }

  /** One add-on's row, read in the transaction that holds the order's lock. */
  async addon(tx: Transaction, orderId: string, item: number): Promise<ConsoleAddonRecord | null> {
    const [row]: AddonRow[] = await entityManagerOf(tx).query(
      `select item, issuer, number, refund_minor, refund_currency, refund_status from addon_items where order_id = $1 and item = $2`,
      [orderId, item],
    );
    return row ? toAddon(row) : null;
  }
}
