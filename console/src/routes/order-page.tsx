import type { ConsoleOrderDetail } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ApiError } from '../api/http';
import { queries } from '../api/queries';
import { texts } from '../app/texts';
import { Overdue } from '../features/orders/order-columns';
import { OrderActions } from '../features/order-detail/order-actions';
import { OrderItems } from '../features/order-detail/order-items';
import { TimelineView } from '../features/order-detail/timeline-view';
import { StatusBadge, Tag } from '../ui/badges';
import { DataTable, type Column } from '../ui/data-table';
import {
  formatBytes,
  formatDateTime,
  formatDay,
  formatDuration,
  formatPrice,
  insurerName,
  productName,
} from '../ui/format';
import { Facts } from '../ui/facts';
import { JsonView } from '../ui/json-view';
import { FirstLoad, Freshness } from '../ui/query-status';

const route = getRouteApi('/orders/$orderId');

function Summary({ detail }: { detail: ConsoleOrderDetail }) {
  const { order, policy } = detail;
  return (
    <div className="columns">
      <section className="panel" aria-labelledby="summary">
        <h2 id="summary">{texts.detail.summary}</h2>
        <Facts
          rows={[
            [texts.columns.product, productName(order.product)],
            [texts.columns.insurer, insurerName(order.insurer)],
            [texts.columns.price, formatPrice(order.price)],
            [texts.columns.created, formatDateTime(order.createdAt)],
            [
              texts.detail.statusChanged,
              `${formatDateTime(order.statusChangedAt)} (${formatDuration(order.ageSeconds)})`,
            ],
            [texts.columns.overdue, <Overdue key="overdue" seconds={order.overdueSeconds} status={order.status} />],
            [texts.detail.deadline, formatDateTime(order.deadline)],
            [texts.detail.version, order.version],
            [texts.detail.language, order.lang],
            [texts.detail.seller, order.seller ?? texts.common.none],
            [texts.columns.claimedBy, order.claimedByName ?? order.claimedBy ?? texts.common.none],
            [
              texts.detail.accepts,
              <span key="accepts" className="tag-list">
                {detail.accepts.length
                  ? detail.accepts.map((event) => <Tag key={event}>{event}</Tag>)
                  : texts.common.none}
              </span>,
            ],
          ]}
        />
        {order.lastError && (
          <p className="error-box">
            <strong>{texts.columns.lastError}:</strong> {order.lastError}
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="policy">
        <h2 id="policy">{texts.detail.policy}</h2>
        {policy ? (
          <Facts
            rows={[
              [texts.columns.number, <code key="number">{policy.number}</code>],
              [texts.columns.insurer, insurerName(policy.insurer)],
              [texts.detail.validity, `${formatDay(policy.validFrom)} – ${formatDay(policy.validTo)}`],
              [texts.detail.issuedBy, policy.issuedBy],
            ]}
          />
        ) : (
          <p className="muted">{texts.detail.none}</p>
        )}
        <details className="data-block">
          <summary>{texts.detail.items}</summary>
          <JsonView label={texts.detail.items} value={order.items} />
        </details>
        <details className="data-block">
          <summary>{texts.detail.contact}</summary>
          <JsonView label={texts.detail.contact} value={order.contact} />
        </details>
        <details className="data-block">
          <summary>{texts.detail.billing}</summary>
          <JsonView label={texts.detail.billing} value={order.billing} />
        </details>
        <details className="data-block">
          <summary>{texts.detail.chosenOffer}</summary>
          <JsonView label={texts.detail.chosenOffer} value={order.chosenOffer} />
        </details>
      </section>
    </div>
  );
}

const paymentColumns: Column<ConsoleOrderDetail['payments'][number]>[] = [
  { id: 'provider', label: texts.detail.provider, cell: (row) => row.provider },
  { id: 'status', label: texts.columns.status, cell: (row) => <Tag>{row.status}</Tag> },
  { id: 'amount', label: texts.detail.amount, numeric: true, cell: (row) => formatPrice(row.amount) },
  {
    id: 'transaction',
    label: texts.detail.transaction,
    cell: (row) => <code>{row.transactionId ?? ''}</code>,
  },
  { id: 'applied', label: texts.detail.applied, cell: (row) => (row.applied ? 'yes' : 'no') },
  { id: 'created', label: texts.columns.created, cell: (row) => formatDateTime(row.createdAt) },
];

const documentColumns: Column<ConsoleOrderDetail['documents'][number]>[] = [
  { id: 'item', label: texts.detail.item, numeric: true, cell: (row) => row.item },
  { id: 'kind', label: texts.detail.kind, cell: (row) => row.kind },
  { id: 'file', label: texts.detail.file, cell: (row) => row.fileName },
  { id: 'size', label: texts.detail.size, numeric: true, cell: (row) => formatBytes(row.size) },
  { id: 'created', label: texts.columns.created, cell: (row) => formatDateTime(row.createdAt) },
];

const emailColumns: Column<ConsoleOrderDetail['emails'][number]>[] = [
  { id: 'kind', label: texts.detail.kind, cell: (row) => row.kind },
  { id: 'recipient', label: texts.detail.recipient, cell: (row) => row.recipient },
  { id: 'subject', label: texts.detail.subject, cell: (row) => row.subject },
  {
    id: 'status',
    label: texts.columns.status,
    cell: (row) => <Tag tone={row.status === 'failed' ? 'danger' : undefined}>{row.status}</Tag>,
  },
  { id: 'sent', label: texts.detail.sentAt, cell: (row) => formatDateTime(row.sentAt) },
];

function Records({ detail }: { detail: ConsoleOrderDetail }) {
  return (
    <>
      <section className="panel" aria-labelledby="payments">
        <h2 id="payments">{texts.detail.payments}</h2>
        <DataTable
          caption={texts.detail.payments}
          rows={detail.payments}
          rowKey={(row) => row.id}
          empty={texts.detail.none}
          columns={paymentColumns}
        />
      </section>
      <div className="columns">
        <section className="panel" aria-labelledby="documents">
          <h2 id="documents">{texts.detail.documents}</h2>
          <DataTable
            caption={texts.detail.documents}
            rows={detail.documents}
            rowKey={(row) => `${row.item}-${row.kind}`}
            empty={texts.detail.none}
            columns={documentColumns}
          />
        </section>
        <section className="panel" aria-labelledby="emails">
          <h2 id="emails">{texts.detail.emails}</h2>
          <DataTable
            caption={texts.detail.emails}
            rows={detail.emails}
            rowKey={(row) => `${row.kind}-${row.sentAt}-${row.subject}`}
            empty={texts.detail.none}
            columns={emailColumns}
          />
        </section>
      </div>
    </>
  );
}

/** Everything support needs about one order, live: summary, actions, the timeline, payments, documents, e-mails. */
export function OrderPage() {
  const { orderId } = route.useParams();
  const detail = useQuery(queries.order(orderId));
  const data = detail.data;
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <section>
        <h1 id="page-title">{texts.columns.number}</h1>
        <p role="alert" className="error-box">
          {texts.detail.notFound}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        {/* The status is part of the heading, so it is announced with the number. */}
        <h1 id="page-title" className="title-line">
          {data?.order.number ?? texts.app.loading}
          {data && (
            <>
              {' '}
              <StatusBadge status={data.order.status} />
            </>
          )}
        </h1>
        <Freshness query={detail} />
      </header>
      <FirstLoad query={detail} />
      {data && (
        <>
          <section className="panel" aria-labelledby="actions">
            <h2 id="actions">{texts.detail.actions}</h2>
            <OrderActions detail={data} />
          </section>
          <section className="panel" aria-labelledby="order-items">
            <h2 id="order-items">{texts.detail.orderItems}</h2>
            <OrderItems detail={data} />
          </section>
          <Summary detail={data} />
          <section className="panel" aria-labelledby="timeline">
            <h2 id="timeline">{texts.detail.timeline}</h2>
            <TimelineView detail={data} />
          </section>
          <Records detail={data} />
        </>
      )}
    </section>
  );
}
