import type { bulkRetryResponseSchema } from '@asiguro/domain';
import type { z } from 'zod';

export type BulkRetryResult = z.infer<typeof bulkRetryResponseSchema>['results'][number];

/** The API takes at most this many orders per bulk-retry call (bulkRetryBodySchema). */
export const BULK_CHUNK = 50;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

export interface BulkProgress {
  done: number;
  total: number;
  results: BulkRetryResult[];
}

/**
 * Retries a big selection chunk by chunk, one call at a time (the server retries each order in
 * its own transaction), reporting progress after each chunk. A chunk whose call fails as a whole
 * (network, outage) is reported as failed for each of its orders, and the rest still runs.
 */
export async function runBulkRetry(
  orderIds: readonly string[],
  send: (chunk: string[]) => Promise<{ results: BulkRetryResult[] }>,
  onProgress: (progress: BulkProgress) => void,
  signal?: AbortSignal,
): Promise<BulkProgress> {
  const unique = [...new Set(orderIds)];
  const progress: BulkProgress = { done: 0, total: unique.length, results: [] };
  onProgress({ ...progress });
  for (const chunk of chunks(unique, BULK_CHUNK)) {
    if (signal?.aborted) break;
    try {
      const answer = await send(chunk);
      const byId = new Map(answer.results.map((result) => [result.orderId, result]));
      for (const orderId of chunk) {
        progress.results.push(byId.get(orderId) ?? { orderId, ok: false, error: 'no result for this order' });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const orderId of chunk) progress.results.push({ orderId, ok: false, error: message });
    }
    progress.done += chunk.length;
    onProgress({ ...progress, results: [...progress.results] });
  }
  return progress;
}
