import type { z } from 'zod';
import { PRODUCT_LINES, type ProductLines } from '../lines';
import { LINE_TYPES, type LineType } from '../lines/line-types';
import { PRODUCT_TYPES, type ProductType } from '../products/product-types';
import { defineProduct, type ProductDefinition } from './product-definition';
import type { ProductSpec } from './product-spec';

/** The definitions of the registered lines (lines/), each typed by its own details schema. */
type LineDefinitions = {
  [T in LineType]: ProductDefinition<T, ProductLines[T]['spec'] extends ProductSpec<T, infer S> ? S : never>;
};

// Each line's definition is typed by its own schema; the loop over the lines cannot say so.
const LINE_DEFINITIONS = Object.fromEntries(
  LINE_TYPES.map((type) => [type, defineProduct(PRODUCT_LINES[type].spec as ProductSpec<LineType, z.ZodType>)]),
) as unknown as LineDefinitions;

/** The one table of product lines' definitions: each line's, from its folder (lines/). */
export const PRODUCT_DEFINITIONS: LineDefinitions = LINE_DEFINITIONS;

export type ProductDefinitions = typeof PRODUCT_DEFINITIONS;

/** Every product line's definition, in the order of PRODUCT_TYPES. */
export const CATALOGUE: readonly ProductDefinition[] = PRODUCT_TYPES.map((type) => PRODUCT_DEFINITIONS[type]);

/** The definition of a product line, typed by its line (its details schema included). */
export function getProduct<T extends ProductType>(type: T): ProductDefinitions[T] {
  return PRODUCT_DEFINITIONS[type];
}

/**
 * The three-letter prefix of each line's order and policy numbers (its definition's
 * `numberPrefix`), for numbering that needs no more of the catalogue.
 */
export const NUMBER_PREFIX = Object.fromEntries(CATALOGUE.map((product) => [product.type, product.numberPrefix])) as {
  readonly [T in ProductType]: string;
};
