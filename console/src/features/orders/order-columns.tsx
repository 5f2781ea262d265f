import type { ConsoleOrderRow, ConsoleOrderSort } from '@asiguro/contracts';
import { Link } from '@tanstack/react-router';
import { texts } from '../../app/i18n';
import { StatusBadge } from '../../ui/badges';
import { insurerColumn, productColumn } from '../../ui/columns';
import type { Column } from '../../ui/data-table';
import { formatDateTime, formatDuration, formatOverdue, formatPrice } from '../../ui/format';

export function OrderNumber({ row }: { row: Pick<ConsoleOrderRow, 'id' | 'number'> }) {
  return (
    <Link to="/orders/$orderId" params={{ orderId: row.id }} className="order-number">
      {row.number}
    </Link>
  );
}

/**
 * "7 min over" in red once an in-flight order is past its issuing time, "2 min left" while it
 * still has time. A failed order has no time left to count down: only how late it is, if it is.
 */
export function Overdue({ seconds, status }: { seconds: number | null; status?: ConsoleOrderRow['status'] }) {
  const shown = status === 'failed' && seconds !== null && seconds <= 0 ? null : seconds;
  return <span className={shown !== null && shown > 0 ? 'late' : 'muted'}>{formatOverdue(shown)}</span>;
}

/** The columns of every orders list, in the order they show; their ids are the API's sort columns. */
export const orderColumns: (Column<ConsoleOrderRow> & { id: ConsoleOrderSort })[] = [
  {
    id: 'number',
    label: texts.columns.number,
    cell: (row) => <OrderNumber row={row} />,
    sortValue: (row) => row.number,
  },
  {
    id: 'status',
    label: texts.columns.status,
    cell: (row) => <StatusBadge status={row.status} />,
    sortValue: (row) => row.status,
  },
  { ...productColumn<ConsoleOrderRow>(), id: 'product' },
  { ...insurerColumn<ConsoleOrderRow>(), id: 'insurer' },
  {
    id: 'age',
    label: texts.columns.age,
    numeric: true,
    cell: (row) => <span title={formatDateTime(row.statusChangedAt)}>{formatDuration(row.ageSeconds)}</span>,
    sortValue: (row) => row.ageSeconds,
  },
  {
    id: 'overdue',
    label: texts.columns.overdue,
    numeric: true,
    cell: (row) => <Overdue seconds={row.overdueSeconds} status={row.status} />,
    sortValue: (row) => row.overdueSeconds,
  },
  {
    id: 'lastError',
    label: texts.columns.lastError,
    cell: (row) => (
      <span className="error-text clamp" title={row.lastError ?? undefined}>
        {row.lastError ?? ''}
      </span>
    ),
    sortValue: (row) => row.lastError,
  },
  {
    id: 'price',
    label: texts.columns.price,
    numeric: true,
    cell: (row) => formatPrice(row.price),
    sortValue: (row) => row.price?.minor,
  },
  {
    id: 'created',
    label: texts.columns.created,
    cell: (row) => formatDateTime(row.createdAt),
    sortValue: (row) => row.createdAt,
  },
];
