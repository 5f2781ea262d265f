import { zodResolver } from '@hookform/resolvers/zod';
import { isValidationKey, type FieldDefinition, type ProductDefinition } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { z } from 'zod';
import { get, set, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { issueMessage, type FieldMessages } from '../forms/field-messages';
import type { Details } from '../order-flow/details-state';
import type { FlowStep } from '../order-flow/flow-steps';
import { fieldOfIssue, prepareDetails, requiredKeyOf } from '../order-flow/step-validation';

/** What the details form is checked against besides the answers: where the customer is. */
export interface DetailsContext {
  steps: readonly FlowStep[];
  /** The last step whose problems count (later steps are not filled in yet). */
  upTo: number;
  locale: Locale;
  /** Problems found while typing (an end before its start): they hold the step back too. */
  live: FieldMessages;
}

const ERROR_PARTS = new Set(['type', 'message', 'ref', 'types', 'root']);

/**
 * Every message of a form's errors by its field's dotted path ('persons.0.idnp'; '' for the whole
 * form's answers); a list's own problem (which the resolver files as the list's `root`) at the
 * list's path.
 */
export function errorMessages(errors: FieldErrors | undefined, path?: string): FieldMessages {
  const messages: FieldMessages = {};
  if (!errors) return messages;
  if (path !== undefined) {
    const own = errors as Partial<FieldError>;
    const message = own.message ?? own.root?.message;
    if (typeof message === 'string') messages[path] = message;
  }
  for (const [key, value] of Object.entries(errors)) {
    if (ERROR_PARTS.has(key) || typeof value !== 'object' || value === null) continue;
    Object.assign(messages, errorMessages(value as FieldErrors, path === undefined ? key : `${path}.${key}`));
  }
  return messages;
}

/**
 * The details step a problem at `path` belongs to and the field it is shown under: the first step
 * showing that field; a problem no field owns goes to the last details step, so it is never lost.
 */
export function ownerOf(
  steps: readonly FlowStep[],
  path: string,
  details: Details,
): { index: number; key: string; field?: FieldDefinition } {
  let last = 0;
  for (const [index, step] of steps.entries()) {
    if (step.kind !== 'details') continue;
    last = index;
    const field = fieldOfIssue(step.fields, path, details);
    if (!field) continue;
    const key = path === field.name || path.startsWith(`${field.name}.`) ? path : field.name;
    return { index, key, field };
  }
  return { index: last, key: path };
}

/**
 * The product's details schema as the form's resolver: the answers prepared as the schema reads
 * them (hidden fields dropped, numbers as numbers), checked by zod, and each problem of the steps
 * up to the current one placed under its field with its localized message.
 */
export function detailsResolver(product: ProductDefinition): Resolver<Details, DetailsContext> {
  // The catalogue types every line's schema loosely; its input is a line's details.
  const schema = zodResolver(product.detailsSchema as z.ZodType<Details, Details>);
  return async (values, context, options) => {
    if (!context) throw new Error('the details resolver needs the flow context');
    const prepared = prepareDetails(product, values);
    const checked = await schema(prepared, undefined, { ...options, criteriaMode: 'firstError' });
    const errors: FieldErrors<Details> = {};
    const place = (key: string, type: string, message: string) => {
      const placed = get(errors, key) as Partial<FieldError> | undefined;
      if (typeof placed?.message !== 'string') set(errors, key, { ...placed, type, message });
    };
    for (const [path, message] of Object.entries(errorMessages(checked.errors))) {
      const owner = ownerOf(context.steps, path, prepared);
      if (owner.index > context.upTo) continue;
      const key = isValidationKey(message) ? message : 'invalid-value';
      const requiredKey = owner.field && requiredKeyOf(owner.field, owner.key);
      place(owner.key, key, issueMessage(context.locale, { path, key }, requiredKey));
    }
    for (const [path, message] of Object.entries(context.live)) set(errors, path, { type: 'live', message });
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: checked.values as Details, errors: {} };
  };
}
