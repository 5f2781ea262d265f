import type { FieldCondition, FieldDefinition } from '@asiguro/domain';

/*
 * The order form's state is the item's `details` object itself (nested, as the catalogue's
 * dotted field paths address it), so what the customer typed, the saved draft and the schemas
 * all read the same shape. These helpers change it without mutating it.
 */

export type Details = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path ('vehicle.certificateNumber', 'persons.0.idnp'). */
export function getAt(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** A copy of `root` with `value` at `path` (`undefined` removes the key); creates objects on the way. */
export function setAt<T extends Details>(root: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const copy: Details | unknown[] = Array.isArray(root) ? [...root] : { ...root };
  const index = Array.isArray(copy) ? Number(key) : key;
  const child = (copy as Record<string | number, unknown>)[index];
  const fresh = /^\d+$/.test(rest[0] ?? '') ? [] : {};
  const next =
    rest.length === 0
      ? value
      : setAt((isRecord(child) || Array.isArray(child) ? child : fresh) as Details, rest.join('.'), value);
  if (next === undefined && !Array.isArray(copy)) delete (copy as Details)[key];
  else (copy as Record<string | number, unknown>)[index] = next;
  return copy as T;
}

/** True when the condition holds for `scope` (the details, or one item of a list). */
export function conditionHolds(condition: FieldCondition | undefined, scope: unknown): boolean {
  if (!condition) return true;
  const value = getAt(scope, condition.field);
  if (Array.isArray(value)) return value.some((item) => condition.in.includes(item as string | number | boolean));
  return condition.in.includes(value as string | number | boolean);
}

/** Whether a field is shown for these details (within `scope` for a list item's fields). */
export function isVisible(field: FieldDefinition, scope: unknown): boolean {
  return conditionHolds(field.visibleWhen, scope);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (isRecord(value) && Object.keys(value).length === 0);

/** Drops empty strings, nulls and emptied objects at every depth. */
export function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    // Items of a list of people keep their places (their errors are addressed by index); empty
    // entries of a list of plain values (flight numbers) are dropped.
    return value.map((item) => compact(item) ?? (isRecord(item) ? {} : undefined)).filter((item) => item !== undefined);
  }
  if (!isRecord(value)) return isEmpty(value) ? undefined : value;
  const out: Details = {};
  for (const [key, item] of Object.entries(value)) {
    const kept = compact(item);
    if (!isEmpty(kept)) out[key] = kept;
  }
  return out;
}

/**
 * Removes the values of fields that are hidden now (a company's fields once "individual" is
 * chosen), at every depth of lists too, so the strict schemas never see an answer to a question
 * that is no longer asked.
 */
export function pruneHidden(details: Details, fields: readonly FieldDefinition[]): Details {
  let out = details;
  for (const field of fields) {
    if (!isVisible(field, details)) {
      if (getAt(out, field.name) !== undefined) out = setAt(out, field.name, undefined);
      continue;
    }
    const items = getAt(out, field.name);
    if (field.itemFields && Array.isArray(items)) {
      const itemFields = field.itemFields;
      out = setAt(
        out,
        field.name,
        items.map((item: unknown) => (isRecord(item) ? pruneHidden(item, itemFields) : item)),
      );
    }
  }
  return out;
}
