import { z } from 'zod';
import type { ProductType } from '../products/product-types';
import type { ProductDefinition } from './product-definition';
import { getProduct } from './product-definitions';

/** A JSON Schema document (draft 2020-12) as zod 4 generates it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * The JSON Schema of a line's item details, generated from its zod schema with z.toJSONSchema
 * (the draft variant with `{ draft: true }`). Rules a JSON Schema cannot say (check digits,
 * dates relative to today, cross-field rules) are enforced by the zod schema only.
 */
export function detailsJsonSchema(type: ProductType, options: { draft?: boolean } = {}): JsonSchema {
  const product: ProductDefinition = getProduct(type);
  return z.toJSONSchema(options.draft ? product.draftDetailsSchema : product.detailsSchema);
}
