/**
 * The one list of error codes (style.md: "Errors have a vocabulary"): the spec's error keys
 * (§8) and the API's own. For each: the HTTP status it answers with, when it is thrown and how a
 * caller should react. The customer-facing text is `errors.<code>` in @asiguro/i18n (ro/ru/en).
 */
export interface ErrorDefinition {
  /** HTTP status of the answer. */
  status: number;
  /** Other statuses the same code may answer with (e.g. 502 or 503 for an unreachable partner). */
  alsoStatuses?: readonly number[];
  /** When it is thrown. */
  when: string;
  /** How a caller (storefront, console, integrator) should react. */
  reaction: string;
}

export const ERROR_CATALOGUE = {
  // Spec §8
  'order-not-created': {
    status: 500,
    when: 'Storing a new order failed after its input was accepted.',
    reaction: 'Show the message and let the customer retry; nothing was saved.',
  },
  'not-found-order': {
    status: 404,
    when: 'The order id is unknown or belongs to another customer.',
    reaction: 'Point to the confirmation e-mail or to support; do not retry.',
  },
  'create-order': {
    status: 422,
    when: 'An order could not be created from the data given (e.g. a registry lookup rejected it).',
    reaction: 'Ask the customer to check the data, or retry later.',
  },
  'update-order': {
    status: 422,
    when: 'A draft could not be updated from the data given.',
    reaction: 'Ask the customer to check the data, or retry later.',
  },
  'confirm-order': {
    status: 422,
    when: 'Confirmation failed: the chosen offer or the data could not be confirmed with the insurer.',
    reaction: 'Ask the customer to check the data and confirm again, or retry later.',
  },
  'billNumber-error': {
    status: 422,
    when: 'Confirming an order paid outside the site failed on its check or transaction number.',
    reaction: 'Ask the customer to check the number on the receipt and confirm again.',
  },
  'invalid-bill-number': {
    status: 400,
    when: 'The check or transaction number is missing or not in a known format.',
    reaction: 'Highlight the bill-number field.',
  },
  'init-payment': {
    status: 502,
    when: 'The payment provider refused or failed to start a payment.',
    reaction: 'Offer another payment method or a retry; the order stays unpaid.',
  },
  'transaction-declined': {
    status: 402,
    when: 'The provider reports the transaction as declined.',
    reaction: 'Let the customer pay again, possibly with another card or method.',
  },
  'price-required-error': {
    status: 422,
    when: 'Confirmation was asked before a price was fixed (no offer chosen, or offers expired).',
    reaction: 'Search offers again and let the customer choose one.',
  },
  'no-offers': {
    status: 422,
    when: 'No insurer offered cover for the options given.',
    reaction: 'Show "no offers" and let the customer change the options.',
  },
  'mortgage-not-found': {
    status: 404,
    when: 'The cadastral register has no property under the code given.',
    reaction: 'Ask the customer to check the cadastral code, or retry later.',
  },
  'invalid-address': {
    status: 400,
    when: 'The address could not be recognised.',
    reaction: 'Highlight the address field.',
  },
  companyNotFound: {
    status: 404,
    when: 'The company registry has no company under the IDNO given.',
    reaction: 'Highlight the IDNO field: "the identification number is not valid".',
  },
  'contractor-ineligible': {
    status: 422,
    when: 'The person or company cannot be a contractor (minor, wrong kind of code, refused by the registry or insurer).',
    reaction: 'Ask for another contractor.',
  },
  'contact-form-sent': {
    status: 200,
    when: 'Not an error: the contact message was accepted (the key carries the confirmation text).',
    reaction: 'Show the confirmation.',
  },
  'contact-form-not-sent': {
    status: 503,
    when: 'The contact message could not be stored or forwarded.',
    reaction: 'Keep the form filled and ask to retry later.',
  },
  generic: {
    status: 500,
    when: 'An unexpected failure the customer can do nothing about.',
    reaction: 'Show the message with the support contact.',
  },
  'invalid-options': {
    status: 400,
    when: 'The selected options do not fit together or are not offered for this product.',
    reaction: 'Ask the customer to check the selected options.',
  },
  'road-assistance-eligibility': {
    status: 422,
    when: 'The vehicle is not a passenger car with at most 9 seats and a valid technical inspection.',
    reaction: 'Explain the condition; do not retry with the same vehicle.',
  },
  // The API's own
  'road-tax-electric': {
    status: 422,
    when: 'Road tax was asked for an electric vehicle: the road tax does not apply to it (State Tax Service).',
    reaction: 'Show the message; there is nothing to pay for this vehicle, so do not retry.',
  },
  'validation-failed': {
    status: 400,
    when: 'The body failed its schema; details.issues lists {path, key} per failed field.',
    reaction: 'Show each localized key next to its field; fix and resend.',
  },
  'unknown-field': {
    status: 400,
    when: 'The body carries a field the schema does not know (schemas are strict).',
    reaction: 'Remove the field; it is a client bug, not a customer error.',
  },
  'payload-too-large': {
    status: 413,
    when: 'The body is larger than the configured limit (BODY_LIMIT).',
    reaction: 'Send less; do not retry unchanged.',
  },
  unauthorized: {
    status: 401,
    when: 'No valid session, or a signed notification whose signature does not verify.',
    reaction: 'Sign in (customers, staff); partners fix their signing key.',
  },
  forbidden: {
    status: 403,
    when: 'Signed in but not allowed (a customer on a staff-only route, a staff role without the right).',
    reaction: 'Do not retry; ask an administrator for access.',
  },
  'csrf-token-missing': {
    status: 403,
    when: 'A cookie-authenticated change (POST, PUT, PATCH, DELETE) came without the CSRF cookie or without the X-CSRF-Token header; the answer sets a fresh cookie.',
    reaction:
      'Read the asg_csrf cookie again (GET /api/health sets it when absent) and resend once with it in X-CSRF-Token.',
  },
  'csrf-token-invalid': {
    status: 403,
    when: 'The X-CSRF-Token header differs from the asg_csrf cookie (a stale token: another tab or a sign-in rotated it).',
    reaction: 'Read the asg_csrf cookie again and resend once; do not retry with the same header.',
  },
  'not-found': {
    status: 404,
    when: 'No such route or resource (other than an order).',
    reaction: 'Check the address.',
  },
  'rate-limited': {
    status: 429,
    when: 'Too many requests from this client in the window.',
    reaction: 'Wait for the Retry-After header, then retry.',
  },
  'event-refused': {
    status: 409,
    when: "The order's status does not accept this event (e.g. paying a completed order).",
    reaction: 'Reload the order and act on its current status; details list the accepted events.',
  },
  'stale-order': {
    status: 409,
    when: 'The caller acted on an older version of the order than the stored one.',
    reaction: 'Reload the order and repeat the action if it still makes sense.',
  },
  'idempotency-conflict': {
    status: 409,
    when: 'An Idempotency-Key was reused with a different body, or its first request is still running.',
    reaction: 'Use a new key for a new request; wait and retry for a running one.',
  },
  'payment-mismatch': {
    status: 422,
    when: 'A payment amount or currency differs from the fixed price; it is never accepted as paid.',
    reaction: 'Nothing for the customer; staff reconcile and refund.',
  },
  'partner-unavailable': {
    status: 503,
    alsoStatuses: [502],
    when: 'An insurer, payment provider or registry timed out, is down (503) or answered nonsense (502).',
    reaction: 'Retry later with backoff; queued work retries by itself.',
  },
  internal: {
    status: 500,
    when: 'A bug or an unexpected failure on our side; logged with the request id.',
    reaction: 'Show the generic message and the request id; support investigates.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The error keys of the product specification (§8), as opposed to the API's own. */
export const SPEC_ERROR_CODES = [
  'order-not-created',
  'not-found-order',
  'create-order',
  'update-order',
  'confirm-order',
  'billNumber-error',
  'invalid-bill-number',
  'init-payment',
  'transaction-declined',
  'price-required-error',
  'no-offers',
  'mortgage-not-found',
  'invalid-address',
  'companyNotFound',
  'contractor-ineligible',
  'contact-form-sent',
  'contact-form-not-sent',
  'generic',
  'invalid-options',
  'road-assistance-eligibility',
] as const satisfies readonly ErrorCode[];

/** The CSRF refusals: a client re-reads its token and resends the change once (the storefront and console do). */
export const CSRF_ERROR_CODES = ['csrf-token-missing', 'csrf-token-invalid'] as const satisfies readonly ErrorCode[];

/** True for a refusal a client fixes by refreshing its CSRF token and resending. */
export function isCsrfRefusal(code: unknown): boolean {
  return (CSRF_ERROR_CODES as readonly unknown[]).includes(code);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}

/** The HTTP status an error code answers with. */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
