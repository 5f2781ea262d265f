import { emailSchema } from '@asiguro/domain';
export {
  authProvidersResponseSchema,
  emailLinkCheckResponseSchema,
  emailLinkConfirmResponseSchema,
  emailLinkTokenBodySchema,
} from '@asiguro/contracts';
import { z } from 'zod';
import { DEFAULT_RETURN_TO, returnToSchema } from './return-to';

/** GET /api/auth/oidc/:provider/start */
export const oidcStartQuerySchema = z.object({ returnTo: returnToSchema.default(DEFAULT_RETURN_TO) });

/** POST /api/auth/email-link — always 202, whether or not the address has an account. */
export const emailLinkBodySchema = z
  .object({ email: emailSchema, returnTo: returnToSchema.default(DEFAULT_RETURN_TO) })
  .strict();
export type EmailLinkBody = z.infer<typeof emailLinkBodySchema>;

/** POST /api/auth/logout — no body fields. */
export const logoutBodySchema = z.object({}).strict();
