/** Count, percentiles and extremes of one measured quantity (milliseconds unless said otherwise). */
export interface Summary {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
}

/**
 * The nearest-rank percentile of sorted values: the smallest value with at least p % of the
 * values at or below it (so p99 of 100 values is the 99th, never an interpolated figure).
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** Summarizes a list of measurements; non-finite values (a stage never reached) are left out. */
export function summarize(values: readonly number[]): Summary {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : null),
    mean: round(sorted.length ? sorted.reduce((sum, value) => sum + value, 0) / sorted.length : null),
  };
}
