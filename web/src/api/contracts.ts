import { errorResponseSchema, type ErrorResponse } from '@asiguro/contracts';

/*
 * The routes of the answers every page may get (today's rates and the destinations' prices, the session, the signed-in
 * customer's latest draft, signing in and out, errors), with their schemas. Loaded with the first
 * API call rather than with the page, so the first paint does not wait for the schema library.
 * The routes of orders, which bring the catalogue's field rules and the shared message catalogues
 * along, are in order-contracts.ts and load only with the pages that need them.
 */
export {
  authProvidersRoute,
  destinationPricesRoute,
  emailLinkCheckRoute,
  emailLinkConfirmRoute,
  emailLinkRoute,
  latestDraftRoute,
  logoutRoute,
  meRoute,
  ratesTodayRoute,
} from '@asiguro/contracts';

/** The error an API answer carries, when its body has the API's error shape. */
export function errorOfBody(body: unknown): ErrorResponse['error'] | undefined {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}
