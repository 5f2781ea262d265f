import type { ReactNode } from 'react';
import { texts } from '../app/texts';
import { sortRows, type SortDirection, type SortValue } from './sort';

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

/** A dense table whose sortable headers are buttons (keyboard reachable) and announce their order (aria-sort). */
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
  const sortColumn = sort && columns.find((column) => column.id === sort.column && column.sortValue);
  const shown =
    sort && sortColumn?.sortValue && !sortedByServer ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;
  return (
    // Focusable: a table wider than its panel scrolls, and keyboard users must be able to scroll it.
    <div className="table-wrap" tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sortColumn?.id === column.id;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.numeric ? 'numeric' : undefined}
                  aria-sort={active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortValue && onSort ? (
                    <button
                      type="button"
                      className="sort-button"
                      title={texts.common.sortBy(column.label)}
                      onClick={() =>
                        onSort({
                          column: column.id,
                          direction: active && sort?.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {column.label}
                      <span aria-hidden="true" className="sort-mark">
                        {active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
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
              <tr key={rowKey(row)} data-tone={rowTone?.(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? 'numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
