import { t, type Locale } from '@asiguro/i18n';
import type { z } from 'zod';
import { toValidationIssues, type ValidationIssue } from '../validation/keyed-schemas';
import { ERROR_CATALOGUE, httpStatusOf, type ErrorCode } from './error-catalogue';

/** Extra facts about an error, safe to send to the caller (ids and keys, never personal data). */
export type ErrorDetails = Record<string, unknown>;

/**
 * An error of the domain's vocabulary. Whoever catches it answers with `status` and the localized
 * `errors.<code>` message; `details` goes out as is, so it must never hold personal data.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: ErrorDetails,
    options?: { status?: number; cause?: unknown },
  ) {
    super(code, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.status = DomainError.statusFor(code, options?.status);
  }

  private static statusFor(code: ErrorCode, requested: number | undefined): number {
    if (requested === undefined) return httpStatusOf(code);
    const definition: { status: number; alsoStatuses?: readonly number[] } = ERROR_CATALOGUE[code];
    const allowed = [definition.status, ...(definition.alsoStatuses ?? [])];
    if (!allowed.includes(requested)) throw new RangeError(`${code} cannot answer ${requested}`);
    return requested;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** A `validation-failed` error listing each failed field as {path, key}. */
export function validationFailed(error: z.ZodError): DomainError {
  return new DomainError('validation-failed', { issues: toValidationIssues(error) });
}

/** The answer body of an error (the callable functions' `{error: {status, message, details}}`). */
export interface ErrorBody {
  code: ErrorCode;
  status: number;
  message: string;
  details?: ErrorDetails;
}

/** A localized issue: its path, key and the message in the caller's language. */
export interface LocalizedIssue extends ValidationIssue {
  message: string;
}

/** Adds the localized message to each issue. */
export function localizeIssues(issues: readonly ValidationIssue[], locale: Locale): LocalizedIssue[] {
  return issues.map((issue) => ({ ...issue, message: t(locale, `validation.${issue.key}`) }));
}

/**
 * The body to answer with: a DomainError as itself, anything else as `internal` (its text is
 * never shown: it may hold anything). Validation issues get their localized messages.
 */
export function toErrorBody(error: unknown, locale: Locale): ErrorBody {
  const domain = isDomainError(error) ? error : new DomainError('internal');
  const details = domain.details && localizeDetails(domain.details, locale);
  return {
    code: domain.code,
    status: domain.status,
    message: t(locale, `errors.${domain.code}`),
    ...(details ? { details } : {}),
  };
}

function localizeDetails(details: ErrorDetails, locale: Locale): ErrorDetails {
  const issues = details.issues;
  if (!Array.isArray(issues) || !issues.every(isIssue)) return details;
  return { ...details, issues: localizeIssues(issues, locale) };
}

function isIssue(value: unknown): value is ValidationIssue {
  return typeof value === 'object' && value !== null && 'path' in value && 'key' in value;
}
