import { z } from 'zod';
import { isValidationKey, type ValidationKey } from './validation-keys';

/*
 * Small zod builders whose every issue carries a validation key as its message, so a ZodError
 * maps straight to localized messages (validation.<key> in @asiguro/i18n). Every field schema and
 * details schema of the domain is built from these; a plain z.string() would leak zod's English.
 */

type RawIssue = z.core.$ZodRawIssue;

/** Error map for a type mismatch: an absent value is `required`, anything else `fallback`. */
export function typeError(fallback: ValidationKey = 'invalid-value') {
  return (issue: RawIssue): ValidationKey =>
    issue.input === undefined || issue.input === null ? 'required' : fallback;
}

const objectError = (issue: RawIssue): ValidationKey => {
  if (issue.code === 'unrecognized_keys') return 'unknown-field';
  return issue.input === undefined || issue.input === null ? 'required' : 'invalid-value';
};

/** A trimmed, non-empty string of at most `max` characters. */
export function text(max = 200) {
  return z
    .string({ error: typeError() })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'too-long', abort: true });
}

/** A trimmed, non-empty string matching `pattern`; a mismatch is `key`. */
export function patterned(pattern: RegExp, key: ValidationKey, max = 64) {
  return text(max).regex(pattern, { error: key, abort: true });
}

/**
 * A code typed with the separators people use (spaces in "123 456 789", hyphens, lower case):
 * `compact` gives the form it is checked and stored in, then it must match `pattern` (a
 * mismatch is `key`) and fit in `max` characters. Empty after compaction is `required`.
 */
export function compacted(compact: (value: string) => string, pattern: RegExp, key: ValidationKey, max = 64) {
  return z
    .string({ error: typeError() })
    .overwrite(compact)
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'too-long', abort: true })
    .regex(pattern, { error: key, abort: true });
}

/** One of a fixed list of strings. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError('invalid-option') });
}

/** One of a fixed list of numbers (validity in days, sums insured). */
export function numberChoice<const T extends readonly [number, ...number[]]>(values: T) {
  return z.literal(values, { error: typeError('invalid-option') });
}

/** A yes/no answer. */
export function flag() {
  return z.boolean({ error: typeError() });
}

/** An accepted checkbox (consents): only `true` passes. */
export function accepted() {
  return z.literal(true, { error: (issue) => (issue.input === undefined ? 'required' : 'consent-required') });
}

/** A whole number, at least `min`. */
export function wholeNumber(min = 0, key: ValidationKey = 'invalid-number') {
  return z
    .number({ error: typeError('invalid-number') })
    .int({ error: 'invalid-number', abort: true })
    .min(min, { error: key });
}

/** An object that refuses unknown fields (`unknown-field`). */
export function record<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: objectError });
}

/** A list of at least `min` and at most `max` items; too few is `minKey`. */
export function list<T extends z.ZodType>(item: T, min = 0, max = 100, minKey: ValidationKey = 'required') {
  return z.array(item, { error: typeError() }).min(min, { error: minKey }).max(max, { error: 'too-many-items' });
}

/**
 * Options of a discriminated union (e.g. contractorType): a missing discriminator is `required`,
 * an unknown one `invalid-option`.
 */
export function variants<
  const D extends string,
  const T extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
>(discriminator: D, options: T) {
  return z.discriminatedUnion(discriminator, options, {
    error: (issue) => {
      const input = issue.input;
      if (typeof input !== 'object' || input === null) return 'required';
      return (input as Record<string, unknown>)[discriminator] === undefined ? 'required' : 'invalid-option';
    },
  });
}

/** One failed rule, addressed by its dotted path ('persons.0.idnp'; '' for the whole value). */
export interface ValidationIssue {
  path: string;
  key: ValidationKey;
  /**
   * The first value the rule accepts, written as the field takes it, when the rule knows it (the
   * day after the current RCA policy ends): the storefront offers it as a one-click fix.
   */
  firstValid?: string;
}

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Flattens a ZodError into keyed issues. Unknown fields become one issue per field at that
 * field's path; a message that is not a validation key (a schema not built here) becomes
 * `invalid-value`, so callers never show zod's own English.
 */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.flatMap((issue): ValidationIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: dotted([...issue.path, key]), key: 'unknown-field' }));
    }
    return [{ path: dotted(issue.path), key: isValidationKey(issue.message) ? issue.message : 'invalid-value' }];
  });
}
