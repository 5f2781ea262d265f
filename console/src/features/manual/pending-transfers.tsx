import type { WireTransfer } from '@asiguro/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { queries } from '../../api/queries';
import { useCan, useStaff } from '../../app/staff-context';
import { texts } from '../../app/texts';
import { DataTable, type Column, type TableSort } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { useFeedback } from '../../ui/feedback';
import { formatDateTime, formatPrice } from '../../ui/format';
import { errorText, FirstLoad } from '../../ui/query-status';
import { ReasonField, reasonError } from '../../ui/reason-field';
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
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    mutationFn: async () => {
      if (decision === 'reject') {
        await consoleApi.rejectWireTransfer(transfer.id, reason.trim());
        return texts.manual.rejected(transfer.billNumber);
      }
      const answer = await consoleApi.approveWireTransfer(transfer.id, reason.trim());
      return wireOutcomeText(transfer.billNumber, answer);
    },
    onSuccess: (message) => {
      notify('success', message);
      onClose();
    },
    onSettled: () => invalidateOrderViews(client, transfer.orderId),
  });
  return (
    <Dialog open title={texts.manual.decideTitle(decision, transfer.billNumber)} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!reasonError(reason)) mutation.mutate();
        }}
      >
        <p>{texts.manual.decideHelp[decision]}</p>
        <ReasonField value={reason} onChange={setReason} showError={tried} disabled={mutation.isPending} />
        {mutation.isError && (
          <p role="alert" className="error-box">
            {errorText(mutation.error)}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {texts.common.cancel}
          </button>
          <button
            type="submit"
            className={decision === 'approve' ? 'primary' : 'danger'}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending ? texts.detail.working : texts.manual[decision]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

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
  const columns: Column<WireTransfer>[] = [
    { id: 'bill', label: texts.manual.billNumber, cell: (row) => <span className="mono">{row.billNumber}</span> },
    { id: 'order', label: texts.columns.number, cell: (row) => row.orderNumber, sortValue: (row) => row.orderNumber },
    { id: 'amount', label: texts.columns.price, numeric: true, cell: (row) => formatPrice(row.amount) },
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
  ];
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
