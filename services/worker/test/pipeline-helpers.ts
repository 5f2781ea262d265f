import { Redis } from 'ioredis';
import { Client } from 'pg';
import { exampleDetails, formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { ApiClient, payByCard, waitFor, type Stack } from '@asiguro/testing';

/** VW Golf diesel in Bălți with no current policy (sandbox RCA Data fixture). */
export const GOLF = { certificateNumber: '915030299', ownerCode: '2004787371520' };

/** RCA details for a registry vehicle, starting in a week. */
export function rcaDetailsFor(vehicle: typeof GOLF, now = new Date()) {
  return {
    ...exampleDetails(now).rca,
    vehicle: { certificateNumber: vehicle.certificateNumber },
    startDate: formatDmy(plusDays(todayIn(now), 7)),
    contractor: { contractorType: 'individual', idnp: vehicle.ownerCode },
  };
}

/** Creates an RCA draft, prices it, confirms the cheapest offer: an unpaid order. */
export async function unpaidRcaOrder(api: ApiClient, contactEmail = 'client@example.md'): Promise<OrderView> {
  const created = await api.post<OrderView>('/api/orders', { items: [{ type: 'rca', details: rcaDetailsFor(GOLF) }] });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const offers = await api.post<{ offers: { id: string }[] }>(`/api/orders/${created.body.id}/offers`);
  if (offers.status !== 200 || offers.body.offers.length === 0) {
    throw new Error(`offers answered ${offers.status}: ${JSON.stringify(offers.body)}`);
  }
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offers.body.offers[0].id,
    consents: { terms: true, personalData: true },
    contact: { phone: '069123456', email: contactEmail },
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body;
}

export async function statusOf(api: ApiClient, orderId: string): Promise<string> {
  return (await api.get<{ status: string }>(`/api/orders/${orderId}/status`)).body.status;
}

export { issuedUnder, setInsurer } from '@asiguro/testing';

export async function insurerStats(stack: Stack, slug: string): Promise<{ policies: number; applications: number }> {
  return (await (await fetch(`${stack.sandboxUrl}/admin/issuers/${slug}`)).json()) as {
    policies: number;
    applications: number;
  };
}

/** What a test needs to see when an order does not get where it should. */
export async function diagnose(db: Client, stack: Stack, orderId: string): Promise<string> {
  const events = await db.query(`select event, to_status, reason from order_events where order_id = $1 order by seq`, [
    orderId,
  ]);
  const jobs = await db.query(
    `select job_name, attempt, outcome, error from job_runs where order_id = $1 order by id`,
    [orderId],
  );
  const outbox = await db.query(`select job_name, enqueued_at from outbox where order_id = $1 order by id`, [orderId]);
  return [
    `events: ${JSON.stringify(events.rows)}`,
    `jobs: ${JSON.stringify(jobs.rows)}`,
    `outbox: ${JSON.stringify(outbox.rows)}`,
    `--- worker ---\n${stack.services.worker.output().slice(-3000)}`,
    `--- api ---\n${stack.services.api.output().slice(-2000)}`,
  ].join('\n');
}

/**
 * Deletes every Redis key under the stack's queue prefix, and only those (other tests share the
 * Redis): to the stack, Redis restarted empty.
 */
export async function emptyQueueKeys(stack: Stack): Promise<number> {
  const redis = new Redis(stack.env.REDIS_URL!);
  try {
    let cursor = '0';
    let deleted = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${stack.queuePrefix}:*`, 'COUNT', 1000);
      if (keys.length) deleted += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

/** A counter or gauge of the worker's /metrics, summed over the series whose labels include `labels`. */
export async function workerMetric(stack: Stack, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${stack.workerOpsUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** Pays the order by card on the sandbox's payment page (the provider then notifies the API). */
export async function payOrderByCard(api: ApiClient, orderId: string): Promise<void> {
  const payment = await api.post<{ redirectUrl: string }>(`/api/orders/${orderId}/payments`, { provider: 'card' });
  if (payment.status !== 201) throw new Error(`payment answered ${payment.status}: ${JSON.stringify(payment.body)}`);
  await payByCard(payment.body.redirectUrl);
}

/** Waits until the order's issuance job is running (its attempt is at the insurer). */
export async function issuanceRunning(db: Client, orderId: string): Promise<void> {
  await waitFor(
    async () =>
      (
        await db.query(
          `select 1 from job_runs where order_id = $1 and job_name = 'issue-policy' and outcome = 'running'`,
          [orderId],
        )
      ).rowCount === 1,
    { timeoutMs: 20_000, description: 'the issuance job to be running' },
  );
}
