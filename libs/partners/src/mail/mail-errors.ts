import { PartnerError } from '../http/partner-errors';

/** The SMTP server cannot take the message now (down, timeout, 4xx greylisting): try later. */
export class MailUnavailableError extends PartnerError {
  readonly retryable = true;
  constructor(
    partner: string,
    message: string,
    readonly code?: string,
  ) {
    super(partner, message);
  }
}

/** The SMTP server refused the message for good (5xx) or the message itself is invalid. */
export class MailRejectedError extends PartnerError {
  readonly retryable = false;
  constructor(
    partner: string,
    message: string,
    readonly responseCode?: number,
  ) {
    super(partner, message);
  }
}
