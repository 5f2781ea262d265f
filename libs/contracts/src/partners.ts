import { z } from 'zod';

/* What the API answers an insurer that calls back (the insurers' business, not the apps'). */

/** POST /api/partners/:slug/callbacks's answer (also for a repeated callback). */
export const insurerCallbackReceivedSchema = z.object({
  received: z.literal(true),
  /** Whether an issued policy moved its order on (absent when the callback needed nothing). */
  applied: z.boolean().optional(),
});
