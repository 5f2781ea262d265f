import { BULK_CONCURRENCY, runBulkRetry, type BulkProgress } from './bulk-retry';

const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

const retried = (orderId: string) => ({ results: [{ orderId, ok: true, status: 'paid' as const }] });

describe(runBulkRetry.name, () => {
  it('retries one order per request and reports progress after every order', async () => {
    const sent: string[] = [];
    const seen: number[] = [];
    const outcome = await runBulkRetry(
      ids(12),
      async (orderId) => {
        sent.push(orderId);
        return retried(orderId);
      },
      (progress) => seen.push(progress.done),
    );
    expect([...sent].sort()).toEqual(ids(12));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(outcome.results.filter((result) => result.ok)).toHaveLength(12);
  });

  it('keeps at most a few requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await runBulkRetry(
      ids(20),
      async (orderId) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        return retried(orderId);
      },
      () => undefined,
    );
    expect(most).toBe(BULK_CONCURRENCY);
  });

  it('reports an order whose request failed, and carries on with the others', async () => {
    const [a, b, c] = ids(3);
    const outcome = await runBulkRetry(
      [a, b, c],
      async (orderId) => {
        if (orderId === b) throw new Error('The API could not be reached.');
        if (orderId === c) return { results: [{ orderId, ok: false, status: 'completed' as const, error: 'refused' }] };
        return retried(orderId);
      },
      () => undefined,
      undefined,
      1,
    );
    expect(outcome.results).toEqual([
      { orderId: a, ok: true, status: 'paid' },
      { orderId: b, ok: false, error: 'The API could not be reached.' },
      { orderId: c, ok: false, status: 'completed', error: 'refused' },
    ]);
  });

  it('retries each order once even when selected twice, and marks an order the answer left out', async () => {
    const [a, b] = ids(2);
    const progress: BulkProgress[] = [];
    const outcome = await runBulkRetry(
      [a, b, a],
      async () => retried(a),
      (step) => progress.push(step),
      undefined,
      1,
    );
    expect(outcome.total).toBe(2);
    expect(outcome.results).toEqual([
      { orderId: a, ok: true, status: 'paid' },
      { orderId: b, ok: false, error: 'no result for this order' },
    ]);
  });

  it('starts no further order once aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const outcome = await runBulkRetry(
      ids(10),
      async (orderId) => {
        calls += 1;
        if (calls === 3) controller.abort();
        return retried(orderId);
      },
      () => undefined,
      controller.signal,
      1,
    );
    expect(calls).toBe(3);
    expect(outcome.done).toBe(3);
  });
});
