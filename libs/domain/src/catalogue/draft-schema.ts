import { z } from 'zod';
import { list, record, variants } from '../validation/keyed-schemas';

/** What a draft may hold: any part of the details, each part present still well-formed. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** Drafts never grow lists beyond this, whatever the full schema allows. */
const DRAFT_MAX_ITEMS = 100;

/**
 * The draft variant of a details schema: every field optional at every depth, each value still
 * checked by its own field schema, unknown fields still refused; the cross-field rules (required
 * when, end after start, …) are left to confirmation, where the full schema applies. The
 * discriminator of a union (contractorType) stays required: it decides which fields exist.
 */
export function toDraftSchema(schema: z.ZodType): z.ZodType {
  return draftOf(schema, []);
}

function draftOf(schema: z.ZodType, keep: readonly string[]): z.ZodType {
  if (schema instanceof z.ZodOptional) return draftOf(schema.unwrap() as z.ZodType, keep);
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[key] = keep.includes(key) ? value : draftOf(value, []).optional();
    }
    return record(shape);
  }
  if (schema instanceof z.ZodArray) {
    return list(draftOf(schema.element as z.ZodType, []), 0, DRAFT_MAX_ITEMS);
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const discriminator = schema._zod.def.discriminator;
    const options = (schema.options as z.ZodType[]).map(
      (item) => draftOf(item, [discriminator]) as z.ZodObject<z.core.$ZodLooseShape>,
    );
    return variants(
      discriminator,
      options as [z.ZodObject<z.core.$ZodLooseShape>, ...z.ZodObject<z.core.$ZodLooseShape>[]],
    );
  }
  // Leaves (strings, numbers, enums, literals, unions of leaves) keep their own rules.
  return schema;
}
