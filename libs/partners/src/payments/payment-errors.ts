import { PartnerProtocolError } from '../http/partner-errors';

export type NotificationRefusal = 'signature' | 'stale' | 'malformed';

/**
 * A payment notification we refuse. Never retryable: the same bytes will be refused again. The
 * caller answers 4xx to the provider and relies on `getPayment` to learn the truth.
 */
export abstract class PaymentNotificationError extends PartnerProtocolError {
  abstract readonly refusal: NotificationRefusal;
}

/** The signature is missing or does not match: forged, altered, or signed with another key. */
export class PaymentSignatureError extends PaymentNotificationError {
  readonly refusal = 'signature';
}

/** Signed too long ago (a replay) or in the future (a forged or badly clocked timestamp). */
export class StalePaymentNotificationError extends PaymentNotificationError {
  readonly refusal = 'stale';
}

/** Not the provider's notification format: bad JSON, missing fields, unknown status. */
export class MalformedPaymentNotificationError extends PaymentNotificationError {
  readonly refusal = 'malformed';
}
