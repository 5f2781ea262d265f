import type { Summary } from './percentiles';

const LABEL_WIDTH = 28;

/** Formats milliseconds for a table cell: whole ms under 10 s, seconds with one decimal above. */
export function formatMs(value: number | null): string {
  if (value === null) return '—';
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** A share (0.8) as the report prints it ("80.0 %"). */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

/** One table of summaries, a row per label: count, p50, p95, p99, max. */
export function summaryTable(title: string, rows: readonly [string, Summary][]): string {
  const head = [
    title.padEnd(LABEL_WIDTH),
    'n'.padStart(6),
    'p50'.padStart(9),
    'p95'.padStart(9),
    'p99'.padStart(9),
    'max'.padStart(9),
  ];
  const lines = rows.map(([label, summary]) =>
    [
      label.padEnd(LABEL_WIDTH),
      String(summary.count).padStart(6),
      formatMs(summary.p50).padStart(9),
      formatMs(summary.p95).padStart(9),
      formatMs(summary.p99).padStart(9),
      formatMs(summary.max).padStart(9),
    ].join(' '),
  );
  return [head.join(' '), ...lines].join('\n');
}

/** A two-column list of facts (label: value). */
export function factList(rows: readonly [string, string | number][]): string {
  return rows.map(([label, value]) => `${label.padEnd(LABEL_WIDTH)} ${value}`).join('\n');
}
