import { issuingTimeSeconds } from '@asiguro/domain';
import type { Dashboard } from '@asiguro/contracts';
import { useState } from 'react';
import { texts } from '../../app/i18n';
import { PartnerBadge } from '../../ui/badges';
import { countColumn, insurerColumn, productColumn } from '../../ui/columns';
import { DataTable, type Column, type TableSort } from '../../ui/data-table';
import { formatMs, formatPercent, formatSeconds } from '../../ui/format';

type IssuingTime = Dashboard['issuingTimes'][number];
type QueueCounts = Dashboard['queues'][number];
type PartnerHealth = Dashboard['partners'][number];

/** A percentile over the product's issuing time is marked, so slow lines stand out. */
function Percentile({ seconds, row }: { seconds: number; row: IssuingTime }) {
  const late = seconds > issuingTimeSeconds(row.product);
  return <span className={late ? 'late' : undefined}>{formatSeconds(seconds)}</span>;
}

const issuingColumns: Column<IssuingTime>[] = [
  productColumn(),
  insurerColumn(),
  countColumn('count', texts.dashboard.count, (row) => row.count),
  {
    id: 'p50',
    label: 'p50',
    numeric: true,
    cell: (row) => <Percentile seconds={row.p50} row={row} />,
    sortValue: (row) => row.p50,
  },
  {
    id: 'p95',
    label: 'p95',
    numeric: true,
    cell: (row) => <Percentile seconds={row.p95} row={row} />,
    sortValue: (row) => row.p95,
  },
  {
    id: 'p99',
    label: 'p99',
    numeric: true,
    cell: (row) => <Percentile seconds={row.p99} row={row} />,
    sortValue: (row) => row.p99,
  },
];

export function IssuingTimesTable({ rows }: { rows: IssuingTime[] }) {
  const [sort, setSort] = useState<TableSort>({ column: 'p95', direction: 'desc' });
  return (
    <DataTable
      caption={texts.dashboard.issuingTimes}
      columns={issuingColumns}
      rows={rows}
      rowKey={(row) => `${row.product}/${row.insurer}`}
      sort={sort}
      onSort={setSort}
      empty={texts.dashboard.issuingEmpty}
    />
  );
}

export const queueColumns: Column<QueueCounts>[] = [
  {
    id: 'queue',
    label: texts.queueColumns.queue,
    cell: (row) => <code>{row.queue}</code>,
    sortValue: (row) => row.queue,
  },
  countColumn('waiting', texts.queueColumns.waiting, (row) => row.waiting),
  countColumn('active', texts.queueColumns.active, (row) => row.active),
  countColumn('delayed', texts.queueColumns.delayed, (row) => row.delayed),
  {
    id: 'failed',
    label: texts.queueColumns.failed,
    numeric: true,
    cell: (row) => <span className={row.failed ? 'late' : undefined}>{row.failed}</span>,
    sortValue: (row) => row.failed,
  },
  countColumn('completed', texts.queueColumns.completed, (row) => row.completed),
];

export function QueuesTable({ rows }: { rows: QueueCounts[] }) {
  const [sort, setSort] = useState<TableSort>({ column: 'queue', direction: 'asc' });
  return (
    <DataTable
      caption={texts.dashboard.queues}
      columns={queueColumns}
      rows={rows}
      rowKey={(row) => row.queue}
      sort={sort}
      onSort={setSort}
      rowTone={(row) => (row.failed > 0 ? 'danger' : undefined)}
    />
  );
}

const HEALTH_ORDER: Record<PartnerHealth['status'], number> = { down: 0, failing: 1, slow: 2, ok: 3, idle: 4 };

const partnerColumns: Column<PartnerHealth>[] = [
  { id: 'name', label: texts.columns.insurer, cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'status',
    label: texts.columns.status,
    cell: (row) => <PartnerBadge status={row.status} />,
    sortValue: (row) => HEALTH_ORDER[row.status],
  },
  countColumn('calls', texts.dashboard.calls, (row) => row.calls),
  {
    id: 'errorRate',
    label: texts.dashboard.errorRate,
    numeric: true,
    cell: (row) => formatPercent(row.errorRate),
    sortValue: (row) => row.errorRate,
  },
  {
    id: 'p95',
    label: texts.dashboard.p95,
    numeric: true,
    cell: (row) => formatMs(row.p95Ms),
    sortValue: (row) => row.p95Ms,
  },
  {
    id: 'lastError',
    label: texts.dashboard.lastError,
    cell: (row) => <span className="error-text">{row.lastError ?? ''}</span>,
    sortValue: (row) => row.lastError,
  },
];

export function PartnersTable({ rows }: { rows: PartnerHealth[] }) {
  const [sort, setSort] = useState<TableSort>({ column: 'status', direction: 'asc' });
  return (
    <DataTable
      caption={texts.dashboard.partners}
      columns={partnerColumns}
      rows={rows}
      rowKey={(row) => row.slug}
      sort={sort}
      onSort={setSort}
      rowTone={(row) =>
        row.status === 'down' || row.status === 'failing' ? 'danger' : row.status === 'slow' ? 'warning' : undefined
      }
    />
  );
}
