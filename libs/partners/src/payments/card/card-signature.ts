import { createHmac } from 'node:crypto';
import { signaturesMatch } from '../signature-compare';

/** base64(HMAC-SHA256(rawBody + "." + timestamp, key)): the card provider's callback signature. */
export function cardSignature(rawBody: string, timestamp: string, key: string): string {
  return createHmac('sha256', key).update(`${rawBody}.${timestamp}`, 'utf8').digest('base64');
}

/** The `X-Signature` header value: `sha256=<signature>`. */
export function cardSignatureHeader(rawBody: string, timestamp: string, key: string): string {
  return `sha256=${cardSignature(rawBody, timestamp, key)}`;
}

/** Checks an `X-Signature` header in constant time; a header without the `sha256=` prefix never matches. */
export function verifyCardSignature(rawBody: string, header: string, timestamp: string, key: string): boolean {
  const prefix = 'sha256=';
  const received = header.startsWith(prefix) ? header.slice(prefix.length) : '';
  return received !== '' && signaturesMatch(received, cardSignature(rawBody, timestamp, key));
}
