import type { bulkRetryResponseSchema } from '@asiguro/contracts';
import type { z } from 'zod';

export type BulkRetryResult = z.infer<typeof bulkRetryResponseSchema>['results'][number];

/** Orders retried at the same time: enough to go quickly, few enough that progress moves order by order. */
export const BULK_CONCURRENCY = 4;

export interface BulkProgress {
  done: number;
  total: number;
  /** One result per order handled so far, in the order they finished. */
  results: BulkRetryResult[];
}

/**
 * Retries a selection one order per request (the server retries each in its own transaction, with
 * its own audit entry), a few at a time, reporting progress and the order's result as each one
 * finishes. A request that fails as a whole (network, outage) is that order's failure; the rest
 * still runs. Once aborted, no further order starts.
 */
export async function runBulkRetry(
  orderIds: readonly string[],
  send: (orderId: string) => Promise<{ results: BulkRetryResult[] }>,
  onProgress: (progress: BulkProgress) => void,
  signal?: AbortSignal,
  concurrency = BULK_CONCURRENCY,
): Promise<BulkProgress> {
  const queue = [...new Set(orderIds)];
  const progress: BulkProgress = { done: 0, total: queue.length, results: [] };
  onProgress({ ...progress });
  let next = 0;
  const worker = async () => {
    while (next < queue.length && !signal?.aborted) {
      const orderId = queue[next++];
      let result: BulkRetryResult;
      try {
        const answer = await send(orderId);
        result = answer.results.find((one) => one.orderId === orderId) ?? {
          orderId,
          ok: false,
          error: 'no result for this order',
        };
      } catch (error) {
        result = { orderId, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      progress.done += 1;
      progress.results.push(result);
      onProgress({ ...progress, results: [...progress.results] });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return progress;
}
