import type { SortDirection } from '@asiguro/contracts';

export type { SortDirection };

export type SortValue = string | number | null | undefined;

/**
 * Two present values in ascending order: numbers as numbers, text as people read it, so
 * "IAI000009ABC" comes before "IAI000010ABC". Empty values never reach it: the table puts them
 * last whatever the direction (as the API sorts), and ties keep their order.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'en', { numeric: true });
}
