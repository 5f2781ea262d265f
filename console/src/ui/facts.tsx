import type { ReactNode } from 'react';

/** Term and value pairs (an order's facts, what the insurer's portal asks for), as a definition list. */
export function Facts({ rows, className = 'facts' }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
