import type { auditEntrySchema } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import { queries } from '../api/queries';
import { texts } from '../app/i18n';
import { DataTable, type Column, type TableSort } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Pager } from '../ui/pager';
import { FirstLoad, Freshness } from '../ui/query-status';

const route = getRouteApi('/audit');

type AuditEntry = z.infer<typeof auditEntrySchema>;

const columns: Column<AuditEntry>[] = [
  { id: 'at', label: texts.audit.at, cell: (row) => formatDateTime(row.at), sortValue: (row) => row.at },
  {
    id: 'staff',
    label: texts.audit.staff,
    cell: (row) => row.staffEmail ?? row.staffId,
    sortValue: (row) => row.staffEmail ?? row.staffId,
  },
  { id: 'action', label: texts.audit.action, cell: (row) => <code>{row.action}</code>, sortValue: (row) => row.action },
  {
    id: 'order',
    label: texts.audit.order,
    cell: (row) =>
      row.orderId ? (
        <Link to="/orders/$orderId" params={{ orderId: row.orderId }}>
          {row.orderNumber ?? row.orderId.slice(0, 8)}
        </Link>
      ) : (
        texts.common.none
      ),
    sortValue: (row) => row.orderNumber,
  },
  {
    id: 'reason',
    label: texts.audit.reason,
    cell: (row) => row.reason ?? texts.common.none,
    sortValue: (row) => row.reason,
  },
  {
    id: 'details',
    label: texts.audit.details,
    cell: (row) =>
      Object.keys(row.details).length ? (
        <code className="clamp">{JSON.stringify(row.details)}</code>
      ) : (
        texts.common.none
      ),
  },
];

/** Every staff action with who, what, on which order and why; newest first, live. */
export function AuditPage() {
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const audit = useQuery(queries.audit(page));
  const [sort, setSort] = useState<TableSort>({ column: 'at', direction: 'desc' });
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">{texts.audit.title}</h1>
          <p className="muted">{texts.audit.intro}</p>
        </div>
        <Freshness query={audit} />
      </header>
      <FirstLoad query={audit} />
      {audit.data && (
        <>
          <DataTable
            caption={texts.audit.title}
            columns={columns}
            rows={audit.data.entries}
            rowKey={(row) => row.id}
            sort={sort}
            onSort={setSort}
            empty={texts.audit.empty}
          />
          <Pager
            page={audit.data.page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onPage={(next) => void navigate({ search: { page: next === 1 ? undefined : next } })}
          />
        </>
      )}
    </section>
  );
}
