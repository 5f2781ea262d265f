import { toValidationIssues, type FieldDefinition, type ProductDefinition } from '@asiguro/domain';
import type { z } from 'zod';
import { compact, getAt, isVisible, pruneHidden, setAt, type Details } from './details-state';
import { allFields } from './flow-steps';

const numberShapes = new Map<string, boolean>();

/**
 * Whether a numeric field's schema wants a number (seats, bags) or a string of digits (market
 * value): asked once of the draft schema, which judges each field on its own.
 */
function wantsNumber(product: ProductDefinition, path: string): boolean {
  const key = `${product.type}:${path.replace(/\.\d+\./g, '.0.')}`;
  let known = numberShapes.get(key);
  if (known === undefined) {
    const probe = product.draftDetailsSchema.safeParse(setAt({}, path.replace(/\.\d+\./g, '.0.'), 1));
    known =
      probe.success || !probe.error.issues.some((issue) => issue.path.join('.').endsWith(path.split('.').pop() ?? ''));
    numberShapes.set(key, known);
  }
  return known;
}

function coerceNumbers(
  product: ProductDefinition,
  details: Details,
  fields: readonly FieldDefinition[],
  prefix = '',
): Details {
  let out = details;
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    const value = getAt(out, field.name);
    if (field.kind === 'number' && typeof value === 'string' && /^\d+$/.test(value) && wantsNumber(product, path)) {
      out = setAt(out, field.name, Number(value));
    }
    if (field.itemFields && Array.isArray(value)) {
      const itemFields = field.itemFields;
      out = setAt(
        out,
        field.name,
        value.map((item: unknown, index) =>
          typeof item === 'object' && item !== null
            ? coerceNumbers(product, item as Details, itemFields, `${path}.${index}.`)
            : item,
        ),
      );
    }
  }
  return out;
}

/**
 * What the details schema sees: hidden fields' answers removed, empty answers dropped, numbers
 * in the shape their schema asks for, and an untouched yes/no box read as "no".
 */
export function prepareDetails(product: ProductDefinition, details: Details): Details {
  const fields = allFields(product);
  let prepared = coerceNumbers(product, pruneHidden(details, fields), fields);
  for (const field of fields) {
    if (field.kind === 'checkbox' && !field.fromRegistry && isVisible(field, prepared)) {
      if (getAt(prepared, field.name) === undefined) prepared = setAt(prepared, field.name, false);
    }
  }
  return (compact(prepared) as Details | undefined) ?? {};
}

/** The visible field an issue at `path` belongs to: itself, the list holding it, or the first field under it. */
export function fieldOfIssue(
  fields: readonly FieldDefinition[],
  path: string,
  details: Details,
): FieldDefinition | undefined {
  const visible = fields.filter((field) => isVisible(field, details));
  return (
    visible.find((field) => field.name === path) ??
    visible.find((field) => path.startsWith(`${field.name}.`)) ??
    visible.find((field) => path === '' || field.name.startsWith(`${path}.`))
  );
}

/** The required message of the field at `path`: the field's own, or its list item field's. */
export function requiredKeyOf(field: FieldDefinition, path: string): string | undefined {
  if (path === field.name) return field.requiredKey;
  const rest = path.slice(field.name.length + 1).replace(/^\d+\./, '');
  return field.itemFields?.find((item) => item.name === rest)?.requiredKey;
}

/**
 * The part of the details a draft may hold: each answer that its own rule refuses (a half-typed
 * IDNP) is left out, so the silent save keeps everything else instead of failing whole. The
 * answers are saved as their rules read them (a certificate typed "123 456 789" as 123456789).
 */
export function draftPart(draftSchema: z.ZodType, details: Details): Details {
  let current = details;
  for (let attempt = 0; attempt < 25; attempt++) {
    const result = draftSchema.safeParse(current);
    if (result.success) return result.data as Details;
    const paths = toValidationIssues(result.error).map((issue) => issue.path);
    if (paths.includes('')) return {};
    for (const path of paths) current = setAt(current, path, undefined);
    current = (compact(current) as Details | undefined) ?? {};
  }
  return {};
}
