import { ITEM_ACTION_PERMISSIONS, type ConsoleItemAction } from '@asiguro/domain';
import type { ConsoleOrderDetail, ConsoleOrderItem } from '@asiguro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { useCan } from '../../app/staff-context';
import { fmt, texts } from '../../app/i18n';
import { Tag } from '../../ui/badges';
import { DataTable, type Column } from '../../ui/data-table';
import { useFeedback } from '../../ui/feedback';
import { formatPrice, insurerName, productName } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog';
import { invalidateOrderViews } from './order-actions';

const STATE_TONE: Record<ConsoleOrderItem['status'], 'success' | 'danger' | 'warning' | undefined> = {
  issued: 'success',
  failed: 'danger',
  refunded: 'warning',
  pending: undefined,
  booked: undefined,
  scheduled: undefined,
  delivered: 'success',
  canceled: 'warning',
};

/** One add-on's retry or refund, with the reason the API requires (it goes to the event and audit logs). */
function ItemActionDialog({
  order,
  item,
  action,
  onClose,
}: {
  order: ConsoleOrderDetail['order'];
  item: ConsoleOrderItem;
  action: ConsoleItemAction;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const notify = useFeedback();
  const label = texts.itemActions[action];
  const product = productName(item.type);
  return (
    <ReasonDialog
      title={fmt(texts.itemActions.title, { action: label, product, number: order.number })}
      help={
        action === 'retry'
          ? fmt(texts.itemActions.retryHelp, { product })
          : fmt(item.status === 'pending' ? texts.itemActions.refundUnissuedHelp : texts.itemActions.refundHelp, {
              product,
              amount: formatPrice(item.price),
            })
      }
      submitLabel={label}
      danger={action === 'refund'}
      run={(reason) =>
        consoleApi.consoleItemAction({ params: { id: order.id, item: item.item }, body: { action, reason } })
      }
      onDone={() =>
        notify('success', fmt(texts.feedback.actionDone, { action: `${label} (${product})`, number: order.number }))
      }
      onSettled={() => invalidateOrderViews(client, order.id)}
      onClose={onClose}
    />
  );
}

function ItemState({ item }: { item: ConsoleOrderItem }) {
  return (
    <span className="tag-list">
      <Tag tone={STATE_TONE[item.status]}>{texts.detail.itemStates[item.status]}</Tag>
      {item.refund && (
        <Tag tone={item.refund.status === 'refund_failed' ? 'danger' : undefined}>
          {`${texts.detail.refundStatus[item.refund.status]} ${formatPrice(item.refund.amount)}`}
        </Tag>
      )}
      {item.stuck && <Tag tone="danger">{texts.detail.itemStuck}</Tag>}
    </span>
  );
}

const itemColumns: Column<ConsoleOrderItem>[] = [
  {
    id: 'item',
    label: texts.detail.item,
    cell: (row) => (
      <>
        <strong>{productName(row.type)}</strong>
        <br />
        <span className="muted">{fmt(texts.detail.itemRole, { item: row.item })}</span>
      </>
    ),
  },
  { id: 'issuer', label: texts.detail.issuer, cell: (row) => insurerName(row.issuer) },
  { id: 'price', label: texts.columns.price, numeric: true, cell: (row) => formatPrice(row.price) },
  { id: 'state', label: texts.detail.itemStatus, cell: (row) => <ItemState item={row} /> },
  {
    id: 'number',
    label: texts.detail.itemNumber,
    cell: (row) => (row.number ? <code>{row.number}</code> : texts.common.none),
  },
  {
    id: 'documents',
    label: texts.detail.documents,
    cell: (row) =>
      row.documents.length ? row.documents.map((document) => document.kind).join(', ') : texts.common.none,
  },
];

/**
 * Every item of the order (the main product first): issuer, price, state, number and documents,
 * and on each add-on the retry or refund the API offers this staff member (its permission asked
 * of the same table the API uses).
 */
export function OrderItems({ detail }: { detail: ConsoleOrderDetail }) {
  const can = useCan();
  const [open, setOpen] = useState<{ item: ConsoleOrderItem; action: ConsoleItemAction } | null>(null);
  const columns = useMemo(
    (): Column<ConsoleOrderItem>[] => [
      ...itemColumns,
      {
        id: 'actions',
        label: texts.detail.actions,
        cell: (row) => {
          const actions = row.actions.filter((action) => can(ITEM_ACTION_PERMISSIONS[action]));
          if (actions.length === 0) return <span className="muted">{texts.detail.noItemActions}</span>;
          return (
            <span className="action-bar">
              {actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'refund' ? 'danger-outline' : 'primary'}
                  aria-label={`${texts.itemActions[action]}: ${productName(row.type)}`}
                  onClick={() => setOpen({ item: row, action })}
                >
                  {texts.itemActions[action]}
                </button>
              ))}
            </span>
          );
        },
      },
    ],
    [can],
  );
  return (
    <>
      <DataTable
        caption={texts.detail.orderItems}
        rows={detail.orderItems}
        rowKey={(row) => String(row.item)}
        empty={texts.detail.none}
        columns={columns}
      />
      {open && (
        <ItemActionDialog order={detail.order} item={open.item} action={open.action} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
