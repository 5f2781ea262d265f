import type { OrderStatus } from '@asiguro/domain';
import { consoleOrdersQuerySchema, type ConsoleOrderRow } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { queries } from '../../api/queries';
import { useCan } from '../../app/staff-context';
import { fmt, texts } from '../../app/i18n';
import { DataTable, type Column } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { FirstLoad, Freshness } from '../../ui/query-status';
import { BulkRetryDialog, type BulkTarget } from './bulk-retry-dialog';
import { orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';
import { hasFilters, ordersQueryOf, type OrdersSearch, type OrdersView } from './orders-search';

/** The largest page the API serves: "retry all matching" reads the matching orders this many at a time. */
const COLLECT_PAGE = 200;

interface OrdersListProps {
  view: Exclude<OrdersView, 'manual'>;
  title: string;
  intro?: string;
  /** What an empty list means in this view (without filters). */
  empty?: string;
  search: OrdersSearch;
  onSearch: (next: OrdersSearch) => void;
  statuses?: readonly OrderStatus[];
}

/** The selection with `row` added (`on`) or taken out. */
function toggled(
  selected: ReadonlyMap<string, string>,
  row: ConsoleOrderRow,
  on: boolean,
): ReadonlyMap<string, string> {
  const next = new Map(selected);
  if (on) next.set(row.id, row.number);
  else next.delete(row.id);
  return next;
}

/** A live, filtered list of orders, sorted by the server over every page; failed orders can be retried in bulk. */
export function OrdersList({ view, title, intro, empty, search, onSearch, statuses }: OrdersListProps) {
  const query = ordersQueryOf(view, search);
  const orders = useQuery(queries.orders(query));
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [bulk, setBulk] = useState<null | { count: number; collect: () => Promise<BulkTarget[]> }>(null);
  const rows = orders.data?.orders ?? [];
  const total = orders.data?.total ?? 0;
  const can = useCan();
  // RETRY is accepted from failed only, so bulk retry is offered where the list is failed orders
  // (to staff who may retry).
  const retryable = (view === 'failed' || search.status === 'failed') && can('orders.retry');

  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const collectMatching = async (): Promise<BulkTarget[]> => {
    const targets: BulkTarget[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await consoleApi.consoleOrders({
        query: consoleOrdersQuerySchema.parse({ ...query, page, pageSize: COLLECT_PAGE }),
      });
      targets.push(...answer.orders.filter((row) => row.status === 'failed').map(({ id, number }) => ({ id, number })));
      if (answer.orders.length < COLLECT_PAGE || page * COLLECT_PAGE >= answer.total) return targets;
    }
  };

  // The checkboxes read the selection: the columns change with it, and only with it.
  const columns = useMemo(() => {
    if (!retryable) return orderColumns;
    const selectColumn: Column<ConsoleOrderRow> = {
      id: 'select',
      label: texts.columns.select,
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={fmt(texts.orders.selectOrder, { number: row.number })}
          checked={selected.has(row.id)}
          onChange={(event) => setSelected((current) => toggled(current, row, event.target.checked))}
        />
      ),
    };
    return [selectColumn, ...orderColumns];
  }, [retryable, selected]);

  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">{title}</h1>
          {intro && <p className="muted">{intro}</p>}
        </div>
        <Freshness query={orders} />
      </header>
      <OrderFilters search={search} onChange={onSearch} statuses={statuses} />
      <div className="toolbar">
        <span className="muted">{fmt(texts.common.total, { count: total })}</span>
        {retryable && (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={allOnPage}
                onChange={(event) =>
                  setSelected((current) => {
                    const next = new Map(current);
                    for (const row of rows) {
                      if (event.target.checked) next.set(row.id, row.number);
                      else next.delete(row.id);
                    }
                    return next;
                  })
                }
              />
              {texts.orders.selectAll}
            </label>
            <button
              type="button"
              disabled={selected.size === 0}
              onClick={() => {
                const targets = [...selected].map(([id, number]) => ({ id, number }));
                setBulk({ count: targets.length, collect: async () => targets });
              }}
            >
              {fmt(texts.orders.retrySelected, { count: selected.size })}
            </button>
            <button
              type="button"
              disabled={total === 0}
              onClick={() => setBulk({ count: total, collect: collectMatching })}
            >
              {fmt(texts.orders.retryMatching, { count: total })}
            </button>
          </>
        )}
      </div>
      <FirstLoad query={orders} />
      {orders.data && (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          sort={{ column: search.sort ?? 'age', direction: search.dir ?? 'desc' }}
          // A new order means a new first page.
          onSort={(sort) =>
            onSearch({ ...search, sort: sort.column as OrdersSearch['sort'], dir: sort.direction, page: undefined })
          }
          sortedByServer
          empty={hasFilters(search) ? texts.orders.noMatch : empty}
          rowTone={(row) =>
            row.status === 'failed' ? 'danger' : (row.overdueSeconds ?? 0) > 0 ? 'warning' : undefined
          }
        />
      )}
      {orders.data && (
        <Pager
          page={orders.data.page}
          pageSize={orders.data.pageSize}
          total={total}
          onPage={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })}
        />
      )}
      {bulk && (
        <BulkRetryDialog
          count={bulk.count}
          collect={bulk.collect}
          onClose={() => {
            setBulk(null);
            setSelected(new Map());
          }}
        />
      )}
    </section>
  );
}
