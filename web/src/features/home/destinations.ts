import { formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { Details } from '../order-flow/details-state';

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

/**
 * The travel form a destination's "See the offers" opens with: a single trip to its zone for 15
 * days from tomorrow (Chișinău's calendar), with the cover its price is for. The customer checks
 * the dates and adds the travellers.
 */
export function destinationDetails(destination: Destination, now: Date): Details {
  const start = plusDays(todayIn(now), 1);
  return {
    travelType: 'single',
    regions: [destination.zone],
    startDate: formatDmy(start),
    endDate: formatDmy(plusDays(start, DESTINATION_DAYS - 1)),
    amount: destination.sumInsured,
  };
}
