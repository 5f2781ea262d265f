import { randomInt } from 'node:crypto';
import { NUMBER_PREFIX, type ProductType } from '@asiguro/domain';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; // no I or O: they read like 1 and 0 on the phone

/** A human-readable order number: the product's prefix, six digits, three letters (e.g. IAI048213KQT). */
export function newOrderNumber(product: ProductType): string {
  const digits = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(0, LETTERS.length)]).join('');
  return `${NUMBER_PREFIX[product]}${digits}${letters}`;
}
