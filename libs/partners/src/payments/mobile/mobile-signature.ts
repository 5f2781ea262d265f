import { createHash } from 'node:crypto';
import { signaturesMatch } from '../signature-compare';

const TWO_DECIMALS = new Set(['amount', 'commission']);

/**
 * The string the MIA provider hashes (domain.md §7.4): empty values dropped, `amount` and
 * `commission` with two decimals, keys sorted case-insensitively, values joined with `:`, then
 * `:` + key.
 */
export function mobileSignedString(result: Record<string, unknown>, key: string): string {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(result)) {
    if (value === null || value === undefined) continue;
    const text = TWO_DECIMALS.has(name) ? Number(value).toFixed(2) : String(value);
    if (text.trim() !== '') values.set(name, text);
  }
  const ordered = [...values.keys()].sort((a, b) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return [...ordered.map((name) => values.get(name)), key].join(':');
}

/** base64(sha256(signed string)): the `signature` of a MIA callback. */
export function mobileSignature(result: Record<string, unknown>, key: string): string {
  return createHash('sha256').update(mobileSignedString(result, key), 'utf8').digest('base64');
}

/** Checks a MIA callback signature in constant time. */
export function verifyMobileSignature(result: Record<string, unknown>, signature: string, key: string): boolean {
  return signaturesMatch(signature, mobileSignature(result, key));
}
