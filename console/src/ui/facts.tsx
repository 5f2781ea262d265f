import type { ReactNode } from 'react';

interface FactsProps {
  /** Each fact's name and value, in the order people read them. */
  rows: readonly (readonly [string, ReactNode])[];
  /** A variant of the layout (the portal's facts, set closer). */
  className?: string;
}

/** Named facts, one a line: a description list. */
export function Facts({ rows, className }: FactsProps) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
