import { t, type Locale, type MessageKey } from '@asiguro/i18n';
import type { z } from 'zod';
import type { ProductType } from '../products/product-types';
import type { Clock } from '../validation/clock';
import { toValidationIssues, type ValidationIssue } from '../validation/keyed-schemas';
import type { FieldDefinition } from './field';
import type { ProductDefinition } from './product-definition';
import { getProduct } from './product-definitions';

/** The outcome of checking an item's details. */
export type DetailsCheck<T = unknown> = { ok: true; details: T } | { ok: false; issues: ValidationIssue[] };

/**
 * The schemas built for each clock, by line and kind. Building a line's schema costs far more
 * than checking details with it (zod compiles each new object schema on its first parse), so a
 * caller that checks many items against one clock (readDetails keeps one per day) builds it once.
 */
const schemasByClock = new WeakMap<Clock, Map<string, z.ZodType>>();

function schemaAt(product: ProductDefinition, draft: boolean, clock: Clock): z.ZodType {
  let schemas = schemasByClock.get(clock);
  if (!schemas) schemasByClock.set(clock, (schemas = new Map()));
  const key = `${product.type}${draft ? ':draft' : ''}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = draft ? product.draftDetailsSchemaAt(clock) : product.detailsSchemaAt(clock);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * Checks an item's details against its line: the full schema (confirmation) or the draft one
 * (`draft: true`, while the customer fills the flow), judged against `clock` when given.
 */
export function checkDetails(
  type: ProductType,
  details: unknown,
  options: { draft?: boolean; clock?: Clock } = {},
): DetailsCheck {
  const product: ProductDefinition = getProduct(type);
  const draft = options.draft ?? false;
  const schema = options.clock
    ? schemaAt(product, draft, options.clock)
    : draft
      ? product.draftDetailsSchema
      : product.detailsSchema;
  const result = schema.safeParse(details);
  return result.success ? { ok: true, details: result.data } : { ok: false, issues: toValidationIssues(result.error) };
}

/** Every field of a line's steps, list items included, by its path pattern ('persons.*.idnp'). */
function fieldsByPath(product: ProductDefinition): Map<string, FieldDefinition> {
  const found = new Map<string, FieldDefinition>();
  const visit = (fields: readonly FieldDefinition[], base: string) => {
    for (const item of fields) {
      const path = base ? `${base}.${item.name}` : item.name;
      found.set(path, item);
      if (item.itemFields) visit(item.itemFields, `${path}.*`);
    }
  };
  for (const item of product.steps) visit(item.fields, '');
  return found;
}

/** A localized issue, with the field it belongs to when the steps know it. */
export interface DescribedIssue extends ValidationIssue {
  message: string;
  labelKey?: MessageKey;
}

/**
 * Localizes a line's validation issues the way the storefront shows them: a missing field gets
 * its own required message ("Introduceți IDNP-ul") rather than the generic one.
 */
export function describeIssues(
  type: ProductType,
  issues: readonly ValidationIssue[],
  locale: Locale,
): DescribedIssue[] {
  const fields = fieldsByPath(getProduct(type));
  return issues.map((issue) => {
    const definition = fields.get(issue.path.replace(/\.\d+(?=\.|$)/g, '.*'));
    const key: MessageKey = issue.key === 'required' && definition ? definition.requiredKey : `validation.${issue.key}`;
    return { ...issue, message: t(locale, key), ...(definition ? { labelKey: definition.labelKey } : {}) };
  });
}
