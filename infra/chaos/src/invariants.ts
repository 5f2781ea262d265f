import type { Pool } from 'pg';
import type { ApiClient } from '@asiguro/testing';

/** One invariant after a chaos run: what was checked, and the evidence of every violation. */
export interface InvariantResult {
  name: string;
  ok: boolean;
  /** How many things were checked (orders, payments, rows). */
  checked: number;
  violations: string[];
}

/** A payment a customer made successfully on a provider's page. */
export interface ProviderPayment {
  provider: 'card';
  providerPaymentId: string;
  orderId: string;
}

export interface InvariantContext {
  db: Pool;
  sandboxUrl: string;
  /** A client signed in as staff (for the console's list). */
  staff: ApiClient;
  /** Every payment the run's customers completed at the provider. */
  paidAtProvider: readonly ProviderPayment[];
}

/** What the provider knows of a payment (sandbox control API). */
interface ProviderView {
  state: string;
  transactionId: string | null;
  amountMinor: number;
  refunds: { refundId: string; amountMinor: number }[];
}

async function providerView(sandboxUrl: string, payment: { provider: string; providerPaymentId: string }) {
  const response = await fetch(
    `${sandboxUrl}/payments/control/payments/${payment.provider}/${encodeURIComponent(payment.providerPaymentId)}`,
  );
  if (!response.ok) throw new Error(`the provider does not know payment ${payment.providerPaymentId}`);
  return (await response.json()) as ProviderView;
}

/** An order's story for a violation report: status, events, jobs, payments. */
export async function orderEvidence(db: Pool, orderId: string): Promise<string> {
  const [order] = (await db.query(`select number, status, last_error from orders where id = $1`, [orderId])).rows;
  const events = (
    await db.query(
      `select seq, event, coalesce(from_status, '-') as from_status, to_status, to_char(created_at, 'HH24:MI:SS.MS') as at
         from order_events where order_id = $1 order by seq`,
      [orderId],
    )
  ).rows.map((row) => `${row.seq}:${row.event} ${row.from_status}>${row.to_status}@${row.at}`);
  const jobs = (
    await db.query(
      `select job_name, attempt, outcome, to_char(started_at, 'HH24:MI:SS.MS') as at from job_runs where order_id = $1 order by id`,
      [orderId],
    )
  ).rows.map((row) => `${row.job_name}#${row.attempt} ${row.outcome}@${row.at}`);
  const payments = (
    await db.query(
      `select provider, provider_payment_id, transaction_id, status, applied from payments where order_id = $1 order by created_at`,
      [orderId],
    )
  ).rows.map(
    (row) =>
      `${row.provider}/${row.provider_payment_id ?? '-'} tx=${row.transaction_id ?? '-'} ${row.status}${row.applied ? ' applied' : ''}`,
  );
  return [
    `order ${orderId} ${order?.number ?? '?'} is ${order?.status ?? 'missing'}${order?.last_error ? ` (last error: ${String(order.last_error).slice(0, 120)})` : ''}`,
    `  events: ${events.join(', ') || 'none'}`,
    `  jobs: ${jobs.join(', ') || 'none'}`,
    `  payments: ${payments.join(', ') || 'none'}`,
  ].join('\n');
}

const result = (name: string, checked: number, violations: string[]): InvariantResult => ({
  name,
  ok: violations.length === 0,
  checked,
  violations,
});

/** Every order of the console's "all orders" list, by id with its status. */
async function consoleOrders(staff: ApiClient): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (let page = 1; ; page++) {
    const answer = await staff.get<{ orders: { id: string; status: string }[]; total: number }>(
      `/api/console/orders?view=all&pageSize=200&page=${page}`,
    );
    if (answer.status !== 200) throw new Error(`the console's order list answered ${answer.status}`);
    for (const order of answer.body.orders) seen.set(order.id, order.status);
    if (answer.body.orders.length === 0 || page * 200 >= answer.body.total) return seen;
  }
}

/**
 * The invariants of the issue, checked in the database, at the provider and through the console:
 * every paid order is completed or failed and in the console's list; every payment taken at the
 * provider pays such an order or is given back; no order has two policies and no insurer issued
 * more policies than the orders hold; no transaction id has two payments and no order two applied
 * payments; no outbox row is left behind; no money is kept on an expired or canceled order.
 */
export async function checkInvariants(context: InvariantContext): Promise<InvariantResult[]> {
  const { db } = context;
  const results: InvariantResult[] = [];

  // 1. Paid orders end completed or failed, and support sees each of them.
  const paid = (
    await db.query<{ id: string; status: string }>(
      `select o.id, o.status from orders o
        where exists (select 1 from order_events e where e.order_id = o.id and e.to_status = 'paid')`,
    )
  ).rows;
  const unsettled = paid.filter((order) => order.status !== 'completed' && order.status !== 'failed');
  results.push(
    result(
      'every paid order is completed or failed',
      paid.length,
      await Promise.all(unsettled.map((order) => orderEvidence(db, order.id))),
    ),
  );
  const listed = await consoleOrders(context.staff);
  const missing = paid.filter((order) => listed.get(order.id) !== order.status);
  results.push(
    result(
      "every paid order is in the console's list, with its status",
      paid.length,
      missing.map(
        (order) =>
          `order ${order.id} (${order.status}) is ${listed.has(order.id) ? `listed as ${listed.get(order.id)}` : 'not listed'}`,
      ),
    ),
  );

  // 2. Money taken at the provider pays a completed or failed order, or goes back.
  const moneyViolations: string[] = [];
  for (const payment of context.paidAtProvider) {
    const provider = await providerView(context.sandboxUrl, payment);
    if (provider.state !== 'succeeded') continue;
    const refunded = provider.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
    const [row] = (
      await db.query<{ status: string; applied: boolean; order_status: string }>(
        `select p.status, p.applied, o.status as order_status from payments p join orders o on o.id = p.order_id
          where p.provider = $1 and p.transaction_id = $2`,
        [payment.provider, provider.transactionId],
      )
    ).rows;
    const problem = !row
      ? `the provider took ${provider.amountMinor} (transaction ${provider.transactionId}) but no payment was recorded`
      : row.applied
        ? row.order_status === 'completed' || row.order_status === 'failed'
          ? undefined
          : `the applied payment's order is ${row.order_status}`
        : refunded === provider.amountMinor
          ? undefined
          : `payment ${row.status}, not applied, refunded ${refunded} of ${provider.amountMinor} at the provider`;
    if (problem) moneyViolations.push(`${problem}\n${await orderEvidence(db, payment.orderId)}`);
  }
  results.push(
    result(
      'every payment taken at the provider pays a completed or failed order, or is refunded',
      context.paidAtProvider.length,
      moneyViolations,
    ),
  );

  // 3. One policy per order, and the insurers issued no more than the orders hold.
  const doubled = (
    await db.query<{ order_id: string; n: number }>(
      `select order_id, count(*)::int as n from policies group by order_id having count(*) > 1`,
    )
  ).rows;
  const heldNumbers = new Set(
    (await db.query<{ number: string }>(`select number from policies`)).rows.map((row) => row.number),
  );
  const issuers = (await (await fetch(`${context.sandboxUrl}/admin/issuers`)).json()) as {
    slug: string;
    policies: number;
  }[];
  const orphans: string[] = [];
  for (const issuer of issuers.filter((each) => each.policies > 0)) {
    const issued = (await (await fetch(`${context.sandboxUrl}/admin/issuers/${issuer.slug}/policies`)).json()) as {
      number: string;
      idempotencyKey: string;
      issuedAt: string;
    }[];
    for (const policy of issued.filter((each) => !heldNumbers.has(each.number))) {
      // Our keys are `order-<id>-policy` (or `order-<id>-item-<n>`): the order whose request it answered.
      const orderId = /^order-([0-9a-f-]{36})-/.exec(policy.idempotencyKey)?.[1];
      orphans.push(
        `${issuer.slug} issued ${policy.number} at ${policy.issuedAt} for key ${policy.idempotencyKey}; no order holds it` +
          (orderId ? `\n${await orderEvidence(db, orderId)}` : ''),
      );
    }
  }
  results.push(
    result('no order has two policies', heldNumbers.size, [
      ...doubled.map((row) => `order ${row.order_id} has ${row.n} policies`),
      ...orphans,
    ]),
  );

  // 4. One payment per transaction id, one applied payment per order.
  const twice = (
    await db.query<{ provider: string; transaction_id: string; n: number }>(
      `select provider, transaction_id, count(*)::int as n from payments where transaction_id is not null
        group by provider, transaction_id having count(*) > 1`,
    )
  ).rows;
  const twiceApplied = (
    await db.query<{ order_id: string; n: number }>(
      `select order_id, count(*)::int as n from payments where applied group by order_id having count(*) > 1`,
    )
  ).rows;
  const [{ n: payments }] = (
    await db.query<{ n: number }>(`select count(*)::int as n from payments where transaction_id is not null`)
  ).rows;
  results.push(
    result('no transaction id has two payments, no order two applied payments', payments, [
      ...twice.map((row) => `${row.provider} transaction ${row.transaction_id} has ${row.n} payments`),
      ...twiceApplied.map((row) => `order ${row.order_id} has ${row.n} applied payments`),
    ]),
  );

  // 5. The outbox is empty.
  const left = (
    await db.query<{ id: string; job_name: string; order_id: string | null }>(
      `select id, job_name, order_id from outbox where enqueued_at is null order by id limit 20`,
    )
  ).rows;
  const [{ n: outboxRows }] = (await db.query<{ n: number }>(`select count(*)::int as n from outbox`)).rows;
  results.push(
    result(
      'no outbox row left behind',
      outboxRows,
      left.map((row) => `outbox row ${row.id} (${row.job_name}, order ${row.order_id ?? '-'}) was never enqueued`),
    ),
  );

  // 6. Expired and canceled orders keep no money: every payment they got went back.
  const closed = (
    await db.query<{ order_id: string; status: string; provider: string; provider_payment_id: string | null }>(
      `select p.order_id, p.status, p.provider, p.provider_payment_id from payments p join orders o on o.id = p.order_id
        where o.status in ('expired', 'canceled') and p.status in ('succeeded', 'refund_pending', 'refund_failed')`,
    )
  ).rows;
  const kept: string[] = [];
  for (const row of closed) kept.push(`payment ${row.status}\n${await orderEvidence(db, row.order_id)}`);
  const atProvider = (
    await db.query<{ order_id: string; provider: string; provider_payment_id: string }>(
      `select p.order_id, p.provider, p.provider_payment_id from payments p join orders o on o.id = p.order_id
        where o.status in ('expired', 'canceled', 'refunded') and p.provider_payment_id is not null and p.provider <> 'wire-transfer'`,
    )
  ).rows;
  for (const row of atProvider) {
    const provider = await providerView(context.sandboxUrl, {
      provider: row.provider,
      providerPaymentId: row.provider_payment_id,
    }).catch(() => undefined);
    if (provider?.state !== 'succeeded') continue;
    const refunded = provider.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
    if (refunded !== provider.amountMinor) {
      kept.push(
        `the provider still holds ${provider.amountMinor - refunded} of payment ${row.provider_payment_id}\n${await orderEvidence(db, row.order_id)}`,
      );
    }
  }
  const [{ n: closedOrders }] = (
    await db.query<{ n: number }>(
      `select count(*)::int as n from orders where status in ('expired', 'canceled', 'refunded')`,
    )
  ).rows;
  results.push(result('no money kept on an expired or canceled order', closedOrders, kept));

  return results;
}
