import { useMemo, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingFn,
} from '@tanstack/react-table';
import { fmt, texts } from '../app/i18n';
import { compareSortValues, type SortDirection, type SortValue } from './sort';

export interface Column<T> {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Present on sortable columns: the value rows are ordered by. */
  sortValue?: (row: T) => SortValue;
  /** Numbers align right. */
  numeric?: boolean;
}

export interface TableSort {
  column: string;
  direction: SortDirection;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The current sort (kept in the URL by the page), and how to change it. */
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  /**
   * The rows come sorted by the server (a page of a longer list): the headers change the sort,
   * the rows are shown as given. Otherwise the table sorts the rows it holds.
   */
  sortedByServer?: boolean;
  empty?: ReactNode;
  /** Highlights a row (e.g. a failed job), by a data attribute the styles read. */
  rowTone?: (row: T) => 'danger' | 'warning' | undefined;
}

/** The console's order of values: numbers as numbers, text as people sort it ("A10" after "A9"). */
const bySortValue: SortingFn<unknown> = (a, b, columnId) =>
  compareSortValues(a.getValue<SortValue>(columnId), b.getValue<SortValue>(columnId));

/** Empty values have no place in the order: they go last whichever way the column is sorted (as the API sorts). */
const present = (value: SortValue): SortValue => (value === null || value === '' ? undefined : value);

/**
 * A dense table whose sortable headers are buttons (keyboard reachable) and announce their order
 * (aria-sort), on TanStack Table: its row model sorts the rows the table holds (ties keep their
 * order), or leaves a page the server sorted as it came.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  sortedByServer,
  empty,
  rowTone,
}: DataTableProps<T>) {
  const definitions = useMemo(
    () =>
      columns.map((column): ColumnDef<T> => {
        const sortValue = column.sortValue;
        return {
          id: column.id,
          header: column.label,
          cell: ({ row }) => column.cell(row.original),
          enableSorting: Boolean(sortValue),
          ...(sortValue && {
            accessorFn: (row: T) => present(sortValue(row)),
            sortingFn: bySortValue as SortingFn<T>,
            sortUndefined: 'last' as const,
          }),
          meta: { numeric: column.numeric },
        };
      }),
    [columns],
  );
  const sortColumn = sort && columns.find((column) => column.id === sort.column && column.sortValue);
  const sortedId = sortColumn?.id;
  const descending = sort?.direction === 'desc';
  // One array while the sort is the same: TanStack recomputes its row models when the state's
  // identity changes.
  const sorting = useMemo(() => (sortedId ? [{ id: sortedId, desc: descending }] : []), [sortedId, descending]);
  const table = useReactTable<T>({
    data: rows as T[],
    columns: definitions,
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualSorting: Boolean(sortedByServer),
    // The sort lives in the page's URL and nothing pages or expands here: without this, every new
    // rows array (a refetch, an empty list's fresh `[]`) would reset state the table does not
    // keep, render again, and never stop.
    autoResetAll: false,
    state: { sorting },
  });
  const shown = table.getRowModel().rows;
  return (
    // Focusable: a table wider than its panel scrolls, and keyboard users must be able to scroll it.
    <div className="table-wrap" tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const numeric = (column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric;
                const active = sortColumn?.id === column.id;
                const label = flexRender(column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={numeric ? 'numeric' : undefined}
                    aria-sort={active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.getCanSort() && onSort ? (
                      <button
                        type="button"
                        className="sort-button"
                        title={fmt(texts.common.sortBy, { column: String(column.columnDef.header) })}
                        onClick={() =>
                          onSort({
                            column: column.id,
                            direction: active && sort?.direction === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {label}
                        <span aria-hidden="true" className="sort-mark">
                          {active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty">
                {empty ?? texts.common.noRows}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={row.id} data-tone={rowTone?.(row.original)}>
                {row.getVisibleCells().map((cell) => {
                  const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric;
                  return (
                    <td key={cell.id} className={numeric ? 'numeric' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
