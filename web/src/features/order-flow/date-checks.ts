import { periodRule, type FieldDefinition } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import { dayOfText } from '../../ui/date-picker/calendar-grid';
import { issueMessage, type FieldMessages } from '../forms/field-messages';
import { getAt, isVisible, type Details } from './details-state';

/** The visible date fields of `fields` (list items' too) holding a complete, real dd.mm.yyyy day. */
export function typedDatePaths(fields: readonly FieldDefinition[], details: Details): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    if (!isVisible(field, details) || field.fromRegistry) continue;
    if (field.kind === 'date' && dayOfText(String(getAt(details, field.name) ?? ''))) paths.push(field.name);
    const items = getAt(details, field.name);
    if (field.itemFields && Array.isArray(items)) {
      items.forEach((item: unknown, index) => {
        if (typeof item !== 'object' || item === null) return;
        for (const path of typedDatePaths(field.itemFields ?? [], item as Details)) {
          paths.push(`${field.name}.${index}.${path}`);
        }
      });
    }
  }
  return paths;
}

/** The start date an end date is paired with (`endDate` with `startDate` beside it). */
export function startOf(endPath: string): string | undefined {
  return /(^|\.)endDate$/.test(endPath) ? endPath.replace(/endDate$/, 'startDate') : undefined;
}

/**
 * An end typed before its start, said on the end field as soon as both dates are complete: the
 * whole-order schema checks periods only once every later step is filled, which is steps later.
 * Each date's own rule (not in the past, within the window) stays with the step's check.
 */
export function liveDateMessages(fields: readonly FieldDefinition[], details: Details, locale: Locale): FieldMessages {
  const typed = typedDatePaths(fields, details);
  if (typed.length === 0) return {};
  const messages: FieldMessages = {};
  for (const path of typed) {
    const start = startOf(path);
    if (!start || !typed.includes(start)) continue;
    const problem = periodRule(String(getAt(details, start)), String(getAt(details, path)));
    if (problem === 'end-before-start') messages[path] = issueMessage(locale, { path, key: problem });
  }
  return messages;
}
