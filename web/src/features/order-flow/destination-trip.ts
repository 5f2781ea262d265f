import { formatDmy, plusDays, todayIn } from '@asiguro/domain';
import { DESTINATION_DAYS, type Destination } from '../home/destinations';
import type { Details } from './details-state';

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
