import { z } from 'zod';

/** GET /api/health: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok') });
