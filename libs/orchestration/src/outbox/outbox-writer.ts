import { insertOutbox, type NewOutboxRow, type Transaction } from '@asiguro/persistence';
import type { OutboxRequest } from '../orders/effects';
import { JOBS } from '../queues/job-registry';

/**
 * Writes side effects into the outbox inside the caller's transaction, payloads validated against
 * the job registry: they become jobs only if that transaction commits.
 */
export async function writeOutbox(tx: Transaction, requests: OutboxRequest[], orderId: string | null): Promise<void> {
  await insertOutbox(tx, outboxRows(requests, orderId));
}

/** The outbox rows of side effects, payloads validated against the job registry. */
export function outboxRows(requests: OutboxRequest[], orderId: string | null): NewOutboxRow[] {
  return requests.map((request) => ({
    orderId,
    queue: JOBS[request.jobName].queue,
    jobName: request.jobName,
    payload: JOBS[request.jobName].payload.parse(request.payload) as Record<string, unknown>,
    runAt: request.runAt ?? new Date(),
  }));
}
