import { HttpException } from '@nestjs/common';
import type { ZodError } from 'zod';

/** An error in the maib APIs' envelope (card and mobile providers). */
export function maibError(status: number, errorCode: string, errorMessage: string): HttpException {
  return new HttpException({ ok: false, errors: [{ errorCode, errorMessage }] }, status);
}

/** An error as the payment hub answers it (online provider). */
export function hubError(status: number, code: string, message: string): HttpException {
  return new HttpException({ Code: code, Message: message }, status);
}

/** The first problem of a rejected request body, for the error message (field path and rule only). */
export function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid request';
}

/** What the maib APIs answer while the provider is down (card and mobile providers). */
export const MAIB_UNAVAILABLE = {
  ok: false,
  errors: [{ errorCode: 'service-unavailable', errorMessage: 'try again later' }],
};
