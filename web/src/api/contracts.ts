import { errorResponseSchema, type ErrorResponse } from '@asiguro/domain';

/*
 * The API contracts of the answers every page gets (today's rates, the session, the signed-in
 * customer's latest draft, errors). Loaded with the first API answer rather than with the page,
 * so the first paint does not wait for the schema library. The order contracts, which bring the
 * catalogue's field rules and the shared message catalogues along, are in order-contracts.ts and
 * load only with the pages that need them.
 */
export {
  emailLinkCheckResponseSchema,
  emailLinkConfirmResponseSchema,
  latestDraftResponseSchema,
  meSchema,
  ratesTodaySchema,
} from '@asiguro/domain';

/** The error an API answer carries, when its body has the API's error shape. */
export function errorOfBody(body: unknown): ErrorResponse['error'] | undefined {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}
