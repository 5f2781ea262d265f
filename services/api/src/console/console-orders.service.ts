import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  acceptedEvents,
  DomainError,
  findIssuer,
  issuingTimeSeconds,
  ISSUERS,
  isIssuedNumber,
  normalizeIssuedNumber,
  PRODUCT_TYPES,
  type ConsoleAction,
  type ConsoleOrderDetail,
  type ConsoleOrderRow,
  type ConsoleOrdersQuery,
  type Money,
  type OrderEvent,
} from '@asiguro/domain';
import { EventRefusedError, OrderService, PaymentRecorder, PolicyRecorder } from '@asiguro/orchestration';
import { maskPersonalData } from '@asiguro/partners';
import { OrderEntity, PaymentEntity } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';

export interface StaffActor {
  id: string;
  roles: readonly string[];
}

const MANUAL_ISSUERS = ISSUERS.filter((issuer) => issuer.manualIssuance).map((issuer) => issuer.slug);
const CLAIM_MINUTES = 10;
const ISSUING_TIME_SQL = `case o.insurance_type ${PRODUCT_TYPES.map((p) => `when '${p}' then ${issuingTimeSeconds(p)}`).join(' ')} else 60 end`;

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
  claimed_by: string | null;
  paid_at: Date | null;
  total?: number;
}

const SELECT = `select o.id, o.number, o.status, o.insurance_type, o.insurer, o.price_minor, o.price_currency, o.created_at,
                       o.status_changed_at, o.in_flight_since, o.last_error, c.staff_id as claimed_by,
                       (select min(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'paid') as paid_at,
                       count(*) over ()::int as total
                  from orders o left join order_claims c on c.order_id = o.id`;

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
    // In flight, or failed on the way and waiting for staff: measured from the payment.
    overdueSeconds:
      row.in_flight_since || (row.status === 'failed' && row.paid_at)
        ? Math.round((now.getTime() - (row.in_flight_since ?? row.paid_at!).getTime()) / 1000) -
          issuingTimeSeconds(row.insurance_type)
        : null,
    lastError: row.last_error,
    claimedBy: row.claimed_by,
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
    private readonly payments: PaymentRecorder,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async list(query: ConsoleOrdersQuery, now = new Date()) {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.view === 'stuck') {
      where.push(
        `o.status in ('paid','processing','issued') and now() - o.in_flight_since > make_interval(secs => ${ISSUING_TIME_SQL} * ${param(this.config.STUCK_FACTOR)})`,
      );
    }
    if (query.view === 'failed') where.push(`o.status = 'failed'`);
    if (query.view === 'manual')
      where.push(`o.status = 'processing' and o.insurer = any(${param(MANUAL_ISSUERS)}::text[])`);
    if (query.product) where.push(`o.insurance_type = ${param(query.product)}`);
    if (query.insurer) where.push(`o.insurer = ${param(query.insurer)}`);
    if (query.status) where.push(`o.status = ${param(query.status)}`);
    if (query.minAgeMinutes !== undefined) {
      where.push(
        `coalesce(o.in_flight_since, o.status_changed_at) <= now() - make_interval(mins => ${param(query.minAgeMinutes)})`,
      );
    }
    const rows: Row[] = await this.db.query(
      `${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''}
        order by coalesce(o.in_flight_since, o.status_changed_at) asc
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
        `select seq, event, from_status, to_status, actor_kind, actor_id, reason, payload, created_at from order_events where order_id = $1 order by seq`,
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
        `select kind, file_name, size, sha256, created_at from documents where order_id = $1 order by kind`,
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
      },
      accepts: acceptedEvents(order.status),
      actions: this.actionsFor(order, staff),
      policy: policy
        ? {
            number: policy.number,
            insurer: policy.insurer,
            validFrom: iso(policy.valid_from)!,
            validTo: iso(policy.valid_to)!,
            issuedBy: policy.issued_by,
          }
        : null,
      events: events.map((event: Record<string, unknown>) => ({
        seq: event.seq as number,
        event: event.event as string,
        from: event.from_status as ConsoleOrderDetail['events'][number]['from'],
        to: event.to_status as ConsoleOrderDetail['events'][number]['to'],
        actor: { kind: event.actor_kind as string, id: (event.actor_id as string | null) ?? null },
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

  /** The buttons: order events the machine accepts now (refund for supervisors only), plus repeats of finished work. */
  actionsFor(order: OrderEntity, staff: StaffActor): ConsoleAction[] {
    const accepts = acceptedEvents(order.status);
    const actions: ConsoleAction[] = [];
    if (accepts.includes('RETRY')) actions.push('retry');
    if (accepts.includes('REFUND') && staff.roles.includes('supervisor')) actions.push('refund');
    if (accepts.includes('CANCEL')) actions.push('cancel');
    if (accepts.includes('EXPIRE')) actions.push('expire');
    if (order.status === 'completed') actions.push('regenerate-documents', 'resend-email');
    return actions;
  }

  /**
   * One staff action, decided on the locked order. `recordAudit` writes the audit entry in the
   * action's transaction, so a refused action leaves no entry and an applied one always has it.
   */
  async act(
    orderId: string,
    action: ConsoleAction,
    reason: string,
    staff: StaffActor,
    recordAudit: (tx: EntityManager) => Promise<string>,
  ) {
    return this.orders.withOrder(orderId, async ({ tx, order, apply, enqueue }) => {
      if (!this.actionsFor(order, staff).includes(action)) {
        if (action === 'refund' && !staff.roles.includes('supervisor'))
          throw new DomainError('forbidden', { reason: 'supervisor only' });
        throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
      }
      const auditId = await recordAudit(tx);
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

  async bulkRetry(orderIds: string[], reason: string, staff: StaffActor) {
    const results = [];
    for (const orderId of orderIds) {
      try {
        const applied = await this.orders.apply(
          orderId,
          { type: 'RETRY', actor: { kind: 'staff', id: staff.id }, reason },
          { reason },
        );
        results.push({ orderId, ok: true, status: applied.to });
      } catch (error) {
        const status = error instanceof EventRefusedError ? error.status : undefined;
        results.push({
          orderId,
          ok: false,
          ...(status ? { status } : {}),
          error: (error as Error).message.slice(0, 300),
        });
      }
    }
    return { results };
  }

  /** An operator takes a manual order; another operator's fresh claim (under 10 minutes) refuses it. */
  async claim(orderId: string, staff: StaffActor): Promise<{ claimedBy: string }> {
    const order = await this.orders.get(orderId);
    if (order.status !== 'processing' || !order.insurer || !MANUAL_ISSUERS.includes(order.insurer)) {
      throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
    }
    const [claim] = await this.db.query(
      `insert into order_claims (order_id, staff_id) values ($1, $2)
       on conflict (order_id) do update set staff_id = excluded.staff_id, claimed_at = now()
         where order_claims.staff_id = excluded.staff_id or order_claims.claimed_at < now() - make_interval(mins => $3)
       returning staff_id`,
      [orderId, staff.id, CLAIM_MINUTES],
    );
    if (!claim) {
      const [holder] = await this.db.query(`select staff_id from order_claims where order_id = $1`, [orderId]);
      throw new DomainError('idempotency-conflict', { claimedBy: holder?.staff_id });
    }
    return { claimedBy: claim.staff_id };
  }

  /** The operator's number from the partner's portal: the order continues as if the partner had answered. */
  async manualIssuance(
    orderId: string,
    input: { number: string; validFrom?: string; validTo?: string; reason?: string },
    staff: StaffActor,
  ) {
    const order = await this.orders.get(orderId);
    const number = normalizeIssuedNumber(input.number);
    if (!isIssuedNumber(order.insuranceType, number))
      throw new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
    const [claim] = await this.db.query(`select staff_id from order_claims where order_id = $1`, [orderId]);
    if (claim && claim.staff_id !== staff.id)
      throw new DomainError('idempotency-conflict', { claimedBy: claim.staff_id });
    const validFrom = input.validFrom ? new Date(`${input.validFrom}T00:00:00Z`) : new Date();
    const validTo = input.validTo
      ? new Date(`${input.validTo}T23:59:59Z`)
      : new Date(validFrom.getTime() + 30 * 86_400_000);
    if (validTo <= validFrom)
      throw new DomainError('validation-failed', { issues: [{ path: 'validTo', key: 'end-before-start' }] });
    const recorded = await this.policies.record(
      orderId,
      { insurer: order.insurer ?? 'manual', number, validFrom, validTo, liabilityStart: validFrom },
      { kind: 'staff', id: staff.id },
      'operator',
      input.reason ?? 'issued by hand in the partner portal',
    );
    if (!recorded.ok)
      throw new DomainError('event-refused', {
        status: recorded.status,
        accepted: acceptedEvents(recorded.status as OrderEntity['status']),
      });
    return { status: recorded.to, number };
  }

  /** A received bank transfer, found by its bill (invoice) number, pays the order through the usual path. */
  async confirmWireTransfer(billNumber: string, staff: StaffActor) {
    const payment = await this.db
      .getRepository(PaymentEntity)
      .findOneBy({ provider: 'wire-transfer', providerPaymentId: billNumber.trim() });
    if (!payment) throw new DomainError('invalid-bill-number');
    const outcome = await this.payments.recordSucceeded({
      orderId: payment.orderId,
      provider: 'wire-transfer',
      providerPaymentId: billNumber.trim(),
      transactionId: `wire-${billNumber.trim()}`,
      amount: { minor: payment.amountMinor, currency: payment.currency },
      raw: { confirmedBy: staff.id },
    });
    const order = await this.orders.get(payment.orderId);
    return { orderId: payment.orderId, number: order.number, outcome: outcome.outcome, status: order.status };
  }

  /** Order number, policy number, IDNP/IDNO, e-mail, phone or plate. */
  async search(q: string, now = new Date()) {
    const text = q.trim();
    const upper = text.toUpperCase();
    const digits = text.replace(/\D/g, '');
    const plateChars = upper.replace(/[^A-Z0-9А-ЯЁ]/g, '');
    // Any detail equal to the text (IDNP, IDNO, certificate, VIN), as a jsonpath literal the GIN index can use.
    const exact = `$[*].details.** ? (@ == ${JSON.stringify(text)})`;
    // A plate however it was typed: the same letters and digits, spaces anywhere.
    const plate =
      plateChars.length >= 5
        ? `$[*].details.** ? (@ like_regex ${JSON.stringify(`^${plateChars.split('').join(' ?')}$`)} flag "i")`
        : '';
    const rows: Row[] = await this.db.query(
      `${SELECT}
        where o.number = $1
           or o.id in (select order_id from policies where number = $1)
           or lower(o.contact->>'email') = lower($2)
           or ($3 <> '' and regexp_replace(coalesce(o.contact->>'phone', ''), '\\D', '', 'g') like '%' || $3)
           or o.items @? $4::jsonpath
           or ($5 <> '' and o.items @? (case when $5 = '' then '$' else $5 end)::jsonpath)
        order by o.created_at desc limit 50`,
      [upper, text, digits.length >= 6 ? digits.slice(-8) : '', exact, plate],
    );
    return { orders: rows.map((row) => toRow(row, now)) };
  }
}

export function issuerName(slug: string | null): string | null {
  return slug ? (findIssuer(slug)?.name ?? slug) : null;
}
