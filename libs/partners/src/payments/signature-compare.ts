import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a received signature with the expected one in constant time. Both sides are hashed
 * first so inputs of different lengths compare without leaking the expected length.
 */
export function signaturesMatch(received: string, expected: string): boolean {
  const a = createHash('sha256').update(received, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
