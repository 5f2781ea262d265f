import type { ConsoleOrderRow } from '@asiguro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { consoleApi } from '../api/console-api';
import { MANUAL_QUEUE, queries } from '../api/queries';
import { useCan, useStaff } from '../app/staff-context';
import { fmt, texts } from '../app/i18n';
import { IssueDialog } from '../features/manual/issue-dialog';
import { manualErrorText } from '../features/manual/manual-errors';
import { PendingTransfers } from '../features/manual/pending-transfers';
import { WireTransferForm } from '../features/manual/wire-transfer-form';
import { invalidateOrderViews } from '../features/order-detail/order-actions';
import { orderColumns, Overdue } from '../features/orders/order-columns';
import { DataTable, type Column, type TableSort } from '../ui/data-table';
import { useFeedback } from '../ui/feedback';
import { formatDateTime, productName } from '../ui/format';
import { FirstLoad, Freshness } from '../ui/query-status';

/** What every orders list shows of an order (its number, product, insurer and age), then the manual queue's own. */
const queueColumns: Column<ConsoleOrderRow>[] = [
  ...orderColumns.filter((column) => ['number', 'product', 'insurer', 'age'].includes(column.id)),
  {
    // The main product, or the add-on whose issuer never answered.
    id: 'toIssue',
    label: texts.manual.toIssue,
    cell: (row) => (row.manualItem ? productName(row.manualItem.product) : texts.common.none),
    sortValue: (row) => row.manualItem?.product ?? null,
  },
  {
    id: 'due',
    label: texts.columns.due,
    cell: (row) => formatDateTime(row.manualIssuanceDue),
    sortValue: (row) => row.manualIssuanceDue,
  },
  {
    id: 'lastError',
    label: texts.manual.why,
    cell: (row) => row.lastError ?? texts.common.none,
    sortValue: (row) => row.lastError,
  },
  {
    id: 'overdue',
    label: texts.columns.overdue,
    numeric: true,
    cell: (row) => <Overdue seconds={row.overdueSeconds} />,
    sortValue: (row) => row.overdueSeconds,
  },
];

/** Orders issued by hand: claim one, issue it in the partner's portal, enter the number; and wire transfers. */
export function ManualPage() {
  const staff = useStaff();
  const can = useCan();
  const client = useQueryClient();
  const notify = useFeedback();
  const queue = useQuery(queries.orders(MANUAL_QUEUE));
  const [issuing, setIssuing] = useState<ConsoleOrderRow | null>(null);
  const [sort, setSort] = useState<TableSort>({ column: 'age', direction: 'desc' });
  const claim = useMutation({
    mutationFn: (order: ConsoleOrderRow) => consoleApi.claim({ params: { id: order.id }, body: {} }),
    onSuccess: (_answer, order) => {
      notify('success', fmt(texts.feedback.claimed, { number: order.number }));
      setIssuing({ ...order, claimedBy: staff.id });
    },
    onError: (error) => notify('error', manualErrorText(error)),
    onSettled: (_answer, _error, order) => invalidateOrderViews(client, order.id),
  });

  const mayIssue = can('manual.issue');
  const claiming = claim.isPending ? claim.variables?.id : undefined;
  const claimOrder = claim.mutate;
  const columns = useMemo((): Column<ConsoleOrderRow>[] => {
    const claimedBy: Column<ConsoleOrderRow> = {
      id: 'claimedBy',
      label: texts.columns.claimedBy,
      cell: (row) =>
        row.claimedBy === null
          ? texts.common.none
          : row.claimedBy === staff.id
            ? texts.manual.claimedByYou
            : fmt(texts.manual.claimedByOther, { who: row.claimedByName ?? row.claimedBy }),
      sortValue: (row) => row.claimedByName ?? row.claimedBy,
    };
    if (!mayIssue) return [...queueColumns, claimedBy];
    const action: Column<ConsoleOrderRow> = {
      id: 'action',
      label: texts.detail.actions,
      cell: (row) =>
        row.claimedBy === staff.id ? (
          <button type="button" className="primary small" onClick={() => setIssuing(row)}>
            {texts.manual.enterNumber}
          </button>
        ) : (
          <button
            type="button"
            className="small"
            disabled={claiming === row.id}
            onClick={() => claimOrder(row)}
            aria-label={`${texts.manual.claim} ${row.number}`}
          >
            {texts.manual.claim}
          </button>
        ),
    };
    return [...queueColumns, claimedBy, action];
  }, [mayIssue, staff.id, claiming, claimOrder]);

  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">{texts.manual.title}</h1>
          <p className="muted">{texts.manual.intro}</p>
        </div>
        <Freshness query={queue} />
      </header>
      <section className="panel" aria-labelledby="manual-queue">
        <h2 id="manual-queue">{texts.manual.queue}</h2>
        <FirstLoad query={queue} />
        {queue.data && (
          <DataTable
            caption={texts.manual.queue}
            columns={columns}
            rows={queue.data.orders}
            rowKey={(row) => row.id}
            sort={sort}
            onSort={setSort}
            empty={texts.manual.empty}
            rowTone={(row) => ((row.overdueSeconds ?? 0) > 0 ? 'warning' : undefined)}
          />
        )}
      </section>
      {can('wire-transfers.record') && (
        <section className="panel" aria-labelledby="wire">
          <h2 id="wire">{texts.manual.wireTitle}</h2>
          <p className="muted">{texts.manual.wireIntro}</p>
          <WireTransferForm />
        </section>
      )}
      <section className="panel" aria-labelledby="pending-transfers">
        <h2 id="pending-transfers">{texts.manual.pendingTitle}</h2>
        <p className="muted">{texts.manual.pendingIntro}</p>
        <PendingTransfers />
      </section>
      {issuing && <IssueDialog order={issuing} onClose={() => setIssuing(null)} />}
    </section>
  );
}
