import type { WireTransfer } from '@asiguro/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { queries } from '../../api/queries';
import { useCan, useStaff } from '../../app/staff-context';
import { fmt, texts } from '../../app/i18n';
import { DataTable, type Column, type TableSort } from '../../ui/data-table';
import { useFeedback } from '../../ui/feedback';
import { formatDateTime, formatPrice } from '../../ui/format';
import { FirstLoad } from '../../ui/query-status';
import { ReasonDialog } from '../../ui/reason-dialog';
import { invalidateOrderViews } from '../order-detail/order-actions';
import { wireOutcomeText } from './wire-transfer-form';

type Decision = 'approve' | 'reject';

function DecisionDialog({
  transfer,
  decision,
  onClose,
}: {
  transfer: WireTransfer;
  decision: Decision;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const notify = useFeedback();
  return (
    <ReasonDialog
      title={fmt(texts.manual.decideTitle, { decision, bill: transfer.billNumber })}
      help={texts.manual.decideHelp[decision]}
      submitLabel={texts.manual[decision]}
      danger={decision !== 'approve'}
      run={async (reason) => {
        if (decision === 'reject') {
          await consoleApi.rejectWireTransfer({ params: { id: transfer.id }, body: { reason } });
          return fmt(texts.manual.rejected, { bill: transfer.billNumber });
        }
        const answer = await consoleApi.approveWireTransfer({ params: { id: transfer.id }, body: { reason } });
        return wireOutcomeText(transfer.billNumber, answer);
      }}
      onDone={(message) => notify('success', message)}
      onSettled={() => invalidateOrderViews(client, transfer.orderId)}
      onClose={onClose}
    />
  );
}

const transferColumns: Column<WireTransfer>[] = [
  { id: 'bill', label: texts.manual.billNumber, cell: (row) => <span className="mono">{row.billNumber}</span> },
  { id: 'order', label: texts.columns.number, cell: (row) => row.orderNumber, sortValue: (row) => row.orderNumber },
  { id: 'amount', label: texts.columns.price, numeric: true, cell: (row) => formatPrice(row.amount) },
];

/**
 * Recorded bank transfers waiting for a decision. Four eyes: the buttons are offered to
 * supervisors (STAFF_PERMISSIONS `wire-transfers.decide`), never on a transfer they recorded.
 */
export function PendingTransfers() {
  const staff = useStaff();
  const mayDecide = useCan()('wire-transfers.decide');
  const pending = useQuery(queries.pendingTransfers());
  const [deciding, setDeciding] = useState<{ transfer: WireTransfer; decision: Decision } | null>(null);
  const [sort, setSort] = useState<TableSort>({ column: 'recordedAt', direction: 'asc' });
  const columns = useMemo(
    (): Column<WireTransfer>[] => [
      ...transferColumns,
      {
        id: 'recordedBy',
        label: texts.manual.recordedBy,
        cell: (row) =>
          row.recordedBy.id === staff.id ? texts.manual.recordedByYou : (row.recordedBy.name ?? row.recordedBy.id),
      },
      {
        id: 'recordedAt',
        label: texts.columns.created,
        cell: (row) => formatDateTime(row.recordedAt),
        sortValue: (row) => row.recordedAt,
      },
      {
        id: 'decision',
        label: texts.detail.actions,
        cell: (row) =>
          mayDecide && row.recordedBy.id !== staff.id ? (
            <span className="row-actions">
              <button
                type="button"
                className="primary small"
                aria-label={`${texts.manual.approve} ${row.billNumber}`}
                onClick={() => setDeciding({ transfer: row, decision: 'approve' })}
              >
                {texts.manual.approve}
              </button>
              <button
                type="button"
                className="danger-outline small"
                aria-label={`${texts.manual.reject} ${row.billNumber}`}
                onClick={() => setDeciding({ transfer: row, decision: 'reject' })}
              >
                {texts.manual.reject}
              </button>
            </span>
          ) : (
            <span className="muted">{texts.manual.waitingForSupervisor}</span>
          ),
      },
    ],
    [mayDecide, staff.id],
  );
  return (
    <>
      <FirstLoad query={pending} />
      {pending.data && (
        <DataTable
          caption={texts.manual.pendingTitle}
          columns={columns}
          rows={pending.data.transfers}
          rowKey={(row) => row.id}
          sort={sort}
          onSort={setSort}
          empty={texts.manual.pendingEmpty}
        />
      )}
      {deciding && (
        <DecisionDialog transfer={deciding.transfer} decision={deciding.decision} onClose={() => setDeciding(null)} />
      )}
    </>
  );
}
