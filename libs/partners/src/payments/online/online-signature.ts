import { createHmac } from 'node:crypto';
import { signaturesMatch } from '../signature-compare';
import type { OnlineNotification } from './online.protocol';

/**
 * The string the hub signs, in Paynet's field order but joined with `|` (so no field can borrow
 * characters from its neighbour) and covering the currency and invoice too.
 */
export function onlineSignedString(event: OnlineNotification): string {
  const p = event.Payment;
  return [
    event.EventDate,
    event.EventId,
    event.EventType,
    p.Amount,
    p.Currency,
    p.Customer,
    p.ExternalID,
    p.ID,
    p.InvoiceID,
    p.Merchant,
    p.StatusDate,
  ].join('|');
}

/** base64(HMAC-SHA256(signed string, key)): the `Hash` header of a hub notification. */
export function onlineSignature(event: OnlineNotification, key: string): string {
  return createHmac('sha256', key).update(onlineSignedString(event), 'utf8').digest('base64');
}

/** Checks a `Hash` header in constant time. */
export function verifyOnlineSignature(event: OnlineNotification, hash: string, key: string): boolean {
  return signaturesMatch(hash, onlineSignature(event, key));
}
