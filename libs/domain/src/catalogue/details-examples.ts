import type { z } from 'zod';
import type { ProductType } from '../products/product-types';
import { formatDmy, plusDays, todayIn } from '../validation/calendar-date';
import { LINE_TYPES, type LineType } from '../lines/line-types';
import { PRODUCT_LINES } from '../lines';
import type { ProductDefinitions } from './product-definitions';

/** A line's full details, as its schema outputs them. */
export type ProductDetails<T extends ProductType> = z.output<ProductDefinitions[T]['detailsSchema']>;

export { EXAMPLE_CODES, SAMPLE_VEHICLE } from './example-parties';

/** The registered lines' own examples (lines/), starting on `start`. */
function lineExamples(start: string): { [T in LineType]: ProductDetails<T> } {
  return Object.fromEntries(LINE_TYPES.map((type) => [type, PRODUCT_LINES[type].example(start)])) as {
    [T in LineType]: ProductDetails<T>;
  };
}

/**
 * A realistic, valid set of details for every line, with dates counted from `now` (start a week
 * later), so the API's, sandbox's and apps' tests can create orders that pass confirmation. Each
 * line gives its own (lines/).
 */
export function exampleDetails(now: Date = new Date()): { [T in ProductType]: ProductDetails<T> } {
  return lineExamples(formatDmy(plusDays(todayIn(now), 7)));
}
