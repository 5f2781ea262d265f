import { ACTION_PERMISSIONS, type ConsoleAction } from '@asiguro/domain';
import type { ConsoleOrderDetail } from '@asiguro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { useCan, useStaff } from '../../app/staff-context';
import { fmt, texts } from '../../app/i18n';
import { useFeedback } from '../../ui/feedback';
import { productName } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog';
import { IssueDialog } from '../manual/issue-dialog';
import { manualErrorText } from '../manual/manual-errors';
import { actionHelp, actionLabel } from './action-label';
import { CustomerContact } from './customer-contact';

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
  const label = actionLabel(action, order.failedStep);
  return (
    <ReasonDialog
      title={`${label} — ${order.number}`}
      help={actionHelp(action, order.failedStep)}
      submitLabel={label}
      danger={DESTRUCTIVE.includes(action)}
      run={(reason) => consoleApi.consoleAction({ params: { id: order.id }, body: { action, reason } })}
      onDone={() => notify('success', fmt(texts.feedback.actionDone, { action: label, number: order.number }))}
      onSettled={() => invalidateOrderViews(client, order.id)}
      onClose={onClose}
    />
  );
}

/** Handed to an operator: paid, processing, and the issuer's API could not issue it (the API's rule for claims). */
export function waitsForOperator(order: ConsoleOrderDetail['order']): boolean {
  return order.status === 'processing' && order.insurer !== null && order.manualIssuanceDue !== null;
}

/** Someone must act: handed to an operator, failed, or in flight past its issuing time. */
export function waitsForPerson(order: ConsoleOrderDetail['order']): boolean {
  const inFlight = order.status === 'paid' || order.status === 'processing' || order.status === 'issued';
  return waitsForOperator(order) || order.status === 'failed' || (inFlight && (order.overdueSeconds ?? 0) > 0);
}

/** Claim the order and issue it by hand, for an order handed to an operator. */
function OperatorActions({ order }: { order: ConsoleOrderDetail['order'] }) {
  const staff = useStaff();
  const client = useQueryClient();
  const notify = useFeedback();
  const [issuing, setIssuing] = useState(false);
  const claim = useMutation({
    mutationFn: () => consoleApi.claim({ params: { id: order.id }, body: {} }),
    onSuccess: () => notify('success', fmt(texts.feedback.claimed, { number: order.number })),
    onError: (error) => notify('error', manualErrorText(error)),
    onSettled: () => invalidateOrderViews(client, order.id),
  });
  const mine = order.claimedBy === staff.id;
  return (
    <>
      {!mine && (
        <button type="button" onClick={() => claim.mutate()} disabled={claim.isPending}>
          {texts.detail.claim}
        </button>
      )}
      {order.manualItem && (
        <button type="button" className="primary" onClick={() => setIssuing(true)}>
          {order.manualItem.item === 0
            ? texts.detail.issueManually
            : `${texts.detail.issueManually}: ${productName(order.manualItem.product)}`}
        </button>
      )}
      {mine && <span className="muted">{texts.detail.claimedByYou}</span>}
      {issuing && <IssueDialog order={order} onClose={() => setIssuing(false)} />}
    </>
  );
}

/**
 * The buttons the API offers for this order (the machine's accepted events), each shown only to
 * staff whose roles hold its permission (the API filters the same way; a viewer sees none).
 */
export function OrderActions({ detail }: { detail: ConsoleOrderDetail }) {
  const can = useCan();
  const [open, setOpen] = useState<ConsoleAction | null>(null);
  const { order } = detail;
  const actions = detail.actions.filter((action) => can(ACTION_PERMISSIONS[action]));
  const operator = waitsForOperator(order) && can('manual.issue');
  return (
    <>
      {waitsForOperator(order) && <p>{texts.detail.waitsForOperator}</p>}
      {actions.length === 0 && !operator ? (
        <p className="muted">{waitsForPerson(order) ? texts.detail.waitsForSupport : texts.detail.noActions}</p>
      ) : (
        <ActionBar detail={detail} actions={actions} operator={operator} open={open} setOpen={setOpen} />
      )}
      <CustomerContact order={order} />
    </>
  );
}

function ActionBar({
  detail,
  actions,
  operator,
  open,
  setOpen,
}: {
  detail: ConsoleOrderDetail;
  actions: ConsoleAction[];
  operator: boolean;
  open: ConsoleAction | null;
  setOpen: (action: ConsoleAction | null) => void;
}) {
  return (
    <div className="action-bar">
      {operator && <OperatorActions order={detail.order} />}
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
