import { phoneSchema } from '@asiguro/domain';
import { z } from 'zod';

/** A name to greet the user by: letters, digits, spaces and common punctuation, no markup. */
const displayNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'too-long' })
  .regex(/^[\p{L}\p{M}\p{N} .,'’‘"“”()-]+$/u, { error: 'invalid-name' });

/**
 * PATCH /api/me — the signed-in user's phone (Moldovan numbers may omit the 373 prefix) and
 * display name; null clears one. Strict: nothing else (e-mail, roles, uid) can be changed here.
 */
export const updateMeBodySchema = z
  .object({
    phone: phoneSchema.nullable().optional(),
    displayName: displayNameSchema.nullable().optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;
