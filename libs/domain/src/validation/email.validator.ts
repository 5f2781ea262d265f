import { z } from 'zod';
import { typeError } from './keyed-schemas';

/**
 * A practical e-mail pattern: one @, no spaces, a dotted domain whose last label has at least two
 * letters. Deliverability is proven by the confirmation e-mail, not by a regex.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** An e-mail address. */
export const emailSchema = z
  .string({ error: typeError('invalid-email') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(254, { error: 'too-long', abort: true })
  .regex(EMAIL, { error: 'invalid-email' });

/** The contact e-mail is optional (spec §5): absent or empty is fine, anything else must be valid. */
export const optionalEmailSchema = z.union([z.literal(''), emailSchema], { error: 'invalid-email' }).optional();
