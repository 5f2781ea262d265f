import type { z } from 'zod';
import { PRODUCT_LINES, type ProductLines } from '../lines';
import { LINE_TYPES, type LineType } from '../lines/line-types';
import { PRODUCT_TYPES, type AspectType, type ProductType } from '../products/product-types';
import { defineProduct, type ProductDefinition } from './product-definition';
import type { ProductSpec } from './product-spec';
import { roadTaxProduct } from './products/road-tax.product';
import { bgVignetteProduct } from './products/vignette-bg.product';
import { huVignetteProduct } from './products/vignette-hu.product';
import { mdVignetteProduct } from './products/vignette-md.product';
import { roVignetteProduct } from './products/vignette-ro.product';

/** The definitions of the registered lines (lines/), each typed by its own details schema. */
type LineDefinitions = {
  [T in LineType]: ProductDefinition<T, ProductLines[T]['spec'] extends ProductSpec<T, infer S> ? S : never>;
};

// Each line's definition is typed by its own schema; the loop over the lines cannot say so.
const LINE_DEFINITIONS = Object.fromEntries(
  LINE_TYPES.map((type) => [type, defineProduct(PRODUCT_LINES[type].spec as ProductSpec<LineType, z.ZodType>)]),
) as unknown as LineDefinitions;

/**
 * The lines still spread over the domain's aspects: each has its file in products/ and its entry
 * here (the compiler refuses a product type without one). New lines are folders in lines/.
 */
const ASPECT_DEFINITIONS = {
  'road-tax': roadTaxProduct,
  'vignette:ro': roVignetteProduct,
  'vignette:md': mdVignetteProduct,
  'vignette:hu': huVignetteProduct,
  'vignette:bg': bgVignetteProduct,
} as const satisfies { [T in AspectType]: ProductDefinition<T> };

/** The one table of product lines' definitions. */
export const PRODUCT_DEFINITIONS: typeof ASPECT_DEFINITIONS & LineDefinitions = {
  ...ASPECT_DEFINITIONS,
  ...LINE_DEFINITIONS,
};

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
