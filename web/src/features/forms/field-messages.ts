import { toValidationIssues, type ValidationIssue } from '@asiguro/domain';
import { isMessageKey, t, type Locale } from '@asiguro/i18n';
import type { z } from 'zod';

/** Field path ('persons.0.idnp') → the message to show under that field. */
export type FieldMessages = Record<string, string>;

/** The name a field's label and required message are filed under: its path's last word. */
export function fieldName(path: string): string {
  const words = path.split('.').filter((word) => !/^\d+$/.test(word));
  return words[words.length - 1] ?? '';
}

/**
 * The message of one failed rule in `locale`: a missing value gets the field's own required
 * message ("Enter the IDNP") when there is one (`requiredKey` when the caller knows the field),
 * anything else the validation key's message.
 */
export function issueMessage(locale: Locale, issue: ValidationIssue, requiredKey?: string): string {
  if (issue.key === 'required') {
    const own = requiredKey ?? `required.${fieldName(issue.path)}`;
    if (isMessageKey(own)) return t(locale, own);
  }
  const key = `validation.${issue.key}`;
  return isMessageKey(key) ? t(locale, key) : t(locale, 'validation.invalid-value');
}

/** The first message per field of a keyed-schema failure. */
export function messagesOf(locale: Locale, issues: readonly ValidationIssue[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) messages[issue.path] ??= issueMessage(locale, issue);
  return messages;
}

/** Validates `value` with a keyed zod schema: the parsed data, or the messages per field. */
export function validate<T>(
  schema: z.ZodType<T>,
  value: unknown,
  locale: Locale,
): { ok: true; data: T } | { ok: false; messages: FieldMessages } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, messages: messagesOf(locale, toValidationIssues(result.error)) };
}

/** Moves keyboard focus to the first invalid control in `form` (after a refused submit). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
