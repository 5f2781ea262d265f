import type { ProductType } from '@asiguro/domain';
import { texts } from '../app/i18n';
import type { Column } from './data-table';
import { insurerName, productName } from './format';

/** A count: right-aligned, sorted by its value. */
export function countColumn<T>(id: string, label: string, count: (row: T) => number): Column<T> {
  return { id, label, numeric: true, cell: count, sortValue: count };
}

/** The product line, by its name in the console's language (and sorted by it). */
export function productColumn<T extends { product: ProductType }>(): Column<T> {
  return {
    id: 'product',
    label: texts.columns.product,
    cell: (row) => productName(row.product),
    sortValue: (row) => productName(row.product),
  };
}

/** The insurer, by its name (and sorted by it); "none" before one is chosen. */
export function insurerColumn<T extends { insurer: string | null }>(): Column<T> {
  return {
    id: 'insurer',
    label: texts.columns.insurer,
    cell: (row) => insurerName(row.insurer),
    sortValue: (row) => insurerName(row.insurer),
  };
}
