import { patterned } from './keyed-schemas';

/**
 * A flight number: the airline's two-character IATA designator (letters or digits, not two
 * digits) or three-letter ICAO code, then 1–4 digits and an optional suffix letter (9U 123, RO202).
 */
const FLIGHT_NUMBER = /^(?:(?![0-9]{2})[A-Z0-9]{2}|[A-Z]{3})\d{1,4}[A-Z]?$/;

export function isFlightNumber(value: string): boolean {
  return FLIGHT_NUMBER.test(value.replace(/\s/g, '').toUpperCase());
}

export const flightNumberSchema = patterned(/^[A-Za-z0-9 ]+$/, 'invalid-flight-number', 10).refine(isFlightNumber, {
  error: 'invalid-flight-number',
});
