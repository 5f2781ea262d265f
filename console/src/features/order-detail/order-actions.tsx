import { ACTION_PERMISSIONS, type ConsoleAction, type ConsoleOrderDetail } from '@asiguro/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { useCan } from '../../app/staff-context';
import { texts } from '../../app/texts';
import { Dialog } from '../../ui/dialog';
import { useFeedback } from '../../ui/feedback';
import { errorText } from '../../ui/query-status';
import { ReasonField, reasonError } from '../../ui/reason-field';
import { actionHelp, actionLabel } from './action-label';

const DESTRUCTIVE: readonly ConsoleAction[] = ['refund', 'cancel', 'expire'];

/** After any staff action, everything that shows orders may have changed. */
export function invalidateOrderViews(client: ReturnType<typeof useQueryClient>, orderId?: string) {
  if (orderId) void client.invalidateQueries({ queryKey: ['order', orderId] });
  for (const key of ['orders', 'dashboard', 'audit', 'queues', 'search', 'wire-transfers'])
    void client.invalidateQueries({ queryKey: [key] });
}

function ActionDialog({
  order,
  action,
  onClose,
}: {
  order: ConsoleOrderDetail['order'];
  action: ConsoleAction;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const notify = useFeedback();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const label = actionLabel(action, order.failedStep);
  const mutation = useMutation({
    mutationFn: () => consoleApi.act(order.id, action, reason.trim()),
    onSuccess: () => {
      notify('success', texts.feedback.actionDone(label, order.number));
      onClose();
    },
    onSettled: () => invalidateOrderViews(client, order.id),
  });
  return (
    <Dialog open title={`${label} — ${order.number}`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!reasonError(reason)) mutation.mutate();
        }}
      >
        <p>{actionHelp(action, order.failedStep)}</p>
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
            className={DESTRUCTIVE.includes(action) ? 'danger' : 'primary'}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending ? texts.detail.working : label}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The buttons the API offers for this order (the machine's accepted events), each shown only to
 * staff whose roles hold its permission (the API filters the same way; a viewer sees none).
 */
export function OrderActions({ detail }: { detail: ConsoleOrderDetail }) {
  const can = useCan();
  const [open, setOpen] = useState<ConsoleAction | null>(null);
  const actions = detail.actions.filter((action) => can(ACTION_PERMISSIONS[action]));
  if (actions.length === 0) return <p className="muted">{texts.detail.noActions}</p>;
  return (
    <div className="action-bar">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={DESTRUCTIVE.includes(action) ? 'danger-outline' : action === 'retry' ? 'primary' : undefined}
          onClick={() => setOpen(action)}
        >
          {actionLabel(action, detail.order.failedStep)}
        </button>
      ))}
      {open && <ActionDialog order={detail.order} action={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
