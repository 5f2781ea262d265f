/*
 * Kept free of the calendar (date-fns with time zones): the home page lists these, only the
 * order flow turns one into a trip (order-flow/destination-trip.ts). The destinations are the
 * domain's (their "from" prices come from the API).
 */
export { DESTINATION_DAYS, DESTINATIONS, findDestination, type Destination, type DestinationId } from '@asiguro/domain';
