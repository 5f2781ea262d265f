import { ApiError } from '../../api/http';
import { fmt, texts } from '../../app/i18n';
import { errorText } from '../../ui/query-status';

/**
 * A refused claim or number in the operator's words: who holds the order when another operator's
 * claim refused it (the API says so in `details.claimedBy`), else the API's message.
 */
export function manualErrorText(error: unknown): string {
  if (error instanceof ApiError && typeof error.details.claimedBy === 'string') {
    const name = error.details.claimedByName;
    return fmt(texts.manual.claimedConflict, { who: typeof name === 'string' ? name : error.details.claimedBy });
  }
  return errorText(error);
}
