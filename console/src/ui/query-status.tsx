import type { UseQueryResult } from '@tanstack/react-query';
import { fmt, texts } from '../app/i18n';
import { formatDateTime } from './format';

/** A failed query's message for people; auth failures are handled by the gate. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Where a live page says how fresh its data is: "Updated 14:03:12", a quiet "Refreshing…" while a
 * refetch runs, and the error (kept beside the last good data) when the API stops answering.
 */
export function Freshness({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <p className="freshness" aria-live="off">
      {query.dataUpdatedAt > 0 && (
        <span>
          {fmt(texts.app.updated, { time: formatDateTime(new Date(query.dataUpdatedAt).toISOString()).slice(11) })}
        </span>
      )}
      {query.isFetching && <span className="fetching"> · {texts.app.refreshing}</span>}
      {query.isError && query.data !== undefined && <span className="stale"> · {errorText(query.error)}</span>}
    </p>
  );
}

/** The first load of a page's data: a loading line or the error, else nothing. */
export function FirstLoad({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending) return <p className="muted">{texts.app.loading}</p>;
  if (query.isError && query.data === undefined) {
    return (
      <p role="alert" className="error-box">
        {errorText(query.error)}
      </p>
    );
  }
  return null;
}
