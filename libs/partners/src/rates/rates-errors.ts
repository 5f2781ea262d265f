import { PartnerError } from '../http/partner-errors';

/**
 * The NBM has no rates for the day asked (not published yet, or a gap): retryable, since a day
 * not yet published appears later; meanwhile the caller falls back to its latest stored day.
 */
export class OfficialRatesMissingError extends PartnerError {
  readonly retryable = true;
  constructor(
    partner: string,
    readonly day: string,
  ) {
    super(partner, `no official rates for ${day}`);
  }
}
