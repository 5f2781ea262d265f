import { BULK_CHUNK, chunks, runBulkRetry, type BulkProgress } from './bulk-retry';

const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe(runBulkRetry.name, () => {
  it('sends a big selection in chunks the API accepts and reports progress after each', async () => {
    const sent: number[] = [];
    const seen: number[] = [];
    const outcome = await runBulkRetry(
      ids(120),
      async (chunk) => {
        sent.push(chunk.length);
        return { results: chunk.map((orderId) => ({ orderId, ok: true, status: 'paid' as const })) };
      },
      (progress) => seen.push(progress.done),
    );
    expect(sent).toEqual([BULK_CHUNK, BULK_CHUNK, 20]);
    expect(seen).toEqual([0, 50, 100, 120]);
    expect(outcome.results.filter((result) => result.ok)).toHaveLength(120);
  });

  it('reports every order of a chunk whose call failed, and carries on with the next', async () => {
    let call = 0;
    const outcome = await runBulkRetry(
      ids(60),
      async (chunk) => {
        call += 1;
        if (call === 1) throw new Error('The API could not be reached.');
        return {
          results: chunk.map((orderId) => ({ orderId, ok: false, status: 'completed' as const, error: 'refused' })),
        };
      },
      () => undefined,
    );
    expect(outcome.done).toBe(60);
    expect(outcome.results.slice(0, 50).every((result) => result.error === 'The API could not be reached.')).toBe(true);
    expect(outcome.results.slice(50).every((result) => result.error === 'refused')).toBe(true);
  });

  it('retries each order once even when selected twice, and marks orders the answer left out', async () => {
    const [a, b] = ids(2);
    const progress: BulkProgress[] = [];
    const outcome = await runBulkRetry(
      [a, b, a],
      async () => ({ results: [{ orderId: a, ok: true, status: 'paid' as const }] }),
      (step) => progress.push(step),
    );
    expect(outcome.total).toBe(2);
    expect(outcome.results).toEqual([
      { orderId: a, ok: true, status: 'paid' },
      { orderId: b, ok: false, error: 'no result for this order' },
    ]);
  });

  it('stops between chunks once aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const outcome = await runBulkRetry(
      ids(150),
      async (chunk) => {
        calls += 1;
        controller.abort();
        return { results: chunk.map((orderId) => ({ orderId, ok: true })) };
      },
      () => undefined,
      controller.signal,
    );
    expect(calls).toBe(1);
    expect(outcome.done).toBe(50);
  });
});

describe(chunks.name, () => {
  it('splits without losing or repeating items', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 50)).toEqual([]);
  });
});
