/*
 * Kept free of the calendar (date-fns with time zones): the home page lists these, only the
 * order flow turns one into a trip (order-flow/destination-trip.ts).
 */

/** The home page's popular destinations (spec §9 badges): 15 days in Europe, 15 days in Ukraine. */
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
