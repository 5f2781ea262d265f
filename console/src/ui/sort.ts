import { z } from 'zod';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export type SortValue = string | number | null | undefined;

/**
 * The rows ordered by one column's value; empty values last whatever the direction, ties in their
 * original order (the API's order, oldest first), so a re-sort never shuffles equal rows.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aEmpty = a.key === null || a.key === undefined || a.key === '';
      const bEmpty = b.key === null || b.key === undefined || b.key === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key), 'en', { numeric: true });
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
