import { z } from 'zod';
import { moneySchema } from '../money/money';

/*
 * The home page's popular destinations (spec §9 badges) and their "from" prices. The prices are
 * worked out by the API with the simulated insurers' tariffs (tariffs/destination-prices.ts):
 * the storefront shows them and never loads the tariffs.
 */

/** 15 days in Europe, 15 days in Ukraine. */
export const DESTINATIONS = [
  { id: 'europe', zone: 'europe', sumInsured: 30_000 },
  { id: 'ukraine', zone: 'neighbours', sumInsured: 10_000 },
] as const;
export type Destination = (typeof DESTINATIONS)[number];
export type DestinationId = Destination['id'];

/** The days of a popular destination's trip, the ones its "from" price is for. */
export const DESTINATION_DAYS = 15;

export function findDestination(id: string | undefined): Destination | undefined {
  return DESTINATIONS.find((destination) => destination.id === id);
}

export const destinationPriceSchema = z.object({
  destination: z.enum(['europe', 'ukraine'] as const satisfies readonly DestinationId[]),
  /** The cheapest insurer's premium in the currency travel insurance is priced in (EUR). */
  tariff: moneySchema,
  /** What the customer pays for it, in MDL at the day's rate. */
  payable: moneySchema,
});
export type DestinationPrice = z.infer<typeof destinationPriceSchema>;
