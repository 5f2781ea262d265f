import type { ProductType } from '@asiguro/domain';
import type { ConsoleOrderDetail } from '@asiguro/contracts';
import { useId, useState } from 'react';
import { fmt, texts } from '../../app/i18n';
import { StatusBadge, Tag } from '../../ui/badges';
import { formatDateTime, formatMs, formatPrice, productName } from '../../ui/format';
import { JsonView } from '../../ui/json-view';
import {
  actorLabel,
  buildTimeline,
  isProblem,
  TIMELINE_KINDS,
  type TimelineEntry,
  type TimelineKind,
} from './timeline';

/** The item an event names (add-on events carry it), else null. */
function itemOf(entry: { payload: Record<string, unknown> }): number | null {
  return typeof entry.payload.item === 'number' ? entry.payload.item : null;
}

/** "item 1 · Romanian vignette": the item's product is read from the order's items. */
function itemLabel(itemTypes: readonly ProductType[], item: number): string {
  const type = itemTypes[item];
  return fmt(texts.detail.itemEvent, { item, product: type ? productName(type) : '?' });
}

function EntryBody({ entry, itemTypes }: { entry: TimelineEntry; itemTypes: readonly ProductType[] }) {
  switch (entry.kind) {
    case 'event':
      return (
        <>
          <div className="entry-line">
            <strong>{entry.event}</strong>
            {itemOf(entry) !== null && <Tag>{itemLabel(itemTypes, itemOf(entry)!)}</Tag>}
            {entry.from && <StatusBadge status={entry.from} />}
            {entry.from !== entry.to && (
              <>
                <span aria-hidden="true">→</span>
                <StatusBadge status={entry.to} />
              </>
            )}
            <span className="muted">{fmt(texts.detail.by, { actor: actorLabel(entry.actor) })}</span>
          </div>
          {entry.reason && <p className="entry-reason">“{entry.reason}”</p>}
        </>
      );
    case 'job':
      return (
        <>
          <div className="entry-line">
            <strong>
              {entry.queue} / {entry.job}
            </strong>
            <span className="muted">{fmt(texts.detail.attempt, { attempt: entry.attempt })}</span>
            <Tag tone={entry.outcome === 'completed' ? 'success' : isProblem(entry) ? 'danger' : undefined}>
              {entry.outcome}
            </Tag>
            <span className="muted">{formatMs(entry.durationMs)}</span>
          </div>
          {entry.error && <p className="error-text">{entry.error}</p>}
        </>
      );
    case 'exchange':
      return (
        <>
          <div className="entry-line">
            <strong>{entry.partner}</strong>
            <code>
              {entry.method} {entry.path}
            </code>
            <Tag tone={isProblem(entry) ? 'danger' : 'success'}>
              {entry.status === null ? 'no answer' : String(entry.status)}
            </Tag>
            <span className="muted">
              {formatMs(entry.durationMs)} · {fmt(texts.detail.attempt, { attempt: entry.attempt })}
            </span>
          </div>
          {entry.error && <p className="error-text">{entry.error}</p>}
          <details className="exchange">
            <summary>{texts.detail.showExchange}</summary>
            <div className="json-pair">
              <JsonView label={texts.detail.request} value={entry.request} />
              <JsonView label={texts.detail.response} value={entry.response} />
            </div>
          </details>
        </>
      );
    case 'payment':
      return (
        <div className="entry-line">
          <strong>{entry.provider}</strong>
          <Tag tone={isProblem(entry) ? 'danger' : entry.status === 'succeeded' ? 'success' : undefined}>
            {entry.status}
          </Tag>
          <span>{formatPrice(entry.amount)}</span>
          {entry.transactionId && <code>{entry.transactionId}</code>}
        </div>
      );
    case 'email':
      return (
        <div className="entry-line">
          <strong>{entry.kind}</strong>
          <span>{entry.recipient}</span>
          <span className="muted">“{entry.subject}”</span>
          <Tag tone={isProblem(entry) ? 'danger' : undefined}>{entry.status}</Tag>
        </div>
      );
  }
}

/** The order's full story, oldest first; each kind can be hidden, partner exchanges expand to their masked JSON. */
export function TimelineView({ detail }: { detail: ConsoleOrderDetail }) {
  const id = useId();
  const [hidden, setHidden] = useState<ReadonlySet<TimelineKind>>(new Set());
  const entries = buildTimeline(detail);
  const counts = Object.fromEntries(
    TIMELINE_KINDS.map((kind) => [kind, entries.filter((e) => e.kind === kind).length]),
  );
  const shown = entries.filter((entry) => !hidden.has(entry.kind));
  const itemTypes = detail.order.items.map((item) => item.type);
  return (
    <div>
      <fieldset className="timeline-filter">
        <legend>{texts.detail.timelineFilter}</legend>
        {TIMELINE_KINDS.map((kind) => (
          <label key={kind} className="checkbox" htmlFor={`${id}-${kind}`}>
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              checked={!hidden.has(kind)}
              onChange={(event) =>
                setHidden((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.delete(kind);
                  else next.add(kind);
                  return next;
                })
              }
            />
            {texts.detail.kinds[kind]} ({counts[kind]})
          </label>
        ))}
      </fieldset>
      <ol className="timeline">
        {shown.map((entry) => (
          <li key={entry.key} className={`entry kind-${entry.kind}`} data-problem={isProblem(entry) || undefined}>
            <time dateTime={entry.at} className="entry-time">
              {formatDateTime(entry.at)}
            </time>
            <span className="entry-kind">{texts.detail.entryKind[entry.kind]}</span>
            <div className="entry-body">
              <EntryBody entry={entry} itemTypes={itemTypes} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
